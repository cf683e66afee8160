import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EditorOnly } from '../../../features/studio/components/editor-only';
import { StudioLessonScreen } from '../../../features/studio/components/lesson-screen';
import { RequireGrownUp } from '../../../features/family/components/require-grown-up';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** /studio/lessons/:id: one lesson in the studio, named after it once it is there. */
export default function StudioLessonRoute() {
  const { t } = useTranslation('studio');
  const { id } = useParams();
  return (
    <ScreenRoute title={t('lesson.title')}>
      <EditorOnly>
        <RequireGrownUp>
          <StudioLessonScreen lessonId={parseId(id)} />
        </RequireGrownUp>
      </EditorOnly>
    </ScreenRoute>
  );
}
