import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FinalVideoScreen } from '../../../features/game/components/final-video-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

export default function GameStage4Route() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.gameStage4')}>
      <FinalVideoScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
