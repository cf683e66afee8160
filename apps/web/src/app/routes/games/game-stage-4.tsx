import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FinalVideoScreen } from '../../../features/game/components/final-video-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/**
 * For the studio's preview (app/routes/studio/game-preview.tsx), which plays the stages without
 * the URL: taken from here, they stay in this route's chunk rather than one of their own.
 */
export { FinalVideoStage } from '../../../features/game/components/final-video-screen';

export default function GameStage4Route() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.gameStage4')}>
      <FinalVideoScreen gameId={parseId(id)} />
    </ScreenRoute>
  );
}
