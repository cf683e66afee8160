import type { MyProgressResponse } from '@bolajon/contract';
import type { QueuedAnswer } from '../answer-queue';
import { latestPlayOf, pendingRounds, playRound, withPendingRounds } from '../device-rounds';

let seq = 0;
function given(
  gameId: number,
  playId: string,
  questionId: number,
  isCorrect: boolean,
  questionCount = 3,
): QueuedAnswer {
  seq += 1;
  return {
    key: `key-${String(seq).padStart(16, '0')}`,
    learner: '7:7',
    gameId,
    playId,
    questionCount,
    body: { questionId, answer: 'x' },
    isCorrect,
    at: seq,
  };
}

/** Two lessons of one course: games 1, 2 | 3, 4; a locked course after with game 5. */
function progress(
  games: [number, number, MyProgressResponse['lessons'][number]['games'][number]['status']][],
): MyProgressResponse {
  const lesson = (id: number, ids: number[]) => ({
    id,
    title: `Урок ${id}`,
    block: { title: 'Блок', titleUz: null },
    titleUz: null,
    introSeen: true,
    newWords: 0,
    games: games
      .filter(([gameId]) => ids.includes(gameId))
      .map(([gameId, stars, status]) => ({ id: gameId, stars, status })),
  });
  return { lessons: [lesson(1, [1, 2]), lesson(2, [3, 4]), lesson(3, [5])] };
}

describe('the rounds on the device', () => {
  it('count each question by its first answer, of the game’s questions (the server’s rule)', () => {
    const play = latestPlayOf(
      [
        given(1, 'a', 1, false),
        given(1, 'a', 1, true),
        given(1, 'a', 2, true),
        given(1, 'a', 3, true),
      ],
      1,
    );
    expect(play && playRound(play)).toEqual({ answered: 3, right: 2, percent: 67, complete: true });
  });

  it('take the latest play of the game', () => {
    const queued = [given(1, 'a', 1, false), given(2, 'b', 1, true), given(1, 'c', 1, true)];
    expect(latestPlayOf(queued, 1)?.answers.map((a) => a.isCorrect)).toEqual([true]);
    expect(latestPlayOf(queued, 3)).toBeNull();
  });

  it('give stars only for a complete round, the best of the game’s plays', () => {
    const queued = [
      // game 1: a complete round at 33 %, then one at 100 %
      given(1, 'a', 1, true),
      given(1, 'a', 2, false),
      given(1, 'a', 3, false),
      given(1, 'b', 1, true),
      given(1, 'b', 2, true),
      given(1, 'b', 3, true),
      // game 2: two of three questions answered
      given(2, 'c', 1, true),
      given(2, 'c', 2, true),
    ];
    expect([...pendingRounds(queued)]).toEqual([[1, 3]]);
  });
});

describe('the map with the rounds waiting on the device', () => {
  it('shows the better stars and opens the next game in course order', () => {
    const server = progress([
      [1, 2, 'active'],
      [2, 0, 'inactive'],
      [3, 0, 'inactive'],
      [4, 0, 'inactive'],
      [5, 0, 'locked'],
    ]);
    const shown = withPendingRounds(server, new Map([[1, 3]]));
    expect(shown.lessons.flatMap((l) => l.games)).toEqual([
      { id: 1, stars: 3, status: 'active' },
      { id: 2, stars: 0, status: 'active' },
      { id: 3, stars: 0, status: 'inactive' },
      { id: 4, stars: 0, status: 'inactive' },
      { id: 5, stars: 0, status: 'locked' },
    ]);
  });

  it('opens the first game of the next lesson, keeps the server’s better stars, never unlocks', () => {
    const server = progress([
      [1, 3, 'active'],
      [2, 3, 'active'],
      [3, 0, 'active'],
      [4, 0, 'inactive'],
      [5, 0, 'locked'],
    ]);
    const shown = withPendingRounds(
      server,
      new Map([
        [2, 1],
        [3, 2],
        [4, 1],
      ]),
    );
    expect(shown.lessons.flatMap((l) => l.games)).toEqual([
      { id: 1, stars: 3, status: 'active' },
      { id: 2, stars: 3, status: 'active' },
      { id: 3, stars: 2, status: 'active' },
      { id: 4, stars: 1, status: 'active' },
      { id: 5, stars: 0, status: 'locked' },
    ]);
  });

  it('is the server’s map itself when nothing waits', () => {
    const server = progress([[1, 0, 'active']]);
    expect(withPendingRounds(server, new Map())).toBe(server);
  });
});
