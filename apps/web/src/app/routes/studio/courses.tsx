import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EditorOnly } from '../../../features/studio/components/editor-only';
import { StudioScreen } from '../../../features/studio/components/studio-screen';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { ScreenRoute } from '../../screen-route';

/** The lesson the editor came back from, carried in the history entry (BackToTreeState). */
function fromLessonOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null || !('fromLessonId' in state)) return null;
  const id = state.fromLessonId;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /studio: the course tree, for editors, behind the grown-up gate as the support console is. */
export default function StudioRoute() {
  const { t } = useTranslation('studio');
  const location = useLocation();
  return (
    <ScreenRoute title={t('title')}>
      <EditorOnly>
        <RequireGrownUp>
          <StudioScreen fromLessonId={fromLessonOf(location.state)} />
        </RequireGrownUp>
      </EditorOnly>
    </ScreenRoute>
  );
}
