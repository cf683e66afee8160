import { gameAfterIntro, introStatus, nextStep } from '../lib/next-step';
import type { MapLesson } from '../lib/merge-progress';

const lesson = (
  id: number,
  introSeen: boolean,
  games: [number, number, MapLesson['games'][number]['status']][],
  newWords: number | null = 8,
): MapLesson => ({
  id,
  title: `L${id}`,
  titleUz: null,
  introSeen,
  newWords,
  games: games.map(([gameId, stars, status]) => ({ id: gameId, stars, status })),
});

describe('nextStep', () => {
  it('is the words of the lesson whose game waits, until they are seen; then that game', () => {
    const fresh = [
      lesson(1, false, [
        [11, 0, 'active'],
        [12, 0, 'inactive'],
      ]),
    ];
    expect(nextStep(fresh)).toEqual({ kind: 'intro', lessonId: 1 });
    const seen = [
      lesson(1, true, [
        [11, 0, 'active'],
        [12, 0, 'inactive'],
      ]),
    ];
    expect(nextStep(seen)).toEqual({ kind: 'game', gameId: 11 });
  });

  it('goes past a played lesson to the next one, whose words come first', () => {
    const lessons = [
      lesson(1, true, [
        [11, 3, 'active'],
        [12, 2, 'active'],
      ]),
      lesson(2, false, [[21, 0, 'active']]),
    ];
    expect(nextStep(lessons)).toEqual({ kind: 'intro', lessonId: 2 });
  });

  it('never sends a child back to the words of a lesson played before they existed', () => {
    const lessons = [
      lesson(1, false, [
        [11, 3, 'active'],
        [12, 2, 'active'],
      ]),
      lesson(2, true, [[21, 0, 'active']]),
    ];
    expect(nextStep(lessons)).toEqual({ kind: 'game', gameId: 21 });
  });

  it('goes straight to the first game of a review lesson, which has no new words', () => {
    const lessons = [
      lesson(1, true, [[11, 3, 'active']]),
      lesson(2, false, [[21, 0, 'active']], 0),
    ];
    expect(nextStep(lessons)).toEqual({ kind: 'game', gameId: 21 });
  });

  it('is null when no game waits (all played, or the rest locked)', () => {
    expect(
      nextStep([lesson(1, false, [[11, 1, 'active']]), lesson(2, false, [[21, 0, 'locked']])]),
    ).toBeNull();
    expect(nextStep([])).toBeNull();
  });
});

describe('introStatus and gameAfterIntro', () => {
  it("opens the words as the lesson's first game opens", () => {
    expect(introStatus(lesson(1, false, [[11, 0, 'locked']]))).toBe('locked');
    expect(introStatus(lesson(1, false, [[11, 0, 'inactive']]))).toBe('inactive');
    expect(introStatus(lesson(1, false, [[11, 0, 'active']]))).toBe('active');
    expect(introStatus(lesson(1, false, []))).toBeNull();
  });

  it('gives a review lesson (no new words) no words step; a lesson whose words are not known yet has one', () => {
    expect(introStatus(lesson(1, false, [[11, 0, 'active']], 0))).toBeNull();
    expect(introStatus(lesson(1, false, [[11, 0, 'active']], null))).toBe('active');
  });

  it("goes on to the lesson's first game not played yet, else its first game", () => {
    expect(
      gameAfterIntro(
        lesson(1, true, [
          [11, 0, 'active'],
          [12, 0, 'inactive'],
        ]),
      ),
    ).toBe(11);
    expect(
      gameAfterIntro(
        lesson(1, true, [
          [11, 2, 'active'],
          [12, 0, 'active'],
        ]),
      ),
    ).toBe(12);
    expect(
      gameAfterIntro(
        lesson(1, true, [
          [11, 2, 'active'],
          [12, 1, 'active'],
        ]),
      ),
    ).toBe(11);
    expect(gameAfterIntro(lesson(1, true, []))).toBeNull();
  });
});
