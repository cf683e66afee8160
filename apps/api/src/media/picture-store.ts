import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_URL_PREFIX } from './media-store.js';

/** Where the studio keeps the pictures it made; the same bytes always give the same URL. */
export interface PictureStore {
  putBytes(data: Buffer, extension: '.webp' | '.svg'): Promise<string>;
}

/**
 * Pictures beside the content's files, named as LocalMediaStore names them (`c/<hash><ext>`), so
 * /media serves both alike and an upload equal to a pack's picture is one file. Written to a
 * temporary name and renamed, so a reader never sees half a file.
 */
export class LocalPictureStore implements PictureStore {
  constructor(readonly dir: string) {}

  async putBytes(data: Buffer, extension: '.webp' | '.svg'): Promise<string> {
    const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
    const name = `${hash}${extension}`;
    const target = path.join(this.dir, 'c', name);
    const exists = await stat(target).then(
      () => true,
      () => false,
    );
    if (!exists) {
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, target);
    }
    return `${MEDIA_URL_PREFIX}/c/${name}`;
  }
}
