import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi } from '../../test/utils';
import {
  installAudioUnlock,
  isAudioUnlocked,
  playInTurn,
  playSpeech,
  soundStatus,
  stopSound,
  unlockAudio,
} from '../audio';
import { SILENCE } from '../audio-element';
import { setDeviceSetting } from '../device-settings';
import { storageKeys } from '../storage';
import { installFakeAudio, noEngine, sharedFake, type FakeAudioControl } from './fake-audio';
import { fakeVoice, installFakeSpeech, type FakeSpeechSynthesis } from './fake-speech-synthesis';

let audio: FakeAudioControl;
let synth: FakeSpeechSynthesis;
const said = () => synth.spoken.map((u) => `${u.text} ${u.lang}`);
const tts = (url: string) => () => jsonResponse(200, { url });

beforeEach(() => {
  audio = installFakeAudio();
  synth = installFakeSpeech([fakeVoice('ru-RU', 'Milena'), fakeVoice('tr-TR', 'Yelda')]);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('playSpeech', () => {
  it('plays a recorded file when there is one, asking the server for nothing', async () => {
    const api = mockApi({});
    await playSpeech({ text: 'Кошка', audioUrl: '/media/words/cat.ogg' });
    expect(audio.played).toEqual(['/media/words/cat.ogg']);
    expect(api.calls).toEqual([]);
    expect(synth.spoken).toEqual([]);
  });

  it("plays a person's recording as Ogg Opus where the browser can", async () => {
    mockApi({});
    await playSpeech({ text: 'Кошка', audioUrl: '/media/r/0123456789abcdef0123.ogg' });
    expect(audio.played).toEqual(['/media/r/0123456789abcdef0123.ogg']);
  });

  it('plays the AAC copy of any server Ogg where the browser cannot play Ogg Opus, trying the Ogg never (ADR 0051)', async () => {
    const phrase = `/media/tts/${'ab'.repeat(32)}`;
    mockApi({ 'POST /audio': tts(`${phrase}.ogg`) });
    audio.oggOpus = '';
    await playSpeech({ text: 'Кошка', audioUrl: '/media/r/0123456789abcdef0123.ogg' });
    await playSpeech({ text: 'Собака', audioUrl: '/media/c/0123456789abcdef0123.ogg' });
    await playSpeech({ text: 'Утка', audioUrl: '/media/r/0123456789abcdef0123.mp3' });
    await playSpeech({ text: 'Кошка' });
    expect(audio.played).toEqual([
      '/media/r/0123456789abcdef0123.m4a',
      '/media/c/0123456789abcdef0123.m4a',
      '/media/r/0123456789abcdef0123.mp3',
      `${phrase}.m4a`,
    ]);
    expect(synth.spoken).toEqual([]);
  });

  it('asks POST /audio once a text, without the bearer token, and plays its URL', async () => {
    localStorage.setItem(storageKeys.accessToken, 'access-1');
    const api = mockApi({ 'POST /audio': tts('/media/tts/koshka.ogg') });
    await playSpeech({ text: ' Кошка ' });
    sharedFake(audio).end();
    await playSpeech({ text: 'Кошка' });
    await playSpeech({ text: 'Кошка', audioUrl: null });

    expect(api.calls).toEqual([
      { method: 'POST', path: '/audio', body: { speechText: 'Кошка' }, authorization: null },
    ]);
    expect(audio.played).toEqual(Array(3).fill('/media/tts/koshka.ogg'));
    expect(audio.elements).toHaveLength(1);
  });

  it('asks once even for two taps while the first answer is on its way', async () => {
    const api = mockApi({ 'POST /audio': tts('/media/tts/utka.ogg') });
    const first = playSpeech({ text: 'Утка' });
    const second = playSpeech({ text: 'Утка' });
    await Promise.all([first, second]);
    expect(api.callsTo('POST /audio')).toHaveLength(1);
    // The first tap gave way to the second: one sound.
    expect(audio.played).toEqual(['/media/tts/utka.ogg']);
  });

  it('falls back to the browser voice when the server has no engine (503), and does not ask again', async () => {
    const api = mockApi({ 'POST /audio': noEngine });
    await playSpeech({ text: 'Собака' });
    expect(said()).toEqual(['Собака ru-RU']);
    expect(synth.spoken[0]?.voice?.name).toBe('Milena');
    expect(audio.played).toEqual([]);

    await playSpeech({ text: 'Собака' });
    expect(said()).toEqual(['Собака ru-RU', 'Собака ru-RU']);
    expect(api.callsTo('POST /audio')).toHaveLength(1);
  });

  it('falls back without the network, and asks again the next time', async () => {
    const api = mockApi({
      'POST /audio': [
        () => Promise.reject(new TypeError('Failed to fetch')),
        tts('/media/tts/ryba.ogg'),
      ],
    });
    await playSpeech({ text: 'Рыба' });
    expect(said()).toEqual(['Рыба ru-RU']);
    await playSpeech({ text: 'Рыба' });
    expect(audio.played).toEqual(['/media/tts/ryba.ogg']);
    expect(api.callsTo('POST /audio')).toHaveLength(2);
  });

  it('falls back when play() is refused or the file cannot be played', async () => {
    mockApi({ 'POST /audio': tts('/media/tts/x.ogg') });
    audio.refuseWith = 'NotAllowedError';
    await playSpeech({ text: 'Мяч' });
    expect(said()).toEqual(['Мяч ru-RU']);

    audio.refuseWith = null;
    const playing = playSpeech({ text: 'Кубик', audioUrl: '/media/missing.ogg' });
    await vi.waitFor(() => expect(audio.played).toContain('/media/missing.ogg'));
    sharedFake(audio).fail();
    await playing;
    expect(said()).toEqual(['Мяч ru-RU', 'Кубик ru-RU']);
  });

  it('forgets a synthesised URL that would not play (evicted from the server: 404) and asks again', async () => {
    const api = mockApi({
      'POST /audio': [tts('/media/tts/old-lisa.ogg'), tts('/media/tts/lisa.ogg')],
    });
    // As Chrome fails a source that answers 404: play() rejects, nothing plays.
    audio.refuseWith = 'NotSupportedError';
    await playSpeech({ text: 'Лиса' });
    expect(audio.played).toEqual(['/media/tts/old-lisa.ogg']);
    // This time the browser's voice says it…
    expect(said()).toEqual(['Лиса ru-RU']);
    audio.refuseWith = null;

    // …and the next time asks the server again, and plays its new file.
    await playSpeech({ text: 'Лиса' });
    expect(api.callsTo('POST /audio')).toHaveLength(2);
    expect(audio.played).toEqual(['/media/tts/old-lisa.ogg', '/media/tts/lisa.ogg']);
    expect(soundStatus({ text: 'Лиса' })).toBe('playing');
    sharedFake(audio).end();

    // A URL that played is kept: no third request.
    await playSpeech({ text: 'Лиса' });
    expect(api.callsTo('POST /audio')).toHaveLength(2);
  });

  it('keeps a synthesised URL whose playing was only cut short by another sound', async () => {
    const api = mockApi({
      'POST /audio': (call) =>
        jsonResponse(200, {
          url: `/media/tts/${(call.body as { speechText: string }).speechText.length}.ogg`,
        }),
    });
    // The second tap comes while the first file is still starting: the first gives way.
    const first = playSpeech({ text: 'Лиса' });
    await vi.waitFor(() => expect(audio.played).toEqual(['/media/tts/4.ogg']));
    await playSpeech({ text: 'Медведь' });
    await first;
    await playSpeech({ text: 'Лиса' });
    expect(api.callsTo('POST /audio')).toHaveLength(2);
    expect(said()).toEqual([]);
  });

  it('says Latin-only text with an Uzbek voice, else a Turkish one (spec sections 5 and 8)', async () => {
    mockApi({ 'POST /audio': noEngine });
    await playSpeech({ text: 'Mushuk' });
    expect(said()).toEqual(['Mushuk tr-TR']);
    expect(synth.spoken[0]?.voice?.name).toBe('Yelda');
  });

  it('where the browser cannot speak either, it logs and does nothing', async () => {
    mockApi({ 'POST /audio': noEngine });
    vi.stubGlobal('speechSynthesis', undefined);
    await expect(playSpeech({ text: 'Кошка' })).resolves.toBeUndefined();
    expect(console.warn).toHaveBeenCalledWith(
      'Speech synthesis is not available: cannot say',
      'Кошка',
    );
    expect(soundStatus({ text: 'Кошка' })).toBe('idle');
  });

  it('plays one sound at a time: a new one stops the file and the voice before it', async () => {
    mockApi({ 'POST /audio': noEngine });
    await playSpeech({ text: 'Кошка', audioUrl: '/media/cat.ogg' });
    const element = sharedFake(audio);
    expect(element.paused).toBe(false);

    await playSpeech({ text: 'Утка' });
    expect(element.paused).toBe(true);
    expect(said()).toEqual(['Утка ru-RU']);
    expect(soundStatus({ text: 'Кошка', audioUrl: '/media/cat.ogg' })).toBe('ready');
    expect(soundStatus({ text: 'Утка' })).toBe('playing');

    await playSpeech({ text: 'Мяч', audioUrl: '/media/ball.ogg' });
    expect(synth.log.at(-1)).toBe('cancel');
    // The voice's late end belongs to a sound that is over: it changes nothing.
    synth.finish(synth.spoken[0]);
    expect(soundStatus({ text: 'Мяч', audioUrl: '/media/ball.ogg' })).toBe('playing');

    stopSound();
    expect(element.paused).toBe(true);
    expect(soundStatus({ text: 'Мяч', audioUrl: '/media/ball.ogg' })).toBe('ready');
  });

  it('goes idle → loading → playing → ready', async () => {
    const server: { answer?: (response: Response) => void } = {};
    mockApi({ 'POST /audio': () => new Promise<Response>((resolve) => (server.answer = resolve)) });
    const sound = { text: 'Привет' };
    expect(soundStatus(sound)).toBe('idle');
    const playing = playSpeech(sound);
    expect(soundStatus(sound)).toBe('loading');
    await vi.waitFor(() => expect(server.answer).toBeDefined());
    expect(soundStatus(sound)).toBe('loading');
    server.answer?.(jsonResponse(200, { url: '/media/tts/privet.ogg' }));
    await playing;
    expect(soundStatus(sound)).toBe('playing');
    sharedFake(audio).end();
    expect(soundStatus(sound)).toBe('ready');
  });

  it('shows the browser voice as playing until it ends', async () => {
    mockApi({ 'POST /audio': noEngine });
    await playSpeech({ text: 'Пока' });
    expect(soundStatus({ text: 'Пока' })).toBe('playing');
    synth.finish();
    expect(soundStatus({ text: 'Пока' })).toBe('ready');
  });

  it('plays nothing with sounds off, and stops what plays when they are turned off', async () => {
    const api = mockApi({ 'POST /audio': noEngine });
    setDeviceSetting('soundEnabled', false);
    await playSpeech({ text: 'Кошка' });
    await playSpeech({ text: 'Кошка', audioUrl: '/media/cat.ogg' });
    expect(api.calls).toEqual([]);
    expect(audio.played).toEqual([]);
    expect(synth.spoken).toEqual([]);

    setDeviceSetting('soundEnabled', true);
    await playSpeech({ text: 'Кошка', audioUrl: '/media/cat.ogg' });
    expect(sharedFake(audio).paused).toBe(false);
    setDeviceSetting('soundEnabled', false);
    expect(sharedFake(audio).paused).toBe(true);
    expect(soundStatus({ text: 'Кошка', audioUrl: '/media/cat.ogg' })).not.toBe('playing');
  });

  it('ignores an empty text', async () => {
    const api = mockApi({});
    await playSpeech({ text: '  ' });
    expect(api.calls).toEqual([]);
    expect(synth.spoken).toEqual([]);
  });
});

describe('playInTurn', () => {
  const word = { text: 'Мама', audioUrl: '/media/words/mama.ogg' };
  const translation = { text: 'Ona', audioUrl: '/media/words/ona.ogg' };

  it('plays the next sound once the one before has ended (a word, then its translation)', async () => {
    mockApi({});
    const done = playInTurn([word, translation]);
    await waitFor(() => expect(audio.played).toEqual(['/media/words/mama.ogg']));
    sharedFake(audio).end();
    await done;
    expect(audio.played).toEqual(['/media/words/mama.ogg', '/media/words/ona.ogg']);
  });

  it('gives up when the sound is stopped or another one starts: nothing is said over it', async () => {
    mockApi({});
    const stopped = playInTurn([word, translation]);
    await waitFor(() => expect(audio.played).toHaveLength(1));
    stopSound();
    await stopped;

    const replaced = playInTurn([word, translation]);
    await waitFor(() => expect(audio.played).toHaveLength(2));
    await playSpeech({ text: 'Папа', audioUrl: '/media/words/papa.ogg' });
    sharedFake(audio).end();
    await replaced;
    expect(audio.played).toEqual([
      '/media/words/mama.ogg',
      '/media/words/mama.ogg',
      '/media/words/papa.ogg',
    ]);
  });
});

describe('unlocking sound with the first tap', () => {
  it('plays nothing by itself before the page was tapped', async () => {
    const api = mockApi({});
    expect(isAudioUnlocked()).toBe(false);
    await playSpeech({ text: 'Кошка', audioUrl: '/media/cat.ogg' }, { auto: true });
    expect(audio.played).toEqual([]);
    expect(api.calls).toEqual([]);
  });

  it('plays a moment of silence on the shared element, after which sounds play by themselves', async () => {
    unlockAudio();
    const element = sharedFake(audio);
    expect(audio.played).toEqual([SILENCE]);
    await waitFor(() => expect(isAudioUnlocked()).toBe(true));
    expect(element.paused).toBe(true);

    await playSpeech({ text: 'Кошка', audioUrl: '/media/cat.ogg' }, { auto: true });
    expect(audio.played).toEqual([SILENCE, '/media/cat.ogg']);
    expect(audio.elements).toHaveLength(1);
    unlockAudio();
    expect(audio.played).toHaveLength(2);
  });

  it('tries again on the next tap when the browser did not count the first', async () => {
    audio.refuseWith = 'NotAllowedError';
    unlockAudio();
    await Promise.resolve();
    await Promise.resolve();
    expect(isAudioUnlocked()).toBe(false);
    audio.refuseWith = null;
    unlockAudio();
    await waitFor(() => expect(isAudioUnlocked()).toBe(true));
  });

  it('counts a tap anywhere on the page once the listener is installed', async () => {
    installAudioUnlock();
    installAudioUnlock();
    window.dispatchEvent(new Event('click'));
    expect(audio.played).toEqual([SILENCE]);
    await waitFor(() => expect(isAudioUnlocked()).toBe(true));
  });

  it('takes the browser’s word that the page was tapped', () => {
    Object.defineProperty(navigator, 'userActivation', {
      value: { hasBeenActive: true },
      configurable: true,
    });
    try {
      expect(isAudioUnlocked()).toBe(true);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });
});
