import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { EditorOnly } from '../../../features/studio/components/editor-only';
import {
  StudioPreviewScreen,
  type PreviewSource,
} from '../../../features/studio/components/preview-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';
import { GamePreview } from './game-preview';

/**
 * /studio/lessons/:id/preview/:gameKey and /studio/drafts/:id/preview/:gameKey, for editors
 * (issue 23): the studio loads the lesson and frames it; the game feature plays it on the device,
 * nothing sent. Composed here, where features meet. One module for both addresses, one chunk; the
 * route table says which address it is (as it gives the game host its type), so no URL is matched
 * here (React Router's useMatch would be one more hook in the learner's first load).
 */
export function createStudioPreviewRoute(kind: PreviewSource['kind']) {
  return function StudioPreviewRoute() {
    const { t } = useTranslation('studio');
    const { id, gameKey = '' } = useParams();
    const parsed = parseId(id);
    return (
      <ScreenRoute title={t('preview.title')}>
        <EditorOnly>
          <RequireGrownUp>
            <StudioPreviewScreen
              source={parsed === null ? null : { kind, id: parsed }}
              gameKey={gameKey}
              renderGame={(props) => <GamePreview {...props} />}
            />
          </RequireGrownUp>
        </EditorOnly>
      </ScreenRoute>
    );
  };
}
