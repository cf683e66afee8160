import {
  joinReasons,
  onboardingResponseSchema,
  type OnboardingAnswers,
  type OnboardingResponse,
  type UpdateMeRequest,
  type User,
  type UserStats,
} from '@bolajon/contract';
import type { Transaction } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import type { Learner } from '../../plugins/auth.js';
import { keyedWrite } from '../request-keys/keyed-write.js';
import type { RequestKeysRepository } from '../request-keys/request-keys.repository.js';
import type { LearnerRow, StatsRead, UsersRepository } from './users.repository.js';

/** A lesson is complete when it has games and the user completed every one of them. */
export function lessonIsComplete(lesson: { games: number; completed: number }): boolean {
  return lesson.games > 0 && lesson.completed >= lesson.games;
}

/** The profile's numbers: active days, complete lessons ("modules"), words learned. */
export function userStats(read: StatsRead): UserStats {
  return {
    learningDays: read.learningDays,
    totalModules: read.lessons.filter(lessonIsComplete).length,
    totalDictionaries: read.wordsLearned,
  };
}

export interface UsersServiceDeps {
  repo: UsersRepository;
  /** Onboarding saves sent with an Idempotency-Key (ADR 0050). */
  requestKeys: RequestKeysRepository;
  transaction: Transaction;
  now?: () => Date;
}

const accountGone = () => unauthorized('This account or child no longer exists');

export function createUsersService(deps: UsersServiceDeps) {
  const { repo, transaction } = deps;
  const now = deps.now ?? (() => new Date());

  /** The active child with the family's phone and role (ADR 0036). */
  async function toUser({ family, child }: LearnerRow): Promise<User> {
    return {
      id: child.id,
      familyId: family.id,
      name: child.name,
      fullName: child.name,
      phone: family.phone,
      age: child.age,
      avatar: child.avatar,
      role: family.role,
      editor: family.editor,
      createdAt: child.createdAt.toISOString(),
      stats: userStats(await repo.statsRead(child.id)),
    };
  }

  /**
   * The family's child `childId` (null: its first) once the phone is confirmed; null before, or
   * when there is no such family or child.
   */
  async function findVerified(familyId: number, childId: number | null): Promise<User | null> {
    const row = await repo.findLearner(familyId, childId);
    return row?.family.phoneVerifiedAt ? toUser(row) : null;
  }

  return {
    findVerified,

    /** Whether the account may use the studio now (the studio's guard, plugins/auth.ts). */
    isEditor: (familyId: number) => repo.isEditor(familyId),

    /**
     * The active child; 401 when the account or the child no longer exists (the token outlived
     * it), so the client refreshes and gets the family's first child.
     */
    async me(learner: Learner): Promise<User> {
      const user = await findVerified(learner.familyId, learner.childId);
      if (!user) throw accountGone();
      return user;
    },

    /** PUT /users/me: the active child's name, age or avatar. */
    async update(learner: Learner, changes: UpdateMeRequest): Promise<User> {
      const child = await repo.updateChild(learner.familyId, learner.childId, changes, now());
      const family = child && (await repo.findById(learner.familyId));
      if (!child || !family) throw accountGone();
      return toUser({ family, child });
    },

    /**
     * Stores the onboarding answers — one record per user, a second save replaces the first —
     * and the child's age on the profile, in one transaction.
     */
    async saveOnboarding(
      learner: Learner,
      answers: OnboardingAnswers,
      idempotencyKey?: string,
    ): Promise<OnboardingResponse> {
      const { childId } = learner;
      const at = now();
      // With a key, a repeat answers the first save and replaces nothing (ADR 0050).
      return keyedWrite(
        { transaction, requestKeys: deps.requestKeys, now: () => at },
        {
          childId,
          key: idempotencyKey,
          route: 'POST /api/user-onboarding',
          body: answers,
          parse: (stored) => onboardingResponseSchema.parse(stored),
        },
        async (tx) => {
          const row = await repo.saveOnboarding(
            childId,
            { ...answers, whyLearning: joinReasons(answers.whyLearning) },
            at,
            tx,
          );
          await repo.setAge(childId, answers.age, at, tx);
          return {
            age: row.age,
            whyLearning: row.whyLearning,
            degree: answers.degree,
            skills: answers.skills,
            time: answers.time,
            updatedAt: row.updatedAt.toISOString(),
          };
        },
      );
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
