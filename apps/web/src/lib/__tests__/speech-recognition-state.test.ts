import { describe, expect, it } from 'vitest';
import {
  MAX_RESTARTS,
  MISSES_BEFORE_BUTTONS,
  initialRecognitionState,
  offersButtons,
  recognitionStep,
  sessionTexts,
  shouldSubmit,
  type RecognitionEvent,
  type RecognitionState,
} from '../speech-recognition-state';

/** Runs events from a state, collecting every effect asked for. */
function run(
  events: RecognitionEvent[],
  expected: string | null,
  from = initialRecognitionState(true),
) {
  let state: RecognitionState = from;
  const effects: string[] = [];
  for (const event of events) {
    const next = recognitionStep(state, event, expected);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const result = (finals: string, interim = ''): RecognitionEvent => ({
  type: 'result',
  finals,
  interim,
});

describe('shouldSubmit (spec section 5: the transcript as long as the answer)', () => {
  it('submits once the normalised transcript is as long as the normalised answer', () => {
    expect(shouldSubmit('соба', 'Собака!')).toBe(false);
    expect(shouldSubmit('собак', 'Собака!')).toBe(false);
    expect(shouldSubmit('собака', 'Собака!')).toBe(true);
    expect(shouldSubmit('Собака большая', 'собака')).toBe(true);
  });

  it('measures both sides as the judge reads them: ь, ъ, ё, punctuation, hyphens', () => {
    expect(shouldSubmit('здравствуйт', 'Здравствуйте!')).toBe(false);
    expect(shouldSubmit('Здравствуйте', 'здравствуйте!!!')).toBe(true);
    expect(shouldSubmit('до свидания', 'До-свидания')).toBe(true);
    expect(shouldSubmit('мыш', 'Мышь')).toBe(true);
    expect(shouldSubmit('...', 'да')).toBe(false);
  });

  it('never submits by length without an expected answer', () => {
    expect(shouldSubmit('кошка', null)).toBe(false);
    expect(shouldSubmit('кошка', '  ')).toBe(false);
    expect(shouldSubmit('', 'а')).toBe(false);
  });
});

describe('recognitionStep', () => {
  it('starts idle where the browser can listen, unsupported where it cannot', () => {
    expect(initialRecognitionState(true).status).toBe('idle');
    const unsupported = initialRecognitionState(false);
    expect(unsupported.status).toBe('unsupported');
    expect(offersButtons(unsupported)).toBe(true);
    expect(run([{ type: 'start' }], 'кот', unsupported).effects).toEqual([]);
  });

  it('listens on a tap, shows the words as they form, and submits once they are long enough', () => {
    const { state, effects } = run(
      [{ type: 'start' }, result('', 'при'), result('', 'приве'), result('Привет')],
      'Привет!',
    );
    expect(state.status).toBe('heard');
    expect(state.transcript).toBe('Привет');
    expect(state.submitted).toBe('length');
    expect(effects).toEqual(['listen', 'wait-silence', 'wait-silence', 'abort', 'submit']);
  });

  it('words still forming go at once only when they are the answer; by length, final ones', () => {
    const guess = run([{ type: 'start' }, result('', 'привед')], 'Привет!');
    expect(guess.state).toMatchObject({ status: 'listening', transcript: 'привед' });
    expect(guess.effects).not.toContain('submit');
    const settled = run([result('привет')], 'Привет!', guess.state);
    expect(settled.state).toMatchObject({ status: 'heard', transcript: 'привет' });
    expect(settled.effects).toContain('submit');

    const forming = run([{ type: 'start' }, result('', 'Привет')], 'привет!');
    expect(forming.state.submitted).toBe('length');
    const wrong = run([{ type: 'start' }, result('пока пока')], 'привет');
    expect(wrong.state).toMatchObject({ status: 'heard', submitted: 'length' });
  });

  it('hands over only once: late results and ends after the answer change nothing', () => {
    const heard = run([{ type: 'start' }, result('кошка')], 'кошка').state;
    const after = run(
      [result('кошка кошка'), { type: 'end' }, { type: 'silence' }],
      'кошка',
      heard,
    );
    expect(after.state).toBe(heard);
    expect(after.effects).toEqual([]);
  });

  it('a shorter answer is handed over after a silence (the child has finished)', () => {
    const { state, effects } = run(
      [{ type: 'start' }, result('кот'), { type: 'silence' }],
      'кошка',
    );
    expect(state).toMatchObject({ status: 'heard', transcript: 'кот', submitted: 'ended' });
    expect(effects.slice(-2)).toEqual(['abort', 'submit']);
  });

  it('keeps listening across the browser ending its session (Android), words carried over', () => {
    const { state, effects } = run(
      [{ type: 'start' }, result('до'), { type: 'end' }, result('свидания')],
      'до свидания',
    );
    expect(state).toMatchObject({ status: 'heard', transcript: 'до свидания', restarts: 1 });
    expect(effects).toEqual(['listen', 'wait-silence', 'restart', 'abort', 'submit']);
  });

  it('restarts up to a bound, then ends: nothing heard is "nothing"', () => {
    const ends = Array.from({ length: MAX_RESTARTS }, (): RecognitionEvent => ({ type: 'end' }));
    const listening = run([{ type: 'start' }, ...ends], 'кошка');
    expect(listening.state.status).toBe('listening');
    expect(listening.effects.filter((e) => e === 'restart')).toHaveLength(MAX_RESTARTS);

    const { state, effects } = run([{ type: 'end' }], 'кошка', listening.state);
    expect(state.status).toBe('nothing');
    expect(state.misses).toBe(1);
    expect(effects).toEqual([]);
  });

  it('ends with what was heard when the bound is reached with words', () => {
    const ends = Array.from({ length: MAX_RESTARTS }, (): RecognitionEvent => ({ type: 'end' }));
    const { state, effects } = run(
      [{ type: 'start' }, result('', 'ко'), ...ends, { type: 'end' }],
      'кошка',
    );
    expect(state).toMatchObject({ status: 'heard', transcript: 'ко', submitted: 'ended' });
    expect(effects.at(-1)).toBe('submit');
  });

  it('the listening limit with nothing heard ends as "nothing"; a retry listens afresh', () => {
    const nothing = run(
      [{ type: 'start' }, { type: 'error', error: 'no-speech' }, { type: 'limit' }],
      'кошка',
    );
    expect(nothing.state.status).toBe('nothing');
    expect(nothing.effects).toEqual(['listen', 'abort']);

    const again = run([{ type: 'start' }], 'кошка', nothing.state);
    expect(again.state).toMatchObject({ status: 'listening', transcript: '', restarts: 0 });
    expect(again.effects).toEqual(['listen']);
  });

  it('after nothing heard twice in a row, the buttons are offered too', () => {
    let state = initialRecognitionState(true);
    for (let i = 0; i < MISSES_BEFORE_BUTTONS; i += 1) {
      expect(offersButtons(state)).toBe(false);
      state = run([{ type: 'start' }, { type: 'limit' }], 'кошка', state).state;
    }
    expect(state.status).toBe('nothing');
    expect(offersButtons(state)).toBe(true);
  });

  it('a refused microphone is "denied" and offers the buttons; a retry may ask again', () => {
    for (const error of ['not-allowed', 'service-not-allowed', 'audio-capture']) {
      const { state, effects } = run(
        [{ type: 'start' }, { type: 'error', error }, { type: 'end' }],
        'кот',
      );
      expect(state.status).toBe('denied');
      expect(offersButtons(state)).toBe(true);
      expect(effects).toEqual(['listen', 'abort']);
      expect(run([{ type: 'start' }], 'кот', state).state.status).toBe('listening');
    }
  });

  it('a language the recogniser lacks is as good as none', () => {
    const { state } = run(
      [{ type: 'start' }, { type: 'error', error: 'language-not-supported' }],
      'кот',
    );
    expect(state.status).toBe('unsupported');
  });

  it('a network failure ends the listening with what was heard, or nothing', () => {
    expect(run([{ type: 'start' }, { type: 'error', error: 'network' }], 'кот').state.status).toBe(
      'nothing',
    );
    const heard = run(
      [{ type: 'start' }, result('ко'), { type: 'error', error: 'network' }],
      'кот',
    );
    expect(heard.state).toMatchObject({ status: 'heard', transcript: 'ко' });
  });

  it('the child tapping stop hands over what was heard; with nothing, it is "nothing"', () => {
    expect(run([{ type: 'start' }, result('ко'), { type: 'stop' }], 'кошка').state).toMatchObject({
      status: 'heard',
      transcript: 'ко',
      submitted: 'ended',
    });
    expect(run([{ type: 'start' }, { type: 'stop' }], 'кошка').state.status).toBe('nothing');
  });

  it('cancel drops the microphone and hands nothing over', () => {
    const { state, effects } = run([{ type: 'start' }, result('ко'), { type: 'cancel' }], 'кошка');
    expect(state).toMatchObject({ status: 'idle', transcript: '', submitted: null });
    expect(effects).toEqual(['listen', 'wait-silence', 'abort']);
  });

  it('a second tap on start while listening changes nothing', () => {
    const listening = run([{ type: 'start' }], 'кот').state;
    expect(run([{ type: 'start' }], 'кот', listening)).toEqual({ state: listening, effects: [] });
  });
});

describe('sessionTexts', () => {
  it('joins the final results and the interim ones, by their best alternative', () => {
    const r = (transcript: string, isFinal: boolean) => ({ isFinal, 0: { transcript } });
    expect(sessionTexts([r('до', true), r(' свида', false)])).toEqual({
      finals: 'до',
      interim: 'свида',
    });
    expect(sessionTexts([])).toEqual({ finals: '', interim: '' });
  });
});
