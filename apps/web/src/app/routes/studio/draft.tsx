import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StudioDraftScreen } from '../../../features/studio/components/draft-screen';
import { EditorOnly } from '../../../features/studio/components/editor-only';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** /studio/drafts/:id: a new lesson's draft in the editor, named after the lesson once loaded. */
export default function StudioDraftRoute() {
  const { t } = useTranslation('studio');
  const { id } = useParams();
  return (
    <ScreenRoute title={t('lesson.title')}>
      <EditorOnly>
        <RequireGrownUp>
          <StudioDraftScreen draftId={parseId(id)} />
        </RequireGrownUp>
      </EditorOnly>
    </ScreenRoute>
  );
}
