import { headerBlock, mergeProgress } from '../lib/merge-progress';

describe('mergeProgress', () => {
  it('lays progress over home data by lesson id and game id', () => {
    const lessons = mergeProgress(
      {
        lessons: [
          {
            id: 1,
            title: 'Привет!',
            titleUz: 'Salom!',
            games: [
              { id: 11, stars: 0, status: 'active' },
              { id: 12, stars: 0, status: 'inactive' },
            ],
          },
          {
            id: 2,
            title: 'Семья',
            titleUz: null,
            games: [{ id: 21, stars: 0, status: 'locked' }],
          },
        ],
      },
      {
        lessons: [
          {
            id: 1,
            title: 'Привет! (progress)',
            titleUz: 'Salom! (progress)',
            block: { title: 'Знакомство', titleUz: 'Tanishuv' },
            introSeen: true,
            newWords: 8,
            games: [
              { id: 12, stars: 0, status: 'active' },
              { id: 11, stars: 2, status: 'active' },
            ],
          },
        ],
      },
    );
    expect(lessons).toEqual([
      {
        id: 1,
        title: 'Привет!',
        titleUz: 'Salom!',
        introSeen: true,
        newWords: 8,
        games: [
          { id: 11, stars: 2, status: 'active' },
          { id: 12, stars: 0, status: 'active' },
        ],
      },
      {
        id: 2,
        title: 'Семья',
        titleUz: null,
        introSeen: false,
        newWords: null,
        games: [{ id: 21, stars: 0, status: 'locked' }],
      },
    ]);
  });

  it('keeps what only the progress knows, after the rest', () => {
    const lessons = mergeProgress(
      {
        lessons: [
          { id: 1, title: 'A', titleUz: null, games: [{ id: 11, stars: 0, status: 'active' }] },
        ],
      },
      {
        lessons: [
          {
            id: 1,
            title: 'A',
            titleUz: null,
            block: { title: 'B', titleUz: null },
            introSeen: false,
            newWords: 8,
            games: [{ id: 13, stars: 1, status: 'active' }],
          },
          {
            id: 3,
            title: 'C',
            titleUz: 'S',
            block: { title: 'B', titleUz: null },
            introSeen: false,
            newWords: 8,
            games: [{ id: 31, stars: 0, status: 'inactive' }],
          },
        ],
      },
    );
    expect(lessons.map((l) => [l.id, l.titleUz, l.games.map((g) => g.id)])).toEqual([
      [1, null, [11, 13]],
      [3, 'S', [31]],
    ]);
  });

  it('is empty with neither', () => {
    expect(mergeProgress(undefined, undefined)).toEqual([]);
    expect(mergeProgress({ lessons: [] }, { lessons: [] })).toEqual([]);
  });

  it('uses home data alone when the progress is missing', () => {
    const home = {
      lessons: [
        {
          id: 1,
          title: 'A',
          titleUz: 'A uz',
          games: [{ id: 11, stars: 3, status: 'active' as const }],
        },
      ],
    };
    expect(mergeProgress(home, undefined)).toEqual(
      home.lessons.map((lesson) => ({ ...lesson, introSeen: false, newWords: null })),
    );
  });
});

describe('headerBlock', () => {
  const lesson = (
    id: number,
    block: string,
    status: 'active' | 'inactive' | 'locked',
    stars = 0,
  ) => ({
    id,
    title: `L${id}`,
    titleUz: null,
    block: { title: block, titleUz: block === 'Счёт' ? 'Sanash' : null },
    introSeen: false,
    newWords: 8,
    games: [{ id: id * 10, stars, status }],
  });

  it('is the block of the last lesson the user has reached', () => {
    expect(
      headerBlock({
        lessons: [
          lesson(1, 'Знакомство', 'active', 2),
          lesson(2, 'Знакомство', 'active'),
          lesson(3, 'Счёт', 'inactive'),
          lesson(4, 'Счёт', 'locked'),
        ],
      }),
    ).toEqual({ title: 'Знакомство', titleUz: null });
    expect(
      headerBlock({
        lessons: [lesson(1, 'Знакомство', 'active', 3), lesson(5, 'Счёт', 'active')],
      }),
    ).toEqual({ title: 'Счёт', titleUz: 'Sanash' });
  });

  it('is null (the lesson-1 label) without progress', () => {
    expect(headerBlock(undefined)).toBeNull();
    expect(headerBlock({ lessons: [] })).toBeNull();
    expect(headerBlock({ lessons: [lesson(1, 'X', 'locked')] })).toBeNull();
  });
});
