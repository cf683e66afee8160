import type { Env } from '../env.js';
import type { TtsEngine } from './engine.js';
import { EspeakTtsEngine, probeEspeak } from './espeak-engine.js';
import { YandexTtsEngine } from './yandex-engine.js';

export type { SpeechAudio, TtsEngine } from './engine.js';
export { EspeakTtsEngine } from './espeak-engine.js';
export { TtsError } from './tts-error.js';
export { YandexTtsEngine } from './yandex-engine.js';

export interface TtsLog {
  warn(obj: object, msg: string): void;
}

/**
 * The engine TTS_PROVIDER names, or null when there is none: POST /audio then answers 503 and
 * the client speaks with the browser's voice (spec section 8). espeak-ng is tried once at start,
 * so a machine without espeak-ng or ffmpeg gives one warning instead of a failure per request.
 */
export async function createTtsEngine(
  env: Pick<
    Env,
    | 'TTS_PROVIDER'
    | 'YANDEX_TTS_URL'
    | 'YANDEX_API_KEY'
    | 'YANDEX_FOLDER_ID'
    | 'YANDEX_VOICE_RU'
    | 'YANDEX_VOICE_UZ'
  >,
  log: TtsLog,
  espeakOptions?: ConstructorParameters<typeof EspeakTtsEngine>[0],
): Promise<TtsEngine | null> {
  switch (env.TTS_PROVIDER) {
    case 'none':
      return null;
    case 'yandex':
      return new YandexTtsEngine({
        baseUrl: env.YANDEX_TTS_URL,
        apiKey: env.YANDEX_API_KEY ?? '',
        folderId: env.YANDEX_FOLDER_ID,
        voices: { ru: env.YANDEX_VOICE_RU, uz: env.YANDEX_VOICE_UZ },
      });
    case 'espeak': {
      const engine = new EspeakTtsEngine(espeakOptions);
      const probe = await probeEspeak(engine);
      if (!probe.ok) {
        log.warn(
          { provider: 'espeak', reason: probe.problem },
          'text to speech is off: espeak-ng or ffmpeg cannot run (install both, e.g. apt-get install espeak-ng ffmpeg); the app falls back to the browser voice',
        );
        return null;
      }
      if (probe.uzbek) {
        log.warn(
          { provider: 'espeak', reason: probe.uzbek },
          'espeak-ng cannot speak Uzbek here; Uzbek text falls back to the browser voice',
        );
      }
      return engine;
    }
  }
}
