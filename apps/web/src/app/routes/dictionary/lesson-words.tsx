import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LessonWordsScreen } from '../../../features/dictionary/components/lesson-words-screen';
import { parseId } from '../../../lib/paths';
import { ScreenRoute } from '../../screen-route';

/** /lesson-words/:id; the screen names the tab after the lesson once it is there. */
export default function LessonWordsRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <ScreenRoute title={t('screens.lessonWords')}>
      {/* Keyed: another lesson starts afresh (its own shuffle). */}
      <LessonWordsScreen key={id} lessonId={parseId(id)} />
    </ScreenRoute>
  );
}
