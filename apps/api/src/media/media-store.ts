import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where content media lives; a local folder now, an S3-compatible store later. */
export interface MediaStore {
  /** Stores a file and returns its public URL. The same bytes always give the same URL. */
  putFile(absolutePath: string): Promise<string>;
}

export const MEDIA_URL_PREFIX = '/media';

/**
 * Content-addressed files under `<dir>/c/`: the name is a hash of the bytes, so a URL never
 * changes meaning and can be cached for a year.
 */
export class LocalMediaStore implements MediaStore {
  constructor(readonly dir: string) {}

  async putFile(absolutePath: string): Promise<string> {
    const bytes = readFileSync(absolutePath);
    const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 20);
    const name = `${hash}${path.extname(absolutePath).toLowerCase()}`;
    const target = path.join(this.dir, 'c', name);
    if (!existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(absolutePath, target);
    }
    return `${MEDIA_URL_PREFIX}/c/${name}`;
  }
}
