import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTestApp, signUp, type TestContext } from '../../test/app.js';

/*
 * The studio's pictures as the app serves them (ADR 0043): behind the editor flag of ADR 0041,
 * stored under MEDIA_DIR and served from /media like the course's own pictures.
 */

let ctx: TestContext;
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-media-'));
type Session = Awaited<ReturnType<typeof signUp>>;
let editor: Session;
let learner: Session;

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">' +
  '<script>alert(1)</script><circle cx="5" cy="5" r="4" fill="#e53935"/></svg>';

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  editor = await signUp(ctx, 'Teacher', '+998711234568');
  learner = await signUp(ctx, 'Parent', '+998711234569');
  await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
});
afterAll(async () => {
  await ctx.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const upload = (token: string | null, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/studio/pictures?name=cat.svg',
    headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/octet-stream' },
    payload: Buffer.from(body),
  });

describe('POST /api/studio/pictures in the app', () => {
  it('refuses an anonymous caller and a family that is no editor, storing nothing', async () => {
    expect((await upload(null, svg)).statusCode).toBe(401);
    expect((await upload(learner.accessToken, svg)).statusCode).toBe(403);
  });

  it("stores an editor's SVG made safe, and serves it from /media", async () => {
    const stored = await upload(editor.accessToken, svg);
    expect(stored.statusCode).toBe(201);
    const body = stored.json<{ url: string; contentType: string; removed: unknown[] }>();
    expect(body.contentType).toBe('image/svg+xml');
    expect(body.removed.length).toBeGreaterThan(0);
    const served = await ctx.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.body).toContain('<circle');
    expect(served.body).not.toMatch(/script|onload/i);
    // The file on disk is the safe one too.
    const file = path.join(mediaDir, body.url.replace(/^\/media\//, ''));
    expect(readFileSync(file, 'utf8')).not.toMatch(/script|onload/i);
  });

  it('finds a Twemoji picture by its Russian name', async () => {
    const found = await ctx.app.inject({
      url: `/api/studio/pictures/twemoji?q=${encodeURIComponent('кошка')}&limit=5`,
      headers: bearer(editor.accessToken),
    });
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toContain('🐱');
  });
});
