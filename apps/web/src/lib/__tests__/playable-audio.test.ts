import { beforeEach, describe, expect, it } from 'vitest';
import { playableAudioUrl, playableUrl } from '../playable-audio';
import { installFakeAudio, type FakeAudioControl } from './fake-audio';

/* ADR 0051: every Ogg under /media has an .m4a beside it; which one this browser plays. */

const pack = '/media/c/0123456789abcdef0123.ogg';
const recording = '/media/r/0123456789abcdef0123.ogg';
const phrase = `/media/tts/${'0f'.repeat(32)}.ogg`;
const aac = (url: string) => url.replace(/\.ogg$/, '.m4a');

let audio: FakeAudioControl;
beforeEach(() => {
  audio = installFakeAudio();
});

const element = (answer: '' | 'maybe' | 'probably') => ({ canPlayType: () => answer });

describe('playableUrl', () => {
  it("gives a pack file's, a recording's and a phrase's AAC copy where Ogg Opus cannot play", () => {
    for (const url of [pack, recording, phrase, `https://bolajon.uz${pack}`])
      expect(playableUrl(url, element(''))).toBe(aac(url));
  });

  it('keeps the Ogg where it plays', () => {
    for (const answer of ['maybe', 'probably'] as const)
      for (const url of [pack, recording, phrase])
        expect(playableUrl(url, element(answer))).toBe(url);
  });

  it('leaves alone what the server keeps no copy of', () => {
    for (const url of [
      '/media/c/0123456789abcdef0123.mp3',
      '/media/words/cat.ogg',
      '/media/c/not-a-hash.ogg',
      '/media/c/../r/0123456789abcdef0123.ogg',
      '/media/pictures/0123456789abcdef0123.ogg',
      'blob:https://bolajon.uz/0123',
      '/api/media/c/0123456789abcdef0123.ogg',
    ])
      expect(playableUrl(url, element(''))).toBe(url);
  });
});

describe('playableAudioUrl', () => {
  it("is the URL this browser's audio element will play, asked before anything is fetched", () => {
    audio.oggOpus = '';
    expect([pack, recording, phrase].map(playableAudioUrl)).toEqual(
      [pack, recording, phrase].map(aac),
    );
    audio.oggOpus = 'probably';
    expect([pack, recording, phrase].map(playableAudioUrl)).toEqual([pack, recording, phrase]);
    expect(audio.played).toEqual([]);
  });
});
