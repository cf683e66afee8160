import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalMediaStore } from './media-store.js';

const root = mkdtempSync(path.join(tmpdir(), 'bolajon-media-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

describe('LocalMediaStore and recordings (ADR 0045)', () => {
  const mediaDir = path.join(root, 'media');
  const store = new LocalMediaStore(mediaDir);
  const pack = path.join(root, 'pack');
  mkdirSync(path.join(pack, 'recordings'), { recursive: true });
  writeFileSync(path.join(pack, 'recordings', 'privet.ogg'), 'ogg привет');
  writeFileSync(path.join(pack, 'recordings', 'privet.m4a'), 'm4a привет');

  it('stores a recording under r/ with the .m4a beside it, by the hash of the recording', async () => {
    const url = await store.putFile(path.join(pack, 'recordings', 'privet.ogg'), {
      recording: true,
    });
    expect(url).toBe(`/media/r/${hash('ogg привет')}.ogg`);
    const copy = path.join(mediaDir, 'r', `${hash('ogg привет')}.m4a`);
    expect(readFileSync(copy, 'utf8')).toBe('m4a привет');
  });

  it('stores any other file under c/, an .ogg with the .m4a beside it (ADR 0051)', async () => {
    const url = await store.putFile(path.join(pack, 'recordings', 'privet.ogg'));
    expect(url).toBe(`/media/c/${hash('ogg привет')}.ogg`);
    const copy = path.join(mediaDir, 'c', `${hash('ogg привет')}.m4a`);
    expect(readFileSync(copy, 'utf8')).toBe('m4a привет');

    writeFileSync(path.join(pack, 'recordings', 'poka.ogg'), 'ogg пока');
    writeFileSync(path.join(pack, 'recordings', 'poka.png'), 'png пока');
    writeFileSync(path.join(pack, 'recordings', 'poka.m4a'), 'm4a пока');
    // An .ogg without a copy beside it, and a file that is not Ogg, take nothing along.
    await store.putFile(path.join(pack, 'recordings', 'poka.png'));
    expect(existsSync(path.join(mediaDir, 'c', `${hash('png пока')}.m4a`))).toBe(false);
    writeFileSync(path.join(pack, 'alone.ogg'), 'ogg alone');
    await store.putFile(path.join(pack, 'alone.ogg'));
    expect(existsSync(path.join(mediaDir, 'c', `${hash('ogg alone')}.m4a`))).toBe(false);
  });

  it("keeps a file of its own r/ under r/ (a draft's recording), copying nothing", async () => {
    const { url, fallbackUrl } = await store.putRecording(Buffer.from('ogg'), Buffer.from('m4a'));
    expect(url).toBe(`/media/r/${hash('ogg')}.ogg`);
    expect(fallbackUrl).toBe(`/media/r/${hash('ogg')}.m4a`);
    const again = await store.putFile(path.join(mediaDir, url.replace('/media/', '')));
    expect(again).toBe(url);
    expect(existsSync(path.join(mediaDir, 'c', `${hash('ogg')}.ogg`))).toBe(false);
    expect(readFileSync(path.join(mediaDir, fallbackUrl.replace('/media/', '')), 'utf8')).toBe(
      'm4a',
    );
  });
});
