import { SPEECH_LANGS, type SpeechVoice } from '@bolajon/contract';
import type { SpeechAudio, TtsEngine } from './engine.js';
import { TtsError } from './tts-error.js';

export interface YandexOptions {
  /** https://tts.api.cloud.yandex.net, or a local fake in tests. */
  baseUrl: string;
  apiKey: string;
  /** Only for a user account's key; a service account's API key must not send it. */
  folderId?: string | undefined;
  /** SpeechKit voice per app voice, e.g. { ru: 'alena', uz: 'nigora' }. */
  voices: Readonly<Record<SpeechVoice, string>>;
  /** 0.1–3.0; a little slower than 1.0 suits children learning the language. */
  speed?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Yandex SpeechKit, REST API v1 (`POST /speech/v1/tts:synthesize`, form fields, Ogg Opus back).
 * Russian and Uzbek (`uz-UZ`) each get the voice configured for them.
 */
export class YandexTtsEngine implements TtsEngine {
  /** Holds the voices, so another voice for the same text is another cached file. */
  readonly name: string;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: YandexOptions) {
    this.name = `yandex-speechkit:${options.voices.ru},${options.voices.uz}`;
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async synthesize(input: {
    text: string;
    voice: SpeechVoice;
    say?: string;
  }): Promise<SpeechAudio> {
    const form = new URLSearchParams({
      text: yandexText(input),
      lang: SPEECH_LANGS[input.voice],
      voice: this.options.voices[input.voice],
      format: 'oggopus',
      speed: this.options.speed ?? '0.9',
    });
    if (this.options.folderId) form.set('folderId', this.options.folderId);

    let response: Response;
    try {
      response = await this.fetch(
        `${this.options.baseUrl.replace(/\/$/, '')}/speech/v1/tts:synthesize`,
        {
          method: 'POST',
          headers: {
            authorization: `Api-Key ${this.options.apiKey}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
        },
      );
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
      throw new TtsError(`Yandex SpeechKit could not be reached: the request ${reason}`, {
        cause: error,
      });
    }

    if (!response.ok) {
      const detail = await errorDetail(response);
      const what =
        response.status === 401 || response.status === 403
          ? 'refused the API key'
          : `refused the ${SPEECH_LANGS[input.voice]} voice "${this.options.voices[input.voice]}" or the text`;
      throw new TtsError(
        response.status >= 500
          ? `Yandex SpeechKit failed with status ${response.status}${detail}`
          : `Yandex SpeechKit ${what} (status ${response.status}${detail})`,
      );
    }
    const data = Buffer.from(await response.arrayBuffer());
    if (data.subarray(0, 4).toString('latin1') !== 'OggS') {
      throw new TtsError(`Yandex SpeechKit answered without Ogg audio (${data.length} bytes)`);
    }
    return { data, contentType: 'audio/ogg' };
  }
}

/** SpeechKit errors are JSON `{error_code, error_message}`; keep a short, readable part. */
async function errorDetail(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const json = JSON.parse(text) as { error_code?: unknown; error_message?: unknown };
    const parts = [json.error_code, json.error_message].filter((p) => typeof p === 'string');
    if (parts.length > 0) return `: ${parts.join(' ').slice(0, 200)}`;
  } catch {
    // not JSON: fall through to the raw text
  }
  return text.trim() ? `: ${text.trim().slice(0, 200)}` : '';
}

/**
 * SpeechKit marks stress with `+` before the vowel (its TTS markup); it reads no espeak-ng
 * phonemes, so a pronunciation with [[...]] gives way to the plain text.
 */
export function yandexText(input: { text: string; say?: string }): string {
  if (input.say === undefined || input.say.includes('[[')) return input.text;
  return input.say.replace(/(\p{L})\u0301/gu, '+$1');
}
