import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMyProgress } from '../../features/home/api/get-my-progress';
import { gameAfterIntro } from '../../features/home/lib/next-step';
import { LessonIntroScreen } from '../../features/lesson-intro/components/lesson-intro-screen';
import { parseId } from '../../lib/paths';
import { ScreenRoute } from '../screen-route';

/**
 * /lesson-intro/:id — a lesson's show-and-say step (ADR 0038). The map's data (cached from the map,
 * else read once) says where "Play!" goes and whether the words were seen before (then they may be
 * skipped); the screen itself knows only the lesson.
 */
export default function LessonIntroRoute() {
  const { t } = useTranslation();
  const { id } = useParams();
  const lessonId = parseId(id);
  const progress = useMyProgress();
  const lesson = progress.data?.lessons.find((l) => l.id === lessonId);
  return (
    <ScreenRoute title={t('screens.lessonIntro')}>
      {/* Keyed: another lesson starts at its first word. */}
      <LessonIntroScreen
        key={id}
        lessonId={lessonId}
        nextGameId={lesson ? gameAfterIntro(lesson) : null}
        seenBefore={lesson?.introSeen ?? false}
      />
    </ScreenRoute>
  );
}
