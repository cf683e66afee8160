import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IntroScreen } from '../../../features/game/components/intro-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function GameStage1Route() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.gameStage1')}>
      <IntroScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
