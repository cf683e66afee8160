import {
  CHILDREN_MAX,
  errorCodes,
  GATE_LOCK_SECONDS,
  GATE_MISSES_MAX,
  GROWN_UP_SECONDS,
  PLAY_GAP_CAP_SECONDS,
  type AddChildRequest,
  type Child,
  type ChildOverview,
  type FamilyOverview,
  type FamilyResponse,
  type GateAnswerRequest,
  type GatePass,
  type GateQuestion,
  type PeriodFigures,
  type UpdateChildRequest,
} from '@bolajon/contract';
import { addIsoDays, streakLength } from '@bolajon/contract/progress-rules';
import type { Transaction } from '../../db/client.js';
import { AppError, notFound } from '../../errors.js';
import type { Learner } from '../../plugins/auth.js';
import type { ChildActivityRead, ChildRecord, FamilyRepository } from './family.repository.js';
import type { UsersRepository } from '../users/users.repository.js';
import { hashPin, pinMatches, type Gate } from './gate.js';

export interface FamilyServiceDeps {
  repo: FamilyRepository;
  /** The one write of a child's name, age and avatar, shared with PUT /users/me. */
  children: Pick<UsersRepository, 'updateChild'>;
  gate: Gate;
  transaction: Transaction;
  /** Every lesson with its games (the content cache's course tree): what "complete" means. */
  courseTree: () => Promise<readonly { id: number; games: readonly { id: number }[] }[]>;
  now?: () => Date;
}

const toChild = (row: ChildRecord): Child => ({
  id: row.id,
  name: row.name,
  age: row.age,
  avatar: row.avatar,
});

/**
 * Whole minutes of play, never 0 for some play: a quick child's 25 s round shows as 1 minute,
 * not as nothing.
 */
export const playMinutes = (seconds: number) =>
  seconds > 0 ? Math.max(1, Math.round(seconds / 60)) : 0;

const familyGone = () =>
  new AppError(401, errorCodes.unauthorized, 'This account no longer exists');
const childNotFound = () => notFound('Child not found');
const gateLocked = (retryAfterSeconds: number) =>
  new AppError(
    429,
    errorCodes.gateLocked,
    `Too many wrong answers; the gate opens again in ${retryAfterSeconds} s`,
    { retryAfterSeconds, details: { retryAfterSeconds } },
  );

/** The figures of one period, from the child's activity read and the lessons' games. */
export function periodFigures(
  read: ChildActivityRead,
  lessonGames: ReadonlyMap<number, number>,
  from: string,
): PeriodFigures {
  const inPeriod = (timestamp: string) => timestamp.slice(0, 10) >= from;
  // A lesson is completed on the day its last game was; only lessons with all games count.
  const byLesson = new Map<number, string[]>();
  for (const game of read.games) {
    const list = byLesson.get(game.lessonId) ?? [];
    list.push(game.completedAt);
    byLesson.set(game.lessonId, list);
  }
  let lessonsCompleted = 0;
  for (const [lessonId, completions] of byLesson) {
    const total = lessonGames.get(lessonId) ?? 0;
    if (total === 0 || completions.length < total) continue;
    const last = completions.reduce((a, b) => (new Date(a) > new Date(b) ? a : b));
    if (inPeriod(new Date(last).toISOString())) lessonsCompleted += 1;
  }
  const games = read.games.filter((g) => inPeriod(new Date(g.completedAt).toISOString()));
  const seconds = read.seconds.filter((s) => s.day >= from).reduce((sum, s) => sum + s.seconds, 0);
  return {
    daysActive: read.days.filter((day) => day >= from).length,
    minutesPlayed: playMinutes(seconds),
    gamesCompleted: games.length,
    stars: games.reduce((sum, g) => sum + g.stars, 0),
    lessonsCompleted,
    wordsLearned: read.learned.filter((at) => inPeriod(new Date(at).toISOString())).length,
  };
}

