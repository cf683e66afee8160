import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '../query-keys';
import { playableAudioUrl } from '../playable-audio';
import { canKeepLessons } from './can-keep';
import type { KeptLesson } from './keep-lesson';
import { useOnline, useServiceWorkerControl } from './use-online';

/**
 * The code that keeps, lists and frees lessons: its own chunk, loaded when the map first asks what
 * is kept — not with the shell every first screen waits for. The audio copy to keep is picked by
 * the player's own rule (a few bytes, shared with the speaker: one chunk fewer than lazily).
 */
const keeping = () => import('./keep-lesson');

async function keep({ lessonId, gameIds }: LessonToKeep) {
  const { keepLesson } = await keeping();
  return keepLesson(lessonId, { gameIds, playable: playableAudioUrl });
}

/** How old a kept copy of the current or next lesson may grow before it is kept afresh. */
export const REKEEP_AFTER_MS = 12 * 60 * 60_000;

/**
 * The lessons kept on this phone for the signed-in child (ADR 0053). Read only once a service
 * worker controls the page: before it, nothing can have been kept (and a first visit loads none
 * of this code).
 */
export function useKeptLessons() {
  return useQuery({
    queryKey: queryKeys.keptLessons(),
    queryFn: async () => (await keeping()).keptLessons(),
    enabled: useServiceWorkerControl(),
    staleTime: Infinity,
    // Read from the phone itself: there is no network to wait for.
    networkMode: 'always',
  });
}

export interface LessonToKeep {
  lessonId: number;
  gameIds: readonly number[];
}

/** Keeps a lesson ("download for the road") and says so to every reader of the kept list. */
export function useKeepLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keep,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.keptLessons() }),
  });
}

/** Frees a kept lesson's space. */
export function useFreeLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (lessonId: number) => (await keeping()).freeLesson(lessonId),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.keptLessons() }),
  });
}

/**
 * Keeps the child's current lesson and the next one by itself (issue 24), once the map is on
 * screen and the phone is online: one after the other, each only when it is not kept or its copy
 * is older than {@link REKEEP_AFTER_MS}. A failure is logged and tried again on the next visit to
 * the map or when the network comes back — not at once.
 */
export function useAutoKeep(lessons: readonly LessonToKeep[]) {
  const online = useOnline();
  const controlled = useServiceWorkerControl();
  const kept = useKeptLessons();
  const queryClient = useQueryClient();
  const running = useRef(false);
  // A lesson that could not be kept is tried again when the network next comes back, not at once.
  const failed = useRef(new Set<number>());
  useEffect(() => {
    if (online) return;
    failed.current.clear();
  }, [online]);
  const wanted = lessons
    .map((lesson) => `${lesson.lessonId}:${lesson.gameIds.join(',')}`)
    .join(';');

  useEffect(() => {
    if (!online || !controlled || !kept.data || running.current || !canKeepLessons()) return;
    const keptAt = new Map(kept.data.map((lesson: KeptLesson) => [lesson.lessonId, lesson.keptAt]));
    const due = lessons.filter(
      (lesson) =>
        !failed.current.has(lesson.lessonId) &&
        Date.now() - (keptAt.get(lesson.lessonId) ?? 0) > REKEEP_AFTER_MS,
    );
    if (due.length === 0) return;
    running.current = true;
    void (async () => {
      for (const lesson of due) {
        try {
          await keep(lesson);
        } catch (error) {
          failed.current.add(lesson.lessonId);
          console.warn(`Could not keep lesson ${lesson.lessonId} for offline play`, error);
        }
      }
      running.current = false;
      await queryClient.invalidateQueries({ queryKey: queryKeys.keptLessons() });
    })();
    // `wanted` stands for `lessons`: a new array of the same lessons starts nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, controlled, kept.data, wanted, queryClient]);
}
