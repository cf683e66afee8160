import type { SpeechVoice } from '@bolajon/contract';

/** One synthesised phrase: Ogg Opus bytes at a speech bitrate. */
export interface SpeechAudio {
  data: Buffer;
  /** Always 'audio/ogg' (Opus); the file extension is '.ogg'. */
  contentType: 'audio/ogg';
}

/**
 * A text-to-speech engine (DESIGN.md section 1): espeak-ng on this machine, a cloud engine with
 * natural voices in production. Chosen by TTS_PROVIDER; the POST /audio cache and
 * `npm run content:audio` both sit on it.
 */
export interface TtsEngine {
  /** For logs and the cache key: the same text by another engine is another file. */
  readonly name: string;
  /**
   * `say`, when given, is how to pronounce `text` (content/pronounce.ts): the text with U+0301
   * after stressed vowels and espeak-ng phonemes in [[...]]; each engine reads what it can of it.
   */
  synthesize(input: { text: string; voice: SpeechVoice; say?: string }): Promise<SpeechAudio>;
}
