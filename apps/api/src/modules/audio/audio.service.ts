import { createHash } from 'node:crypto';
import { errorCodes, speechVoice, type AudioResponse, type SpeechVoice } from '@bolajon/contract';
import { spokenForm } from '../../content/pronounce.js';
import { AppError, tooManyRequests } from '../../errors.js';
import {
  createHourlyLimiter,
  describeWait,
  type RateLimitRepository,
} from '../../plugins/rate-limit.js';
import { ttsQueue, ttsSyntheses } from '../../lib/metrics.js';
import { encodeAacCopy } from '../../media/aac-copy.js';
import type { TtsEngine } from '../../tts/engine.js';
import { AudioCacheFullError, type AudioCache } from './audio.cache.js';

export interface AudioServiceDeps {
  engine: TtsEngine | null;
  cache: AudioCache;
  /** The shared rate-limit counters (bucket prefix `audio:`). */
  repo: RateLimitRepository;
  /** Syntheses per client address and hour (AUDIO_RATE_LIMIT_PER_HOUR). */
  limitPerHour: number;
  /**
   * Syntheses per hour from every address together, shared by every process
   * (TTS_MAX_NEW_PER_HOUR): past it new phrases get 503 and the device voice speaks them.
   */
  maxNewPerHour?: number;
  /** Every text the course speaks (its words, questions, answers, lines): never evicted. */
  contentTexts?: () => Promise<string[]>;
  /**
   * How the course says its texts (the pack's `say`, its word list, Uzbek stress): POST /audio
   * speaks that for exactly the text. Other Uzbek text gets the last-syllable rule alone.
   */
  pronunciations?: {
    pronunciationOf(voice: SpeechVoice, text: string): Promise<string | null>;
    allPronunciations(): Promise<ReadonlyMap<string, string>>;
  };
  /**
   * Syntheses this process runs at once (TTS_MAX_CONCURRENT) and may keep waiting
   * (TTS_MAX_QUEUED): many addresses at once never start unbounded work or cloud spend.
   */
  maxConcurrent?: number;
  maxQueued?: number;
  /** The AAC copy of a phrase (ADR 0051); encodeAacCopy unless a test gives another. */
  aacCopy?: (ogg: Buffer) => Promise<Buffer>;
  now?: () => Date;
  log: { warn(obj: object, msg: string): void; debug(obj: object, msg: string): void };
}

const unavailable = (message: string) => new AppError(503, errorCodes.ttsUnavailable, message);
const cacheFull = () =>
  unavailable('The phrase cache is full of phrases in use; use the device voice');

/**
 * The file name of a phrase: the same engine, voice, text and pronunciation always give the same
 * file; a pronunciation that is not the text itself is part of the name, so a changed one is new.
 */
export function audioCacheKey(
  engine: string,
  voice: SpeechVoice,
  text: string,
  spoken = text,
): string {
  const said = spoken === text ? '' : `\n${spoken}`;
  return createHash('sha256').update(`${engine}\n${voice}\n${text}${said}`).digest('hex');
}

/** Counts tasks running and waiting as they change (the metrics' synthesis queue gauge). */
export interface SlotsGauge {
  inc(labels: { state: 'running' | 'waiting' }): void;
  dec(labels: { state: 'running' | 'waiting' }): void;
}

/**
 * At most `limit` tasks at once and `queue` waiting; beyond that `refuse()` is thrown. `gauge`
 * follows the running and waiting counts.
 */
