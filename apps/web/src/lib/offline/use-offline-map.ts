import { useMemo } from 'react';
import { canKeepLessons } from './can-keep';
import { lessonsToKeep, type MapLessonForKeeping } from './lessons-to-keep';
import { useAutoKeep, useKeepLesson, useKeptLessons } from './use-kept-lessons';
import { useOnline, useServiceWorkerControl } from './use-online';

/** How a lesson of the map stands for offline play. */
export type LessonKeeping = 'kept' | 'keeping' | 'can-keep' | 'failed' | 'none';

export interface OfflineMap {
  online: boolean;
  /** Whether this browser keeps lessons at all (a service worker in control). */
  canKeep: boolean;
  keeping: (lessonId: number) => LessonKeeping;
  /** Whether a step of the lesson can open now: online, or kept on the phone. */
  playable: (lessonId: number) => boolean;
  keep: (lesson: MapLessonForKeeping) => void;
}

/**
 * The map's offline side (ADR 0053): which lessons are on the phone, keeping the current and the
 * next by themselves, and the "download for the road" of any other.
 */
export function useOfflineMap(lessons: readonly MapLessonForKeeping[]): OfflineMap {
  const online = useOnline();
  const kept = useKeptLessons();
  const keepLesson = useKeepLesson();
  const auto = useMemo(() => lessonsToKeep(lessons), [lessons]);
  useAutoKeep(auto);
  const keptIds = useMemo(
    () => new Set((kept.data ?? []).map((lesson) => lesson.lessonId)),
    [kept.data],
  );
  const canKeep = useServiceWorkerControl() && canKeepLessons();
  const busyId = keepLesson.isPending ? keepLesson.variables.lessonId : null;
  // The lesson whose "download for the road" last failed: its button says so and is offered again.
  const failedId = keepLesson.isError ? keepLesson.variables.lessonId : null;

  return {
    online,
    canKeep,
    keeping: (lessonId) =>
      keptIds.has(lessonId)
        ? 'kept'
        : busyId === lessonId
          ? 'keeping'
          : canKeep && online
            ? failedId === lessonId
              ? 'failed'
              : 'can-keep'
            : 'none',
    playable: (lessonId) => online || keptIds.has(lessonId),
    keep: (lesson) =>
      keepLesson.mutate({ lessonId: lesson.id, gameIds: lesson.games.map((game) => game.id) }),
  };
}
