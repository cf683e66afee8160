import { describe, expect, it } from 'vitest';
import type { CatalogueRepository } from '../catalogue/catalogue.repository.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { RequestKeysRepository } from '../request-keys/request-keys.repository.js';
import type { ProgressContent } from './progress.content.js';
import type { ProgressRepository } from './progress.repository.js';
import {
  createProgressService,
  gameStatus,
  gameStatuses,
  takesAnswers,
} from './progress.service.js';

describe('gameStatus', () => {
  it('is locked whenever the course is not open, whatever came before', () => {
    for (const previous of [null, true, false]) expect(gameStatus(false, previous)).toBe('locked');
  });

  it('is active for the first game of a course or after a complete game, inactive otherwise', () => {
    expect(gameStatus(true, null)).toBe('active');
    expect(gameStatus(true, true)).toBe('active');
    expect(gameStatus(true, false)).toBe('inactive');
  });
});

describe('gameStatuses', () => {
  const tree = [
    { courseId: 1, isFirstOfCourse: true, games: [{ id: 11 }, { id: 12 }] },
    { courseId: 1, isFirstOfCourse: false, games: [{ id: 13 }] },
    { courseId: 2, isFirstOfCourse: true, games: [{ id: 21 }] },
  ];

  it('follows course order, starting each course afresh', () => {
    const statuses = gameStatuses(tree, new Set(), new Set([11]));
    expect(Object.fromEntries(statuses)).toEqual({
      11: 'active',
      12: 'active',
      13: 'locked',
      21: 'active',
    });
  });

  it('carries the order across lessons of an open course', () => {
    expect(gameStatuses(tree, new Set([1]), new Set([11])).get(13)).toBe('inactive');
    expect(gameStatuses(tree, new Set([1]), new Set([11, 12])).get(13)).toBe('active');
  });
});

describe('takesAnswers', () => {
  it('takes answers to an active game: the first of its course or after a complete one', () => {
    expect(takesAnswers({ previousComplete: null, complete: false })).toBe(true);
    expect(takesAnswers({ previousComplete: true, complete: false })).toBe(true);
  });

  it('refuses an inactive game', () => {
    expect(takesAnswers({ previousComplete: false, complete: false })).toBe(false);
  });

  it('always takes a replay of a complete game', () => {
    expect(takesAnswers({ previousComplete: false, complete: true })).toBe(true);
    expect(takesAnswers({ previousComplete: true, complete: true })).toBe(true);
  });
});

describe('answer — another process got there first', () => {
  /** A service whose write is refused `refusals` times, as when another server wrote meanwhile. */
  function serviceWithRefusals(refusals: number) {
    let reads = 0;
    let writes = 0;
    const progress = {
      answerContext: async () => {
        reads += 1;
        return {
          openCourses: new Set<number>(),
          previousComplete: null,
          complete: false,
          standing: null,
          firstAnswers: [],
        };
      },
      storeAnswer: async () => {
        writes += 1;
        return writes > refusals;
      },
    } as unknown as ProgressRepository;
    const content = {
      questionForJudging: async () => ({
        id: 7,
        gameId: 3,
        lessonId: 1,
        type: '2.0',
        judge: { questionVariants: [], questionImages: [], pairs: [] },
      }),
      gameScoring: async () => ({ questionCount: 2, achievementIds: [], previousGameId: null }),
    } as unknown as ProgressContent;
    const catalogue = {
      requireOpenLessonGiven: async () => ({ courseId: 1, path: null }),
    } as unknown as CatalogueService;
    const service = createProgressService({
      progress,
      content,
      catalogue,
      catalogueRepo: {} as CatalogueRepository,
      // Answers never open a transaction nor use the keys' repository (ADR 0022, 0050).
      requestKeys: {} as RequestKeysRepository,
      transaction: () => Promise.reject(new Error('answers open no transaction')),
    });
    return { service, counts: () => ({ reads, writes }) };
  }

  it('reads the standing again and stores the answer on the next try', async () => {
    const { service, counts } = serviceWithRefusals(2);
    await expect(
      service.answer({ familyId: 1, childId: 2 }, { questionId: 7, answer: 'x' }),
    ).resolves.toEqual({
      isCorrect: false,
    });
    expect(counts()).toEqual({ reads: 3, writes: 3 });
  });

  it('gives up with 503 SERVICE_UNAVAILABLE after five refused writes', async () => {
    const { service, counts } = serviceWithRefusals(Infinity);
    await expect(
      service.answer({ familyId: 1, childId: 2 }, { questionId: 7, answer: 'x' }),
    ).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 1,
    });
    expect(counts()).toEqual({ reads: 5, writes: 5 });
  });
});