export function createSlots(limit: number, queue: number, refuse: () => Error, gauge?: SlotsGauge) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running < limit) running += 1;
    else if (waiting.length < queue) {
      gauge?.inc({ state: 'waiting' });
      await new Promise<void>((resolve) => waiting.push(resolve));
      gauge?.dec({ state: 'waiting' });
    } else throw refuse();
    gauge?.inc({ state: 'running' });
    try {
      return await task();
    } finally {
      gauge?.dec({ state: 'running' });
      // The slot passes straight to the next in line, or frees up.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

export function createAudioService(deps: AudioServiceDeps) {
  const now = deps.now ?? (() => new Date());
  const aacCopy = deps.aacCopy ?? ((ogg: Buffer) => encodeAacCopy(ogg));
  const withSlot = createSlots(
    deps.maxConcurrent ?? 2,
    deps.maxQueued ?? 32,
    () => unavailable('Too many phrases are being spoken right now; use the device voice'),
    ttsQueue,
  );
  /** Phrases being synthesised in this process, so the same new text is made once. */
  const inflight = new Map<string, Promise<void>>();
  const limiter = createHourlyLimiter({
    repo: deps.repo,
    prefix: 'audio:',
    limit: deps.limitPerHour,
    now,
    log: deps.log,
  });
  const budget = createHourlyLimiter({
    repo: deps.repo,
    prefix: 'tts-new:',
    limit: deps.maxNewPerHour ?? 600,
    now,
    log: deps.log,
  });

  /** The cache keys of the course's texts, as this engine names them. */
  async function contentKeys(engineName: string): Promise<ReadonlySet<string>> {
    const texts = (await deps.contentTexts?.()) ?? [];
    const said = (await deps.pronunciations?.allPronunciations()) ?? new Map<string, string>();
    return new Set(
      texts
        .map((text) => text.trim())
        .filter(Boolean)
        .map((text) => {
          const voice = speechVoice(text);
          const spoken = said.get(`${voice}\n${text}`) ?? spokenForm(voice, text, undefined);
          return audioCacheKey(engineName, voice, text, spoken);
        }),
    );
  }

  /**
   * The phrase as AAC, for browsers without Ogg Opus; null when it cannot be made (logged): the
   * phrase is still kept, and the /media route tries again on the copy's first GET.
   */
  async function aacCopyOf(engine: TtsEngine, voice: SpeechVoice, ogg: Buffer) {
    try {
      return await aacCopy(ogg);
    } catch (error) {
      deps.log.warn(
        { engine: engine.name, voice, reason: error instanceof Error ? error.message : error },
        'no AAC copy of a synthesised phrase',
      );
      return null;
    }
  }

  /** What the engine reads for a text: the course's pronunciation, else Uzbek's stress rule. */
  async function spokenOf(voice: SpeechVoice, text: string): Promise<string> {
    const given = await deps.pronunciations?.pronunciationOf(voice, text);
    return given ?? spokenForm(voice, text, undefined);
  }

  /** A new phrase counts toward its address's limit, then toward the hourly budget of all. */
  async function countSynthesis(clientAddress: string) {
    const taken = await limiter.take(clientAddress);
    if (!taken.ok) {
      throw tooManyRequests(
        `Too many new phrases to speak from this network in the last hour; try again in ${describeWait(taken.retryAfterSeconds)}`,
        taken.retryAfterSeconds,
      );
    }
    const shared = await budget.take('all');
    if (!shared.ok) {
      // Not this address's doing: its own hit is given back.
      await taken
        .uncount()
        .catch((error: unknown) =>
          deps.log.warn({ reason: String(error) }, 'audio rate-limit hit not given back'),
        );
      throw new AppError(
        503,
        errorCodes.ttsUnavailable,
        'This server has made as many new phrases as it may this hour; use the device voice',
        { retryAfterSeconds: shared.retryAfterSeconds },
      );
    }
  }

  function synthesise(
    engine: TtsEngine,
    key: string,
    voice: SpeechVoice,
    text: string,
    spoken: string,
  ) {
    const job = (async () => {
      // Another request (or process) may have finished this phrase meanwhile.
      if (await deps.cache.touch(key)) return;
      let data: Buffer;
      let copy: Buffer | null;
      try {
        const say = spoken === text ? {} : { say: spoken };
        [data, copy] = await withSlot(async () => {
          const ogg = (await engine.synthesize({ text, voice, ...say })).data;
          return [ogg, await aacCopyOf(engine, voice, ogg)] as const;
        });
        ttsSyntheses.inc({ result: 'made' });
      } catch (error) {
        // An AppError here is the full queue's refusal: the engine was never asked.
        ttsSyntheses.inc({ result: error instanceof AppError ? 'busy' : 'failed' });
        if (error instanceof AppError) throw error;
        deps.log.warn(
          { engine: engine.name, voice, reason: error instanceof Error ? error.message : error },
          'speech synthesis failed',
        );
        deps.log.debug({ engine: engine.name, voice, text }, 'the text that failed');
        throw unavailable('The phrase could not be spoken here; use the device voice');
      }
      try {
        await deps.cache.put(key, data, () => contentKeys(engine.name), copy);
      } catch (error) {
        if (error instanceof AudioCacheFullError) throw cacheFull();
        throw error;
      }
    })().finally(() => inflight.delete(key));
    inflight.set(key, job);
    return job;
  }

  return {
    /**
     * POST /audio: the URL of the phrase as Ogg Opus. A phrase on disk answers at once and is not
     * counted; a new one counts toward the client address's hourly limit and the hourly budget of
     * every address together, and is made once. A cache full of phrases in use refuses new ones.
     */
    async speak(text: string, clientAddress: string): Promise<AudioResponse> {
      const engine = deps.engine;
      if (!engine) throw unavailable('Speech synthesis is not available on this server');
      const voice = speechVoice(text);
      const spoken = await spokenOf(voice, text);
      const key = audioCacheKey(engine.name, voice, text, spoken);
      const url = deps.cache.url(key);
      if (await deps.cache.touch(key)) return { url };
      let job = inflight.get(key);
      if (!job) {
        if (deps.cache.refusesNewPhrases()) throw cacheFull();
        await countSynthesis(clientAddress);
        job = inflight.get(key) ?? synthesise(engine, key, voice, text, spoken);
      }
      await job;
      return { url };
    },
  };
}

export type AudioService = ReturnType<typeof createAudioService>;
