import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeSpeechRecognition,
  installFakeRecognition,
  removeRecognition,
} from '../../test/fake-speech-recognition';
import {
  LISTEN_LIMIT_MS,
  MAX_RESTARTS,
  SILENCE_MS,
  createSpeechListener,
  fallbackReason,
  recognitionConstructor,
  resetSpeechRecognition,
  useListeningChoice,
  useSpeechRecognition,
} from '../speech-recognition';

const fake = () => {
  const recogniser = FakeSpeechRecognition.last;
  if (!recogniser) throw new Error('no recogniser was made');
  return recogniser;
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function listener(expected: string | null = 'кошка') {
  const onFinal = vi.fn();
  const made = createSpeechListener({
    Recognition: installFakeRecognition(),
    expected,
    onFinal,
  });
  return { listener: made, onFinal };
}

/** Another question's listener in the same session (the page is not reloaded). */
function nextListener(expected: string | null = 'кошка') {
  const onFinal = vi.fn();
  return {
    listener: createSpeechListener({ Recognition: FakeSpeechRecognition, expected, onFinal }),
    onFinal,
  };
}

describe('recognitionConstructor', () => {
  it('takes the unprefixed recogniser, else the webkit one, else none', () => {
    removeRecognition();
    expect(recognitionConstructor()).toBeNull();
    installFakeRecognition('webkitSpeechRecognition');
    expect(recognitionConstructor()).toBe(FakeSpeechRecognition);
    installFakeRecognition('SpeechRecognition');
    expect(recognitionConstructor()).toBe(FakeSpeechRecognition);
  });
});

describe('createSpeechListener', () => {
  it('listens in Russian, continuously, with interim results', () => {
    const { listener: l } = listener();
    l.start();
    const recogniser = fake();
    expect(recogniser).toMatchObject({
      lang: 'ru-RU',
      continuous: true,
      interimResults: true,
      running: true,
    });
    expect(l.getState().status).toBe('listening');
  });

  it('submits by itself once the words are as long as the answer, once, and stops listening', () => {
    const { listener: l, onFinal } = listener('Кошка!');
    l.start();
    fake().interim('кош');
    expect(l.getState()).toMatchObject({ status: 'listening', transcript: 'кош' });
    expect(onFinal).not.toHaveBeenCalled();
    fake().interim('кошка');
    expect(onFinal).toHaveBeenCalledWith('кошка', 'length');
    expect(l.getState().status).toBe('heard');
    expect(fake().log).toEqual(['start', 'abort']);
    vi.advanceTimersByTime(LISTEN_LIMIT_MS);
    expect(onFinal).toHaveBeenCalledTimes(1);
  });

  it('restarts after the browser ends its session (Android), keeping the words', () => {
    const { listener: l, onFinal } = listener('до свидания');
    l.start();
    fake().hear('до');
    fake().end();
    expect(fake().running).toBe(true);
    expect(fake().starts).toBe(2);
    fake().hear('свидания');
    expect(onFinal).toHaveBeenCalledWith('до свидания', 'length');
  });

  it('after the restarts it gives up: "nothing", and the next listening is a new recogniser', () => {
    const { listener: l, onFinal } = listener();
    l.start();
    const first = fake();
    for (let i = 0; i < MAX_RESTARTS; i += 1) first.end();
    expect(l.getState().status).toBe('listening');
    first.end();
    expect(l.getState().status).toBe('nothing');
    expect(first.running).toBe(false);
    expect(onFinal).not.toHaveBeenCalled();

    l.retry();
    expect(fake()).not.toBe(first);
    expect(l.getState().status).toBe('listening');
  });

  it('nothing heard for the listening limit is "nothing", the microphone stopped', () => {
    const { listener: l } = listener();
    l.start();
    vi.advanceTimersByTime(LISTEN_LIMIT_MS - 1);
    expect(l.getState().status).toBe('listening');
    vi.advanceTimersByTime(1);
    expect(l.getState().status).toBe('nothing');
    expect(fake().log).toEqual(['start', 'abort']);
  });

  it('a short answer followed by silence is handed over as heard', () => {
    const { listener: l, onFinal } = listener('кошка');
    l.start();
    fake().interim('ко');
    vi.advanceTimersByTime(SILENCE_MS - 1);
    fake().hear('кот');
    vi.advanceTimersByTime(SILENCE_MS - 1);
    expect(onFinal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onFinal).toHaveBeenCalledWith('кот', 'ended');
    expect(l.getState()).toMatchObject({ status: 'heard', transcript: 'кот' });
  });

  it('a refused microphone is "denied"', () => {
    const { listener: l } = listener();
    l.start();
    fake().fail('not-allowed');
    expect(l.getState().status).toBe('denied');
  });

  it('a refused microphone is remembered for the session: later questions start "denied"', () => {
    const { listener: first } = listener();
    expect(first.getState().status).toBe('idle');
    first.start();
    fake().fail('not-allowed');

    // The next question: straight to the listening choice, and the browser is not asked again.
    const { listener: second } = nextListener();
    expect(second.getState().status).toBe('denied');
    expect(fallbackReason(second.getState())).toBe('denied');
    expect(FakeSpeechRecognition.instances).toHaveLength(1);
    expect(nextListener().listener.getState().status).toBe('denied');

    // Trying the microphone again (its link) shows it while it listens; refused again, the
    // choice comes back and stays for the next question.
    second.retry();
    expect(fallbackReason(second.getState())).toBeNull();
    fake().fail('not-allowed');
    expect(fallbackReason(second.getState())).toBe('denied');
    expect(nextListener().listener.getState().status).toBe('denied');
  });

  it('nothing heard twice is remembered too: the next question starts on the choice', () => {
    const { listener: first } = listener();
    for (let i = 0; i < 2; i += 1) {
      first.start();
      vi.advanceTimersByTime(LISTEN_LIMIT_MS);
    }
    expect(fallbackReason(first.getState())).toBe('nothing');
    const { listener: second, onFinal } = nextListener('кот');
    expect(second.getState().status).toBe('idle');
    expect(fallbackReason(second.getState())).toBe('nothing');

    // The microphone tried again hears this time: the microphone it is, from now on.
    second.retry();
    fake().hear('кот');
    expect(onFinal).toHaveBeenCalledWith('кот', 'length');
    expect(fallbackReason(second.getState())).toBeNull();
    expect(fallbackReason(nextListener().listener.getState())).toBeNull();
  });

  it('the microphone allowed later (a retry that hears, or hears nothing) is forgotten as refused', () => {
    const { listener: first } = listener();
    first.start();
    fake().fail('audio-capture');
    const { listener: second, onFinal } = nextListener('кот');
    expect(second.getState().status).toBe('denied');
    second.retry();
    fake().hear('кот');
    expect(onFinal).toHaveBeenCalledWith('кот', 'length');
    expect(nextListener().listener.getState().status).toBe('idle');

    const { listener: third } = nextListener();
    third.start();
    fake().fail('not-allowed');
    const { listener: fourth } = nextListener();
    fourth.retry();
    vi.advanceTimersByTime(LISTEN_LIMIT_MS);
    expect(fourth.getState().status).toBe('nothing');
    expect(nextListener().listener.getState().status).toBe('idle');
  });

  it('a fresh page (no recognition, or a new one installed) starts with no refusal', () => {
    const { listener: first } = listener();
    first.start();
    fake().fail('not-allowed');
    resetSpeechRecognition();
    expect(nextListener().listener.getState().status).toBe('idle');
  });

  it('keeps a refused microphone on the device: the next page load starts tap-only', async () => {
    const { listener: first } = listener();
    first.start();
    fake().fail('not-allowed');
    expect(window.localStorage.getItem('microphoneRefused')).toBe('denied');

    vi.resetModules();
    const reloaded = await import('../speech-recognition');
    const after = reloaded.createSpeechListener({
      Recognition: installFakeRecognition(),
      expected: null,
      onFinal: () => {},
    });
    expect(after.getState().status).toBe('denied');
    after.retry();
    expect(window.localStorage.getItem('microphoneRefused')).toBeNull();
  });

  it('keeps hearing nothing for the page load only', () => {
    const { listener: l } = listener();
    l.start();
    vi.advanceTimersByTime(LISTEN_LIMIT_MS);
    l.start();
    vi.advanceTimersByTime(LISTEN_LIMIT_MS);
    expect(fallbackReason(l.getState())).toBe('nothing');
    expect(window.localStorage.getItem('microphoneRefused')).toBeNull();
  });

  it('a recogniser that throws on start ends the listening, never the game', () => {
    const { listener: l } = listener();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(FakeSpeechRecognition.prototype, 'start').mockImplementation(() => {
      throw new Error('busy');
    });
    l.start();
    expect(l.getState().status).toBe('nothing');
    expect(warn).toHaveBeenCalled();
  });

  it('events of a dropped recogniser are ignored', () => {
    const { listener: l, onFinal } = listener();
    l.start();
    const first = fake();
    const { onresult } = first;
    l.cancel();
    expect(l.getState().status).toBe('idle');
    onresult?.({
      resultIndex: 0,
      results: [{ isFinal: true, 0: { transcript: 'кошка' } }],
    });
    expect(onFinal).not.toHaveBeenCalled();
    expect(l.getState().status).toBe('idle');
  });

  it('without a recogniser it is "unsupported" and start does nothing', () => {
    const onFinal = vi.fn();
    const l = createSpeechListener({ Recognition: null, expected: 'кот', onFinal });
    l.start();
    expect(l.getState().status).toBe('unsupported');
  });
});

describe('useSpeechRecognition', () => {
  it('gives the state to the screen and measures by the latest expected answer', () => {
    installFakeRecognition();
    const onFinal = vi.fn();
    const { result, rerender } = renderHook(
      ({ expected }) => useSpeechRecognition({ expected, onFinal }),
      { initialProps: { expected: 'собака' } },
    );
    expect(result.current.state.status).toBe('idle');
    expect(result.current.fallback).toBeNull();
    rerender({ expected: 'кот' });
    act(() => result.current.start());
    expect(result.current.state.status).toBe('listening');
    act(() => fake().hear('кот'));
    expect(result.current.state).toMatchObject({ status: 'heard', transcript: 'кот' });
    expect(onFinal).toHaveBeenCalledWith('кот', 'length');
  });

  it('offers the buttons at once after the microphone was refused on an earlier question', () => {
    installFakeRecognition();
    const first = renderHook(() => useSpeechRecognition({ expected: 'кот', onFinal: vi.fn() }));
    act(() => first.result.current.start());
    act(() => fake().fail('not-allowed'));
    first.unmount();

    const { result } = renderHook(() =>
      useSpeechRecognition({ expected: 'собака', onFinal: vi.fn() }),
    );
    expect(result.current.state.status).toBe('denied');
    expect(result.current.fallback).toBe('denied');
    expect(FakeSpeechRecognition.instances).toHaveLength(1);
  });

  it('offers the buttons where there is no recogniser', () => {
    removeRecognition();
    const { result } = renderHook(() =>
      useSpeechRecognition({ expected: 'кот', onFinal: vi.fn() }),
    );
    expect(result.current.state.status).toBe('unsupported');
    expect(result.current.fallback).toBe('unsupported');
  });

  it('useListeningChoice: on the choice without recognition, and once the session fell back', () => {
    removeRecognition();
    expect(renderHook(() => useListeningChoice()).result.current).toBe(true);

    installFakeRecognition();
    const choice = renderHook(() => useListeningChoice());
    expect(choice.result.current).toBe(false);
    const { result } = renderHook(() =>
      useSpeechRecognition({ expected: 'кот', onFinal: vi.fn() }),
    );
    act(() => result.current.start());
    act(() => fake().fail('not-allowed'));
    expect(choice.result.current).toBe(true);
    // The microphone tried again: its prompts ask to say while it listens.
    act(() => result.current.retry());
    expect(choice.result.current).toBe(false);
  });

  it('drops the microphone when the screen goes', () => {
    installFakeRecognition();
    const { result, unmount } = renderHook(() =>
      useSpeechRecognition({ expected: 'кот', onFinal: vi.fn() }),
    );
    act(() => result.current.start());
    unmount();
    expect(fake().log).toEqual(['start', 'abort']);
    expect(fake().running).toBe(false);
  });
});
