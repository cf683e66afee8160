import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OutroScreen } from '../../../features/game/components/outro-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function GameOutroRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.gameOutro')}>
      <OutroScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
