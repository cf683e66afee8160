import {
  joinReasons,
  type OnboardingAnswers,
  type OnboardingResponse,
  type UpdateMeRequest,
  type User,
  type UserStats,
} from '@bolajon/contract';
import type { Transaction } from '../../db/client.js';
import { unauthorized } from '../../errors.js';
import type { StatsRead, UserRow, UsersRepository } from './users.repository.js';

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
  transaction: Transaction;
  now?: () => Date;
}

const accountGone = () => unauthorized('This account no longer exists');

export function createUsersService(deps: UsersServiceDeps) {
  const { repo, transaction } = deps;
  const now = deps.now ?? (() => new Date());

  async function toUser(row: UserRow): Promise<User> {
    return {
      id: row.id,
      name: row.name,
      fullName: row.name,
      phone: row.phone,
      age: row.age,
      avatar: row.avatar,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      stats: userStats(await repo.statsRead(row.id)),
    };
  }

  /** The user once their phone is confirmed; null before, or when there is no such user. */
  async function findVerifiedById(id: number): Promise<User | null> {
    const row = await repo.findById(id);
    return row?.phoneVerifiedAt ? toUser(row) : null;
  }

  return {
    findVerifiedById,

    /** The signed-in user; 401 when the account no longer exists (the token outlived it). */
    async me(id: number): Promise<User> {
      const user = await findVerifiedById(id);
      if (!user) throw accountGone();
      return user;
    },

    async update(id: number, changes: UpdateMeRequest): Promise<User> {
      const row = await repo.update(id, changes, now());
      if (!row) throw accountGone();
      return toUser(row);
    },

    /**
     * Stores the onboarding answers — one record per user, a second save replaces the first —
     * and the child's age on the profile, in one transaction.
     */
    async saveOnboarding(userId: number, answers: OnboardingAnswers): Promise<OnboardingResponse> {
      const at = now();
      const row = await transaction(async (tx) => {
        const saved = await repo.saveOnboarding(
          userId,
          { ...answers, whyLearning: joinReasons(answers.whyLearning) },
          at,
          tx,
        );
        await repo.setAge(userId, answers.age, at, tx);
        return saved;
      });
      return {
        age: row.age,
        whyLearning: row.whyLearning,
        degree: answers.degree,
        skills: answers.skills,
        time: answers.time,
        updatedAt: row.updatedAt.toISOString(),
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
