import { endOfGame, endStage } from '../lib/end-of-game';

describe('end of game', () => {
  const base = { gameId: 7, score: 30, totalQuestions: 5, gameTitle: 'Игра' };

  it.each(['1.0', '1.1', '1.2', '1.5'])('sends speech game %s to the final video', (type) => {
    for (const hasAchievements of [true, false]) {
      expect(endOfGame({ ...base, type, hasAchievements })).toEqual({
        to: '/game-stage-4/7',
        state: { score: 30, totalQuestions: 5 },
      });
    }
  });

  it('sends other games with an achievement to the achievement card', () => {
    expect(endOfGame({ ...base, type: '2.0', hasAchievements: true })).toEqual({
      to: '/get-achievement/7',
      state: { score: 30, totalQuestions: 5 },
    });
  });

  it('sends other games without one to the outro, with the title', () => {
    expect(endOfGame({ ...base, type: '3.1', hasAchievements: false })).toEqual({
      to: '/game-outro/7',
      state: { score: 30, totalQuestions: 5, gameTitle: 'Игра' },
    });
  });
});

describe('endStage', () => {
  it('names the stage after the last question, for hosts that do not navigate (the preview)', () => {
    expect(endStage('1.0', false)).toBe('final-video');
    expect(endStage('2.3', true)).toBe('achievement');
    expect(endStage('5.0', false)).toBe('outro');
  });
});
