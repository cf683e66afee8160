import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { classNames } from '../../../components/ui/class-names';
import { LockIcon } from '../../../components/ui/game-icons';
import { UzbekTitle } from '../../../components/uzbek-title';
import type { MapLesson } from '../lib/merge-progress';
import { ZIGZAG_CENTRE, zigzagOffset } from '../lib/zigzag';
import { introStatus } from '../lib/next-step';
import { GameNode } from './game-node';
import { IntroNode } from './intro-node';
import type { LessonKeeping } from '../../../lib/offline/use-offline-map';
import { LessonKeep } from '../../../components/offline/lesson-keep';

/**
 * Geometry shared with home-screen.css: one row per stop (the lesson's words, then each game), the
 * circle's centre in each row. A row
 * holds the stars (or the next game's bubble), the circle and the ИГРА label, with room between a
 * label and the bubble of the game after it.
 */
const ROW_HEIGHT = 158;
const NODE_WIDTH = 112;
const CIRCLE_CENTRE_Y = 60;

/** The dotted road through the circles' centres, in the coordinates of the path's anchor. */
function roadPath(offsets: number[]): string {
  return offsets
    .map((offset, index) => {
      const x = offset + NODE_WIDTH / 2;
      const y = index * ROW_HEIGHT + CIRCLE_CENTRE_Y;
      if (index === 0) return `M ${x} ${y}`;
      const prevX = (offsets[index - 1] ?? 0) + NODE_WIDTH / 2;
      const prevY = y - ROW_HEIGHT;
      return `C ${prevX} ${prevY + ROW_HEIGHT / 2}, ${x} ${y - ROW_HEIGHT / 2}, ${x} ${y}`;
    })
    .join(' ');
}

export interface LessonPathProps {
  lesson: MapLesson;
  lessonIndex: number;
  nextGameId: number | null;
  /** The lesson whose show-and-say step is the map's next step (ADR 0038), if any. */
  nextIntroLessonId: number | null;
  startingGameId: number | null;
  /** The lesson whose show-and-say step is opening. */
  openingIntroId: number | null;
  onStart: (gameId: number) => void;
  onOpenIntro: (lessonId: number) => void;
  onLocked: () => void;
  /** How the lesson stands for offline play (ADR 0053); omitted, nothing is shown. */
  keeping?: LessonKeeping;
  onKeep?: () => void;
}

/** A lesson: its title banner and its games on a zig-zag road (spec sections 2 and 9). */
export function LessonPath({
  lesson,
  lessonIndex,
  nextGameId,
  nextIntroLessonId,
  startingGameId,
  openingIntroId,
  onStart,
  onOpenIntro,
  onLocked,
  keeping = 'none',
  onKeep,
}: LessonPathProps) {
  const { t } = useTranslation();
  const titleId = `lesson-${lesson.id}-title`;
  // The show-and-say step is the first stop of a lesson with games; the games come after it.
  const intro = introStatus(lesson);
  const stops = (intro ? 1 : 0) + lesson.games.length;
  const offsets = Array.from({ length: stops }, (_, index) => zigzagOffset(index, lessonIndex));
  const gameOffset = (index: number) => offsets[index + (intro ? 1 : 0)] ?? 0;
  const locked = lesson.games.length > 0 && lesson.games.every((g) => g.status === 'locked');
  const geometry = {
    '--zigzag-centre': `${ZIGZAG_CENTRE}px`,
    '--node-width': `${NODE_WIDTH}px`,
    '--row-height': `${ROW_HEIGHT}px`,
  } as CSSProperties;

  return (
    <section
      className={classNames(
        'lesson',
        `lesson--tone-${lessonIndex % 4}`,
        locked && 'lesson--locked',
      )}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="lesson__banner">
        <span className="lesson__number">{t('home.lessonLabel', { n: lessonIndex + 1 })}</span>{' '}
        <span className="lesson__title">{lesson.title}</span>
        <UzbekTitle text={lesson.titleUz} className="lesson__title-uz" />
        {locked && <LockIcon className="lesson__lock" width={24} height={24} />}
      </h2>
      {!locked && onKeep && <LessonKeep keeping={keeping} title={lesson.title} onKeep={onKeep} />}
      <div className="lesson__road" style={geometry}>
        <svg
          className="lesson__road-line"
          width={NODE_WIDTH}
          height={Math.max(ROW_HEIGHT, offsets.length * ROW_HEIGHT)}
          aria-hidden="true"
        >
          <path d={roadPath(offsets)} />
        </svg>
        <ol className="lesson__games">
          {intro && (
            <li className="lesson__game" style={{ transform: `translateX(${offsets[0] ?? 0}px)` }}>
              <IntroNode
                lessonId={lesson.id}
                status={intro}
                seen={lesson.introSeen}
                next={lesson.id === nextIntroLessonId}
                busy={lesson.id === openingIntroId}
                onOpen={onOpenIntro}
                onLocked={onLocked}
              />
            </li>
          )}
          {lesson.games.map((game, index) => (
            <li
              key={game.id}
              className="lesson__game"
              style={{ transform: `translateX(${gameOffset(index)}px)` }}
            >
              <GameNode
                game={game}
                number={index + 1}
                next={game.id === nextGameId}
                busy={game.id === startingGameId}
                onStart={onStart}
                onLocked={onLocked}
              />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
