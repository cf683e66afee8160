import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  AAC_COPY_EXTENSION,
  DEFAULT_AAC_COPY_OPTIONS,
  writeAacCopy,
  type AacCopyOptions,
} from './aac-copy.js';

/**
 * The URL of a copy the server can make: a content file (c/, named by 20 hex digits of its hash),
 * a recording (r/) or a synthesised phrase (tts/, 64). Nothing else is ever looked for, so no path
 * can leave the media folder.
 */
const COPY_URL = /^\/media\/(c|r|tts)\/([0-9a-f]{16,64})\.m4a$/;

/** What `ensure` found: the copy is there now, there is no Ogg to copy, or too many wait already. */
export type AacCopyOutcome = 'ready' | 'no-source' | 'busy';

export interface AacCopyMakerOptions {
  /** Copies that may wait for the one being made; past that the request is told to come back. */
  maxWaiting?: number;
  encoding?: AacCopyOptions;
  log: { warn(obj: object, msg: string): void };
}

const exists = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * Makes the missing `.m4a` of an `.ogg` under `mediaDir` when it is first asked for (ADR 0051):
 * the demo course's rendered audio and the files of a deployment upgraded in place have none, and
 * encoding ~1,600 of them at start would hold `npm start` for a minute. One ffmpeg at a time; the
 * same copy asked twice at once is made once; the result is stored, so every later GET is a plain
 * file. An Ogg ffmpeg cannot read gets no copy (a 404, logged), never an error.
 */
export function createAacCopyMaker(mediaDir: string, options: AacCopyMakerOptions) {
  // Each copy is made once ever, so the wait is bounded by the files on disk; this only caps how
  // many requests hang on at once (a lesson kept for the road asks for all its sounds together).
  const maxWaiting = options.maxWaiting ?? 256;
  const encoding = options.encoding ?? DEFAULT_AAC_COPY_OPTIONS;
  const making = new Map<string, Promise<AacCopyOutcome>>();
  let queue: Promise<unknown> = Promise.resolve();

  async function make(ogg: string, copy: string): Promise<AacCopyOutcome> {
    // Made while this one waited (an earlier request, or POST /audio writing both).
    if (await exists(copy)) return 'ready';
    if (!(await exists(ogg))) return 'no-source';
    try {
      await writeAacCopy(ogg, copy, encoding);
      return 'ready';
    } catch (error) {
      options.log.warn(
        { file: ogg, reason: error instanceof Error ? error.message : String(error) },
        'no AAC copy could be made of an audio file',
      );
      return 'no-source';
    }
  }

  return {
    /** True for a URL path whose copy this maker may make. */
    handles: (urlPath: string) => COPY_URL.test(urlPath),

    /** Makes the copy `urlPath` names unless it exists; never throws. */
    async ensure(urlPath: string): Promise<AacCopyOutcome> {
      const match = COPY_URL.exec(urlPath);
      if (!match) return 'no-source';
      const copy = path.join(mediaDir, match[1]!, `${match[2]!}${AAC_COPY_EXTENSION}`);
      if (await exists(copy)) return 'ready';
      const ogg = path.join(mediaDir, match[1]!, `${match[2]!}.ogg`);
      if (!(await exists(ogg))) return 'no-source';
      let job = making.get(copy);
      if (!job) {
        if (making.size > maxWaiting) return 'busy';
        job = queue.then(() => make(ogg, copy));
        queue = job;
        making.set(copy, job);
        void job.finally(() => making.delete(copy));
      }
      return job;
    },
  };
}

export type AacCopyMaker = ReturnType<typeof createAacCopyMaker>;
