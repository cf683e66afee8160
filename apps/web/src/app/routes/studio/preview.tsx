import { useTranslation } from 'react-i18next';
import { useMatch, useParams } from 'react-router';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { EditorOnly } from '../../../features/studio/components/editor-only';
import { StudioPreviewScreen } from '../../../features/studio/components/preview-screen';
import { parseId, paths } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';
import { GamePreview } from './game-preview';

/**
 * /studio/lessons/:id/preview/:gameKey and /studio/drafts/:id/preview/:gameKey, for editors
 * (issue 23): the studio loads the lesson and frames it; the game feature plays it on the device,
 * nothing sent. Composed here, where features meet. One module for both addresses: one chunk,
 * and one entry in the route table's list of what to fetch.
 */
export default function StudioPreviewRoute() {
  const { t } = useTranslation('studio');
  const { id, gameKey = '' } = useParams();
  const kind = useMatch(paths.studioDraftPreview.pattern) ? 'draft' : 'lesson';
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
}
