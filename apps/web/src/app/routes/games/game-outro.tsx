import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutroScreen } from '../../../features/game/components/outro-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** For the studio's preview, as game-stage-4.tsx says. */
export { OutroStage } from '../../../features/game/components/outro-screen';
export { outroScore, roundStats } from '../../../features/game/lib/outro-stats';

export default function GameOutroRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.gameOutro')}>
      <OutroScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
