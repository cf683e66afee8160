import { describe, expect, it } from 'vitest';
import { initSpeechGame, speechGameAnswer, speechGameReducer } from '../speech-reducer';

describe('speech game reducer (1.0, 1.3, 1.4)', () => {
  it('has no answer until one is given, then the words as given, trimmed', () => {
    const start = initSpeechGame();
    expect(speechGameAnswer(start)).toBeNull();
    const heard = speechGameReducer(start, { type: 'answer', answer: '  Привет ' });
    expect(speechGameAnswer(heard)).toBe('Привет');
    expect(speechGameReducer(heard, { type: 'answer', answer: 'Пока' }).answer).toBe('Пока');
  });

  it('ignores the same answer again; an empty one (an emptied field) takes it back', () => {
    const start = initSpeechGame();
    expect(speechGameReducer(start, { type: 'answer', answer: '   ' })).toBe(start);
    const heard = speechGameReducer(start, { type: 'answer', answer: 'Привет' });
    expect(speechGameReducer(heard, { type: 'answer', answer: 'Привет' })).toBe(heard);
    expect(
      speechGameAnswer(speechGameReducer(heard, { type: 'answer', answer: '   ' })),
    ).toBeNull();
  });
});
