import type { AdminCourse } from '@bolajon/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { CheckIcon, LockIcon, StarIcon } from '../../../components/ui/game-icons';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useDateFormat } from '../hooks/use-date-format';
import { Feedback, type FeedbackMessage } from './feedback';

export interface CourseCardProps {
  course: AdminCourse;
  /** Asks to open (true) or close (false) the course. */
  onChange: (open: boolean) => void;
  /** This course's change is on its way. */
  busy: boolean;
  /** Another change is on its way: one at a time. */
  disabled: boolean;
  feedback: FeedbackMessage | null;
}

/** A course as the family has it: progress, stars, access and the button that changes it. */
export function CourseCard({ course, onChange, busy, disabled, feedback }: CourseCardProps) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const games = t('admin.courses.games', {
    completed: course.gamesCompleted,
    total: course.gamesTotal,
  });
  const percent = course.gamesTotal > 0 ? (course.gamesCompleted / course.gamesTotal) * 100 : 0;

  return (
    <article className="course-card" aria-label={course.title}>
      <h3 className="course-card__title">{course.title}</h3>
      <p>{games}</p>
      <ProgressBar value={percent} label={games} />
      <p className="course-card__stars">
        <StarIcon width={20} height={20} />
        {t('admin.courses.stars', { stars: course.stars, max: course.starsMax })}
      </p>
      {course.open ? (
        <div className="course-card__access course-card__access--open">
          <p className="course-card__state">
            <CheckIcon width={20} height={20} />
            {t('admin.courses.open')}
          </p>
          {course.grantedAt && (
            <p>{t('admin.courses.when', { date: format.dateTime(course.grantedAt) })}</p>
          )}
          <p>{t('admin.courses.who', { who: course.grantedBy ?? t('admin.audit.commandLine') })}</p>
        </div>
      ) : (
        <div className="course-card__access">
          <p className="course-card__state">
            <LockIcon width={20} height={20} />
            {t('admin.courses.closed')}
          </p>
        </div>
      )}
      <Button
        variant={course.open ? 'danger' : 'primary'}
        block
        busy={busy}
        disabled={disabled}
        onClick={() => onChange(!course.open)}
      >
        {course.open ? t('admin.courses.closeCourse') : t('admin.courses.openCourse')}
      </Button>
      {feedback && <Feedback message={feedback} />}
    </article>
  );
}
