import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICES_WAIT_MS, speak, stopSpeaking } from '../speech';
import {
  fakeVoice as voice,
  installFakeSpeech,
  type FakeSpeechSynthesis,
} from './fake-speech-synthesis';

let synth: FakeSpeechSynthesis;

beforeEach(() => {
  synth = installFakeSpeech();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('speak', () => {
  it('says the text with a Russian voice, in Russian', () => {
    synth.voices = [voice('en-US'), voice('tr-TR'), voice('ru-RU', 'Milena')];
    speak('Кошка', { lang: 'ru' });

    expect(synth.spoken).toHaveLength(1);
    const [utterance] = synth.spoken;
    expect(utterance?.text).toBe('Кошка');
    expect(utterance?.voice?.name).toBe('Milena');
    expect(utterance?.lang).toBe('ru-RU');
  });

  it('says Uzbek with an Uzbek voice, else a Turkish one', () => {
    synth.voices = [voice('ru-RU'), voice('tr-TR', 'Yelda'), voice('uz-UZ', 'Madina')];
    speak('Mushuk', { lang: 'uz' });
    expect(synth.spoken[0]?.voice?.name).toBe('Madina');

    synth.voices = [voice('ru-RU'), voice('tr-TR', 'Yelda')];
    speak('Mushuk', { lang: 'uz' });
    expect(synth.spoken[1]?.voice?.name).toBe('Yelda');
    expect(synth.spoken[1]?.lang).toBe('tr-TR');
  });

  it('without a voice for the language, names the language and lets the browser choose', () => {
    synth.voices = [voice('en-US')];
    speak('Кошка', { lang: 'ru' });
    expect(synth.spoken[0]?.voice).toBeNull();
    expect(synth.spoken[0]?.lang).toBe('ru-RU');
  });

  it('stops what is being said before it speaks: one sound at a time', () => {
    synth.voices = [voice('ru-RU')];
    speak('Кошка', { lang: 'ru' });
    speak('Утка', { lang: 'ru' });
    expect(synth.log).toEqual(['cancel', 'speak Кошка', 'cancel', 'speak Утка']);
  });

  it('waits for the voices when none are loaded yet, then takes the Russian one', () => {
    vi.useFakeTimers();
    speak('Кошка', { lang: 'ru' });
    expect(synth.spoken).toHaveLength(0);

    synth.loadVoices([voice('en-US'), voice('ru-RU', 'Milena')]);
    expect(synth.spoken.map((u) => u.voice?.name)).toEqual(['Milena']);
    vi.advanceTimersByTime(VOICES_WAIT_MS);
    expect(synth.spoken).toHaveLength(1);
  });

  it('speaks anyway when the voices do not come in time', () => {
    vi.useFakeTimers();
    speak('Кошка', { lang: 'ru' });
    vi.advanceTimersByTime(VOICES_WAIT_MS - 1);
    expect(synth.spoken).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(synth.spoken.map((u) => [u.text, u.lang])).toEqual([['Кошка', 'ru-RU']]);

    synth.loadVoices([voice('ru-RU')]);
    expect(synth.spoken).toHaveLength(1);
  });

  it('drops a word still waiting for the voices when a newer one comes, or speech stops', () => {
    vi.useFakeTimers();
    speak('Кошка', { lang: 'ru' });
    speak('Утка', { lang: 'ru' });
    vi.advanceTimersByTime(VOICES_WAIT_MS);
    expect(synth.spoken.map((u) => u.text)).toEqual(['Утка']);

    speak('Рыба', { lang: 'ru' });
    stopSpeaking();
    vi.advanceTimersByTime(VOICES_WAIT_MS);
    expect(synth.spoken.map((u) => u.text)).toEqual(['Утка']);
    expect(synth.log.at(-1)).toBe('cancel');
  });

  it('says when the word has ended, been stopped, or failed', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    synth.voices = [voice('ru-RU')];
    const ended: string[] = [];
    expect(speak('Кошка', { lang: 'ru', onEnd: () => ended.push('Кошка') })).toBe(true);
    synth.finish();
    synth.finish();
    expect(ended).toEqual(['Кошка']);

    speak('Утка', { lang: 'ru', onEnd: () => ended.push('Утка') });
    synth.spoken.at(-1)?.onerror?.({ error: 'interrupted' });
    expect(ended).toEqual(['Кошка', 'Утка']);

    synth.speak = () => {
      throw new Error('audio device busy');
    };
    expect(speak('Рыба', { lang: 'ru', onEnd: () => ended.push('Рыба') })).toBe(false);
    expect(ended).toEqual(['Кошка', 'Утка', 'Рыба']);
    expect(warn).toHaveBeenCalled();
  });

  it('says a word dropped while it waited for the voices has ended', () => {
    vi.useFakeTimers();
    const ended: string[] = [];
    speak('Кошка', { lang: 'ru', onEnd: () => ended.push('Кошка') });
    stopSpeaking();
    vi.advanceTimersByTime(VOICES_WAIT_MS);
    expect(synth.spoken).toHaveLength(0);
    expect(ended).toEqual(['Кошка']);
  });

  it('logs a failure instead of throwing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    synth.voices = [voice('ru-RU')];
    synth.speak = () => {
      throw new Error('audio device busy');
    };
    expect(() => speak('Кошка', { lang: 'ru' })).not.toThrow();
    expect(warn).toHaveBeenCalled();
  });

  it('only logs a real speech error, not a word stopped on purpose', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    synth.voices = [voice('ru-RU')];
    speak('Кошка', { lang: 'ru' });
    synth.spoken[0]?.onerror?.({ error: 'interrupted' });
    expect(warn).not.toHaveBeenCalled();
    synth.spoken[0]?.onerror?.({ error: 'synthesis-failed' });
    expect(warn).toHaveBeenCalledWith('Speech synthesis failed', 'synthesis-failed');
  });

  it('where speech synthesis is missing, logs and does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('speechSynthesis', undefined);
    expect(speak('Кошка', { lang: 'ru' })).toBe(false);
    expect(() => stopSpeaking()).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/not available/);
  });

  it('where utterances are missing, logs and does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('SpeechSynthesisUtterance', undefined);
    speak('Кошка', { lang: 'ru' });
    expect(synth.log).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
