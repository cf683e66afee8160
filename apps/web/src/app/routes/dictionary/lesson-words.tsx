import { useParams } from 'react-router';
import { LessonWordsScreen } from '../../../features/dictionary/components/lesson-words-screen';
import { parseLessonId } from '../../../features/dictionary/lib/paths';

export default function LessonWordsRoute() {
  const { id } = useParams();
  // Keyed: another lesson starts afresh (its own shuffle).
  return <LessonWordsScreen key={id} lessonId={parseLessonId(id)} />;
}
