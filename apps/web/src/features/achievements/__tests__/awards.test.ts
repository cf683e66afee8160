import { achievementsResponseSchema, myAchievementsResponseSchema } from '@bolajon/contract';
import { countEarned, earnedNewestFirst, groupByCourse } from '../lib/awards';
import {
  catalogueAchievement,
  courses,
  earned,
  sampleCatalogue,
  sampleMine,
} from './award-fixtures';

describe('groupByCourse', () => {
  it('puts each award under its course, courses and awards in the order the server sends', () => {
    const groups = groupByCourse(sampleCatalogue());
    expect(groups.map((g) => [g.courseTitle, g.awards.map((a) => a.title)])).toEqual([
      ['Русский для малышей', ['Первое слово', 'Вежливый друг']],
      ['Моя семья', ['Знаток семьи']],
    ]);
  });

  it('keeps one group per course even when its awards are not next to each other', () => {
    const groups = groupByCourse([
      catalogueAchievement(1, 'A', courses.russian, 'L1'),
      catalogueAchievement(2, 'B', courses.family, 'L2'),
      catalogueAchievement(3, 'C', courses.russian, 'L3'),
    ]);
    expect(groups.map((g) => [g.courseId, g.awards.map((a) => a.id)])).toEqual([
      [1, [1, 3]],
      [2, [2]],
    ]);
  });

  it('marks an award earned (with the first date) only when the user has a mark for it', () => {
    const twice = catalogueAchievement(9, 'Дважды', courses.russian, 'Урок');
    twice.userAchievements = [
      { id: 2, createdAt: '2025-06-02T08:00:00.000Z' },
      { id: 1, createdAt: '2025-06-01T08:00:00.000Z' },
    ];
    const [group] = groupByCourse([...sampleCatalogue().slice(0, 2), twice]);
    expect(group?.awards.map((a) => [a.title, a.earnedAt, a.lessonTitle])).toEqual([
      ['Первое слово', '2025-03-12T12:00:00.000Z', 'Привет!'],
      ['Вежливый друг', null, 'Спасибо'],
      ['Дважды', '2025-06-01T08:00:00.000Z', 'Урок'],
    ]);
  });

  it('gives no groups for an empty catalogue', () => {
    expect(groupByCourse([])).toEqual([]);
  });
});

describe('countEarned', () => {
  it('counts the awards with a mark', () => {
    expect(countEarned(sampleCatalogue())).toBe(1);
    expect(countEarned([])).toBe(0);
  });
});

describe('the API answers, read through the contract', () => {
  it('takes the date an award was earned from createdAt, as the spec names it (ADR 0026)', () => {
    const at = '2025-03-12T12:00:00.000Z';
    const mine = myAchievementsResponseSchema.parse([
      { ...earned(5, at, 'Первое слово'), createdAt: at },
    ]);
    expect(earnedNewestFirst(mine).map((a) => [a.title, a.earnedAt])).toEqual([
      ['Первое слово', at],
    ]);
    const catalogue = achievementsResponseSchema.parse([
      {
        ...catalogueAchievement(5, 'Первое слово', courses.russian, 'Привет!'),
        userAchievements: [{ id: 1, createdAt: at }],
      },
    ]);
    expect(groupByCourse(catalogue)[0]?.awards[0]?.earnedAt).toBe(at);
  });
});

describe('earnedNewestFirst', () => {
  it('orders the earned awards by date, newest first', () => {
    expect(earnedNewestFirst(sampleMine()).map((a) => [a.title, a.earnedAt])).toEqual([
      ['Знаток семьи', '2025-05-20T12:00:00.000Z'],
      ['Вежливый друг', '2025-04-02T12:00:00.000Z'],
      ['Первое слово', '2025-03-12T12:00:00.000Z'],
    ]);
  });

  it('compares instants, not text, and puts the later id first on a tie', () => {
    const list = earnedNewestFirst([
      earned(1, '2025-03-12T12:00:00.000Z', 'Раньше'),
      earned(2, '2025-03-12T17:00:00+05:00', 'Тот же миг, id 2'),
      earned(3, '2025-03-12T10:00:00.000Z', 'Ещё раньше'),
      earned(4, '2025-03-12T12:00:00.000Z', 'Тот же миг, id 4'),
    ]);
    expect(list.map((a) => a.id)).toEqual([4, 2, 1, 3]);
  });

  it('does not reorder the list it is given', () => {
    const mine = sampleMine();
    earnedNewestFirst(mine);
    expect(mine.map((m) => m.achievement.id)).toEqual([6, 5, 7]);
  });
});
