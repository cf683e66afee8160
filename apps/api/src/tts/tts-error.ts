/**
 * A synthesis that failed for a reason outside the request: a missing program, a timeout, a cloud
 * engine that refused. The message says what failed and never holds a secret; POST /audio turns
 * it into a 503 so the client speaks with the browser's voice.
 */
export class TtsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TtsError';
  }
}
