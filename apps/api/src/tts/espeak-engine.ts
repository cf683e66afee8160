import { spawn, type ChildProcess } from 'node:child_process';
import type { SpeechVoice } from '@bolajon/contract';
import type { SpeechAudio, TtsEngine } from './engine.js';
import { espeakPhonemes, toEspeakInput, type PhonemesOf } from './espeak-stress.js';
import { TtsError } from './tts-error.js';

export interface EspeakOptions {
  espeakPath?: string;
  ffmpegPath?: string;
  /** Words per minute; espeak-ng's default of 175 is too fast for a child learning the language. */
  wordsPerMinute?: number;
  /** Opus bitrate; 24 kbit/s is plenty for one voice. */
  bitrate?: string;
  timeoutMs?: number;
}

/** espeak-ng's own voice names happen to be the app's ones. */
const ESPEAK_VOICES: Readonly<Record<SpeechVoice, string>> = { ru: 'ru', uz: 'uz' };
const STDERR_KEEP = 500;

/**
 * espeak-ng (Debian's package) piped into ffmpeg for Ogg Opus. The text goes to espeak-ng's
 * standard input, never through a shell or the argument list, so no text can become an option.
 */
export class EspeakTtsEngine implements TtsEngine {
  readonly name = 'espeak-ng';
  private readonly espeakPath: string;
  private readonly ffmpegPath: string;
  private readonly wordsPerMinute: number;
  private readonly bitrate: string;
  private readonly timeoutMs: number;
  private readonly phonemesOf: PhonemesOf;

  constructor(options: EspeakOptions = {}) {
    this.espeakPath = options.espeakPath ?? 'espeak-ng';
    this.ffmpegPath = options.ffmpegPath ?? 'ffmpeg';
    this.wordsPerMinute = options.wordsPerMinute ?? 130;
    this.bitrate = options.bitrate ?? '24k';
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.phonemesOf = espeakPhonemes(this.espeakPath, this.timeoutMs);
  }

  async synthesize(input: {
    text: string;
    voice: SpeechVoice;
    say?: string;
  }): Promise<SpeechAudio> {
    const voice = ESPEAK_VOICES[input.voice];
    // A pronunciation's stress marks become phoneme input: espeak-ng ignores U+0301 itself.
    const text =
      input.say === undefined
        ? input.text
        : await toEspeakInput(input.say, voice, this.phonemesOf).catch((error: unknown) => {
            throw new TtsError(
              `espeak-ng could not spell the pronunciation (${error instanceof Error ? error.message : String(error)})`,
            );
          });
    const data = await this.pipeline(text, voice);
    if (data.subarray(0, 4).toString('latin1') !== 'OggS') {
      throw new TtsError(`ffmpeg produced no Ogg audio (${data.length} bytes)`);
    }
    return { data, contentType: 'audio/ogg' };
  }

  private pipeline(text: string, voice: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const espeak = spawn(
        this.espeakPath,
        ['-v', voice, '-s', String(this.wordsPerMinute), '--stdout', '--stdin'],
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );
      const ffmpeg = spawn(
        this.ffmpegPath,
        [
          ['-hide_banner', '-loglevel', 'error'],
          ['-f', 'wav', '-i', 'pipe:0'],
          ['-c:a', 'libopus', '-b:a', this.bitrate, '-ac', '1'],
          ['-map_metadata', '-1', '-f', 'ogg', 'pipe:1'],
        ].flat(),
        { stdio: ['pipe', 'pipe', 'pipe'] },
      );

      let settled = false;
      const finish = (error: TtsError | null, data?: Buffer) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (error) {
          for (const child of [espeak, ffmpeg]) {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
          }
          reject(error);
        } else {
          resolve(data ?? Buffer.alloc(0));
        }
      };
      const timer = setTimeout(
        () => finish(new TtsError(`espeak-ng and ffmpeg took longer than ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );

      const espeakErrors = keepTail(espeak);
      const ffmpegErrors = keepTail(ffmpeg);
      const chunks: Buffer[] = [];
      ffmpeg.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));

      espeak.on('error', (error: NodeJS.ErrnoException) =>
        finish(new TtsError(`espeak-ng could not be started (${error.code ?? error.message})`)),
      );
      ffmpeg.on('error', (error: NodeJS.ErrnoException) =>
        finish(new TtsError(`ffmpeg could not be started (${error.code ?? error.message})`)),
      );
      // A child that dies early closes its pipe; its exit status tells the story, not EPIPE.
      espeak.stdin?.on('error', () => undefined);
      ffmpeg.stdin?.on('error', () => undefined);

      if (espeak.stdout && ffmpeg.stdin) espeak.stdout.pipe(ffmpeg.stdin);
      espeak.stdin?.end(text, 'utf8');

      Promise.all([closed(espeak), closed(ffmpeg)]).then(([espeakExit, ffmpegExit]) => {
        if (espeakExit !== 0) {
          finish(
            new TtsError(
              `espeak-ng (voice ${voice}) failed with ${espeakExit}${espeakErrors.text()}`,
            ),
          );
        } else if (ffmpegExit !== 0) {
          finish(new TtsError(`ffmpeg failed with ${ffmpegExit}${ffmpegErrors.text()}`));
        } else {
          finish(null, Buffer.concat(chunks));
        }
      });
    });
  }
}

/** The exit code, or the signal that ended the process. */
function closed(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? signal ?? 'unknown status'));
  });
}

/** The last few hundred characters a child wrote to stderr, for the error message. */
function keepTail(child: ChildProcess) {
  let tail = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    tail = (tail + chunk).slice(-STDERR_KEEP);
  });
  return { text: () => (tail.trim() ? `: ${tail.trim()}` : '') };
}

/**
 * Can this machine speak? Synthesises one Russian word; null when it worked, else what failed.
 * Uzbek is tried too, but its absence only costs the Uzbek voice (POST /audio then answers 503
 * for Uzbek text and the browser speaks it).
 */
export async function probeEspeak(
  engine: TtsEngine,
): Promise<{ ok: true; uzbek: string | null } | { ok: false; problem: string }> {
  const attempt = (voice: SpeechVoice, text: string) =>
    engine.synthesize({ text, voice }).then(
      () => null,
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
  const [russian, uzbek] = await Promise.all([attempt('ru', 'да'), attempt('uz', 'ha')]);
  return russian === null ? { ok: true, uzbek } : { ok: false, problem: russian };
}