export function createFamilyService(deps: FamilyServiceDeps) {
  const { repo, gate, transaction } = deps;
  const now = deps.now ?? (() => new Date());

  async function family(familyId: number) {
    const row = await repo.family(familyId);
    if (!row) throw familyGone();
    return row;
  }

  async function familyResponse(learner: Learner): Promise<FamilyResponse> {
    const [row, kids] = await Promise.all([
      family(learner.familyId),
      repo.children(learner.familyId),
    ]);
    return {
      children: kids.map(toChild),
      activeChildId: kids.some((c) => c.id === learner.childId)
        ? learner.childId
        : (kids[0]?.id ?? learner.childId),
      hasPin: row.pinHash !== null,
    };
  }

  /** 429 while the gate is locked. */
  function refuseWhileLocked(lockedUntil: Date | null) {
    const waitMs = lockedUntil ? lockedUntil.getTime() - now().getTime() : 0;
    if (waitMs > 0) throw gateLocked(Math.ceil(waitMs / 1000));
  }

  return {
    family: familyResponse,

    async gateQuestion(familyId: number): Promise<GateQuestion> {
      const row = await family(familyId);
      refuseWhileLocked(row.gateLockedUntil);
      return row.pinHash !== null ? { kind: 'pin' } : gate.question(familyId, now().getTime());
    },

    /**
     * The typed answer or the PIN: right gives a pass; wrong counts a miss, and the third in a
     * row locks the gate for GATE_LOCK_SECONDS (held in the database: a reload does not reset it).
     */
    async passGate(familyId: number, body: GateAnswerRequest): Promise<GatePass> {
      const row = await family(familyId);
      refuseWhileLocked(row.gateLockedUntil);
      let right: boolean;
      if ('pin' in body) {
        if (row.pinHash === null) {
          throw new AppError(
            400,
            errorCodes.validation,
            'This family has no PIN; answer the question',
          );
        }
        right = await pinMatches(row.pinHash, body.pin);
      } else {
        const checked = gate.checkAnswer(familyId, body.challenge, body.answer, now().getTime());
        if (checked === 'invalid') {
          throw new AppError(
            400,
            errorCodes.validation,
            'This question has expired; here is a new one',
          );
        }
        right = checked === 'right';
      }
      if (right) {
        if (row.gateMisses > 0) await repo.clearGateMisses(familyId);
        return { grownUpToken: await gate.signPass(familyId), expiresInSeconds: GROWN_UP_SECONDS };
      }
      const lockedUntil = new Date(now().getTime() + GATE_LOCK_SECONDS * 1000);
      const miss = await repo.recordGateMiss(familyId, GATE_MISSES_MAX, lockedUntil);
      if (!miss) throw familyGone();
      if (miss.misses === 0) throw gateLocked(GATE_LOCK_SECONDS);
      throw new AppError(400, errorCodes.gateWrong, 'That is not the answer', {
        details: { attemptsLeft: GATE_MISSES_MAX - miss.misses },
      });
    },

    passIsValid: (token: string, familyId: number) => gate.passIsValid(token, familyId),

    async addChild(familyId: number, body: AddChildRequest): Promise<Child> {
      const at = now();
      const row = await transaction(async (tx) => {
        if (!(await repo.lockFamily(familyId, tx))) throw familyGone();
        if ((await repo.countChildren(familyId, tx)) >= CHILDREN_MAX) {
          throw new AppError(
            409,
            errorCodes.childrenLimit,
            `A family has at most ${CHILDREN_MAX} children`,
          );
        }
        return repo.insertChild(
          familyId,
          { name: body.name, age: body.age ?? null, avatar: body.avatar },
          at,
          tx,
        );
      });
      return toChild(row);
    },

    async updateChild(familyId: number, childId: number, body: UpdateChildRequest): Promise<Child> {
      const row = await deps.children.updateChild(familyId, childId, body, now());
      if (!row) throw childNotFound();
      return toChild(row);
    },

    /** Deletes the child and all it owns; the family's other children are untouched. */
    async removeChild(learner: Learner, childId: number): Promise<FamilyResponse> {
      const { familyId } = learner;
      await transaction(async (tx) => {
        if (!(await repo.lockFamily(familyId, tx))) throw familyGone();
        const count = await repo.countChildren(familyId, tx);
        const removed = count > 1 && (await repo.deleteChild(familyId, childId, tx));
        if (removed) return;
        // Not the family's (404), or its only child (409): either way nothing was deleted.
        const kids = await repo.children(familyId, tx);
        if (!kids.some((c) => c.id === childId)) throw childNotFound();
        throw new AppError(409, errorCodes.lastChild, 'A family keeps at least one child');
      });
      return familyResponse(learner);
    },

    async setPin(familyId: number, pin: string | null) {
      await repo.setPinHash(familyId, pin === null ? null : await hashPin(pin), now());
      return { hasPin: pin !== null };
    },

    /** The parent's view: per child one statement, plus the content cache's course tree. */
    async overview(familyId: number): Promise<FamilyOverview> {
      const today = now().toISOString().slice(0, 10);
      const from30 = addIsoDays(today, -29);
      const from7 = addIsoDays(today, -6);
      const [kids, tree] = await Promise.all([repo.children(familyId), deps.courseTree()]);
      const lessonGames = new Map(tree.map((l) => [l.id, l.games.length]));
      const reads = await Promise.all(
        kids.map((c) => repo.childActivity(c.id, from30, PLAY_GAP_CAP_SECONDS)),
      );
      const children = kids.map((kid, index): ChildOverview => {
        const read = reads[index]!;
        const secondsByDay = new Map(read.seconds.map((s) => [s.day, s.seconds]));
        return {
          child: toChild(kid),
          last7: periodFigures(read, lessonGames, from7),
          last30: periodFigures(read, lessonGames, from30),
          week: Array.from({ length: 7 }, (_, i) => {
            const day = addIsoDays(from7, i);
            return { day, minutes: playMinutes(secondsByDay.get(day) ?? 0) };
          }),
          achievements: read.achievements.map((a) => ({
            ...a,
            earnedAt: new Date(a.earnedAt).toISOString(),
          })),
          wordsToPractise: read.wordsToPractise,
          streak: streakLength(new Set(read.days), today),
        };
      });
      return { today, children };
    },

    /** Everything the family's account holds, as a parent (or a school) may ask for it. */
    async exportData(familyId: number) {
      const rows = await repo.exportRows(familyId);
      if (!rows.family) throw familyGone();
      return { exportedAt: now().toISOString(), format: 'bolajon-family-export/1', ...rows };
    },
  };
}

export type FamilyService = ReturnType<typeof createFamilyService>;
