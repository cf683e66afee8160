import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSpeechRecognition, installFakeRecognition } from '../../test/fake-speech-recognition';
import { mockApi } from '../../test/utils';
import { playSpeech, soundStatus } from '../audio';
import { setDeviceSetting } from '../device-settings';
import { isListening } from '../microphone-turn';
import { speak } from '../speech';
import { SILENCE_MS, createSpeechListener } from '../speech-recognition';
import { installFakeAudio, noEngine, sharedFake, type FakeAudioControl } from './fake-audio';
import { fakeVoice, installFakeSpeech, type FakeSpeechSynthesis } from './fake-speech-synthesis';

let audio: FakeAudioControl;
let synth: FakeSpeechSynthesis;

beforeEach(() => {
  audio = installFakeAudio();
  synth = installFakeSpeech([fakeVoice('ru-RU', 'Milena')]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

function listening(expected = 'Кошка') {
  const onFinal = vi.fn();
  const listener = createSpeechListener({
    Recognition: installFakeRecognition(),
    expected,
    onFinal,
  });
  listener.start();
  const recogniser = FakeSpeechRecognition.last;
  if (!recogniser) throw new Error('no recogniser was made');
  return { listener, recogniser, onFinal };
}

describe('the app and the microphone take turns', () => {
  it('starting to listen stops the sound that plays: the recorded file and the browser voice', async () => {
    mockApi({ 'POST /audio': noEngine });
    await playSpeech({ text: 'Кошка', audioUrl: '/media/w/koshka.ogg' });
    expect(sharedFake(audio).paused).toBe(false);

    listening();
    expect(sharedFake(audio).paused).toBe(true);
    expect(soundStatus({ text: 'Кошка', audioUrl: '/media/w/koshka.ogg' })).toBe('ready');

    // The browser's voice too (the fallback where the server has no engine).
    const { listener } = listening();
    listener.cancel();
    await playSpeech({ text: 'Утка' });
    expect(synth.spoken.map((u) => u.text)).toEqual(['Утка']);
    synth.log = [];
    listening();
    expect(synth.log).toEqual(['cancel']);
    expect(soundStatus({ text: 'Утка' })).toBe('ready');
  });

  it('a sound the app starts stops the listening, back to ready, handing nothing over', async () => {
    mockApi({});
    vi.useFakeTimers();
    try {
      const { listener, recogniser, onFinal } = listening('Кошка');
      recogniser.interim('ко');
      expect(listener.getState()).toMatchObject({ status: 'listening', transcript: 'ко' });
      expect(isListening()).toBe(true);

      // An answer button said aloud, a speaker tapped: the recogniser must not hear it.
      const playing = playSpeech({ text: 'Кошка', audioUrl: '/media/w/koshka.ogg' });
      expect(recogniser.running).toBe(false);
      expect(recogniser.log).toEqual(['start', 'abort']);
      expect(listener.getState()).toMatchObject({ status: 'idle', transcript: '' });
      expect(isListening()).toBe(false);
      await playing;
      expect(sharedFake(audio).paused).toBe(false);

      // What it heard before (and any late word of it) is never handed over.
      recogniser.onresult?.({
        resultIndex: 0,
        results: [{ isFinal: true, 0: { transcript: 'кошка' } }],
      });
      vi.advanceTimersByTime(SILENCE_MS * 2);
      expect(onFinal).not.toHaveBeenCalled();
      expect(listener.getState().status).toBe('idle');

      // Ready to try again: a new listening (which stops the sound in its turn).
      listener.retry();
      expect(listener.getState().status).toBe('listening');
      expect(sharedFake(audio).paused).toBe(true);
      FakeSpeechRecognition.last?.hear('кошка');
      expect(onFinal).toHaveBeenCalledExactlyOnceWith('кошка', 'length');
    } finally {
      vi.useRealTimers();
    }
  });

  it('the browser voice saying a word stops the listening too', () => {
    const { listener, recogniser, onFinal } = listening('Собака');
    recogniser.interim('соба');
    expect(speak('Собака', { lang: 'ru' })).toBe(true);
    expect(recogniser.running).toBe(false);
    expect(listener.getState().status).toBe('idle');
    expect(onFinal).not.toHaveBeenCalled();
  });

  it('a sound that does not play (sounds off) leaves the listening alone', async () => {
    mockApi({});
    setDeviceSetting('soundEnabled', false);
    const { listener, recogniser } = listening();
    await playSpeech({ text: 'Кошка', audioUrl: '/media/w/koshka.ogg' });
    expect(recogniser.running).toBe(true);
    expect(listener.getState().status).toBe('listening');
  });

  it('a listening that is over gives the microphone back: later sounds change nothing', async () => {
    mockApi({});
    const { listener, recogniser, onFinal } = listening('Кот');
    recogniser.hear('кот');
    expect(listener.getState().status).toBe('heard');
    expect(isListening()).toBe(false);
    await playSpeech({ text: 'Кот', audioUrl: '/media/w/kot.ogg' });
    expect(listener.getState()).toMatchObject({ status: 'heard', transcript: 'кот' });
    expect(onFinal).toHaveBeenCalledTimes(1);
  });

  it('one listening at a time: a second one stops the first', () => {
    const first = listening();
    const second = listening();
    expect(first.recogniser.running).toBe(false);
    expect(first.listener.getState().status).toBe('idle');
    expect(second.recogniser.running).toBe(true);
    speak('Кошка', { lang: 'ru' });
    expect(second.listener.getState().status).toBe('idle');
  });
});
