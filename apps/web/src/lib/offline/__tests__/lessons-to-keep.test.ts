import { lessonsToKeep, type MapLessonForKeeping } from '../lessons-to-keep';

type Status = 'active' | 'inactive' | 'locked';

/** Lesson `id` with games `id*10+1…`, each given as [status, stars]. */
function lesson(id: number, ...games: [Status, number][]): MapLessonForKeeping {
  return {
    id,
    games: games.map(([status, stars], index) => ({ id: id * 10 + index + 1, status, stars })),
  };
}

const kept = (lessons: MapLessonForKeeping[]) =>
  lessonsToKeep(lessons).map((entry) => entry.lessonId);

describe('lessonsToKeep', () => {
  it('keeps the first lesson with an open game not played yet, and the one after it', () => {
    const map = [
      lesson(1, ['active', 3], ['active', 2]),
      lesson(2, ['active', 1], ['active', 0], ['inactive', 0]),
      lesson(3, ['inactive', 0]),
      lesson(4, ['inactive', 0]),
    ];
    expect(lessonsToKeep(map)).toEqual([
      { lessonId: 2, gameIds: [21, 22, 23] },
      { lessonId: 3, gameIds: [31] },
    ]);
  });

  it('does not count an inactive or a locked game as the current one', () => {
    const map = [
      lesson(1, ['active', 3]),
      lesson(2, ['inactive', 0]),
      lesson(3, ['locked', 0]),
      lesson(4, ['active', 0]),
      lesson(5, ['inactive', 0]),
    ];
    expect(kept(map)).toEqual([4, 5]);
  });

  it('keeps the last lesson with an open game when every open game is played', () => {
    const map = [
      lesson(1, ['active', 3]),
      lesson(2, ['active', 1], ['active', 2]),
      lesson(3, ['inactive', 0]),
    ];
    // Lesson 3 comes after the current one and is open: it is kept with it.
    expect(kept(map)).toEqual([2, 3]);
    expect(kept([lesson(1, ['active', 3]), lesson(2, ['active', 2])])).toEqual([2]);
  });

  it('does not keep a locked next lesson (its answers would be refused)', () => {
    const map = [lesson(1, ['active', 0]), lesson(2, ['locked', 0], ['locked', 0])];
    expect(lessonsToKeep(map)).toEqual([{ lessonId: 1, gameIds: [11] }]);
  });

  it('keeps a next lesson with some games open and some locked', () => {
    const map = [lesson(1, ['active', 0]), lesson(2, ['inactive', 0], ['locked', 0])];
    expect(lessonsToKeep(map)).toEqual([
      { lessonId: 1, gameIds: [11] },
      { lessonId: 2, gameIds: [21, 22] },
    ]);
  });

  it('does not keep a next lesson without games', () => {
    expect(kept([lesson(1, ['active', 0]), lesson(2)])).toEqual([1]);
  });

  it('keeps the current lesson alone when it is the last', () => {
    expect(kept([lesson(1, ['active', 3]), lesson(2, ['active', 0])])).toEqual([2]);
  });

  it('keeps nothing on an empty map or one with nothing open', () => {
    expect(lessonsToKeep([])).toEqual([]);
    expect(lessonsToKeep([lesson(1, ['locked', 0]), lesson(2, ['locked', 0])])).toEqual([]);
    expect(lessonsToKeep([lesson(1, ['inactive', 0])])).toEqual([]);
  });
});
