import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  errorCodes,
  GROWN_UP_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  gatePassSchema,
  gateQuestionSchema,
  loginResponseSchema,
  myProgressResponseSchema,
  questionsResponseSchema,
} from '@bolajon/contract';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { users } from './db/schema/index.js';
import { testEnv } from './env.js';
import { createTestDatabase } from './test/database.js';
import { bearer, createTestApp, uniquePhone, type TestContext } from './test/app.js';
import { importCourse, rightAnswer } from './test/course.js';
import { removePacks } from './test/content-fixture.js';

/*
 * The API described (issue 25, ADR 0054): every /api route the real app registers is in
 * /api/openapi.json with a summary, tags, security and its errors, and real answers — successes
 * and errors — fit the JSON Schema the document gives for their path, method and status.
 */

// ajv-formats is CommonJS whose module.exports is the plugin itself.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: unknown[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, object>; securitySchemes?: Record<string, unknown> };
}

/**
 * Every route of the app with its methods, read from Fastify's own route tree (printRoutes):
 * each line is one node, its depth its column / 4, its path its ancestors' parts joined.
 */
function registeredRoutes(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const parts: string[] = [];
  for (const line of tree.split('\n')) {
    // "├── name" or "└── name", after four columns per level of "│   " or spaces.
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    if (!Number.isInteger(depth)) throw new Error(`unexpected route tree line: ${line}`);
    const node = line.slice(at + 4).match(/^(.*?)(?: \(([A-Z, ]+)\))?$/);
    if (!node) continue;
    parts.length = depth;
    parts.push(node[1]!);
    for (const method of node[2]?.split(', ') ?? []) {
      routes.push({ method, url: parts.join('') });
    }
  }
  return routes;
}

/** /api/words/:id as the document names it: /api/words/{id}. */
const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

let ctx: TestContext;
let document: OpenApiDocument;
let ajv: Ajv2020;
const validators = new Map<string, ValidateFunction>();
const mediaDir = mkdtempSync(path.join(tmpdir(), 'bolajon-openapi-'));

beforeAll(async () => {
  ctx = await createTestApp({ MEDIA_DIR: mediaDir });
  await importCourse(ctx, mediaDir);
  const response = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
  ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  // The responses' $refs (#/components/schemas/X) point into the document itself.
  ajv.addSchema({ $id: 'openapi.json', components: document.components });
});
afterAll(async () => {
  await ctx.close();
  removePacks();
});

/** The documented operation for a request: its path template and method. */
function operation(method: string, route: string): Operation {
  const op = document.paths[documentPath(route)]?.[method.toLowerCase()];
  if (!op) throw new Error(`${method} ${route} is not in the document`);
  return op;
}

/**
 * Asserts that a real answer is documented: its status is among the operation's responses and
 * its body (JSON, or none) fits that response's schema.
 */
function expectDocumented(method: string, route: string, response: LightMyRequestResponse) {
  const op = operation(method, route);
  const where = `${method} ${route} → ${response.statusCode}`;
  const documented = op.responses[String(response.statusCode)];
  expect(documented, `${where} is not a documented status`).toBeDefined();
  const schema = documented!.content?.['application/json']?.schema;
  if (!schema) {
    expect(response.body, `${where} has a body the document does not describe`).toBe('');
    return;
  }
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const key = `${method} ${route} ${response.statusCode}`;
  let validate = validators.get(key);
  if (!validate) {
    const pointed = JSON.parse(
      JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'),
    ) as object;
    validate = ajv.compile(pointed);
    validators.set(key, validate);
  }
  const body: unknown = response.json();
  const valid = validate(body);
  expect(valid, `${where}: ${ajv.errorsText(validate.errors)}\n${response.body}`).toBe(true);
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Sends a request to `route` (a path template with its values) and checks the answer. */
async function play(
  method: Method,
  route: string,
  options: {
    params?: Record<string, string | number>;
    token?: string;
    payload?: InjectOptions['payload'];
    headers?: Record<string, string>;
    query?: string;
    remoteAddress?: string;
  } = {},
) {
  const url =
    route.replace(/:(\w+)/g, (_match, name: string) => String(options.params?.[name])) +
    (options.query ? `?${options.query}` : '');
  const response = await ctx.app.inject({
    method,
    url,
    headers: { ...(options.token ? bearer(options.token) : {}), ...options.headers },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  expectDocumented(method, route, response);
  return response;
}

describe('GET /api/openapi.json', () => {
  it('is OpenAPI 3.1 named from the package, with the two bearer schemes', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Bolajon API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.components.securitySchemes).toMatchObject({
      bearerAuth: { type: 'http', scheme: 'bearer' },
      serverToken: { type: 'http', scheme: 'bearer' },
    });
  });

  it('has every /api route the app registers, each with a summary, tags, security and its errors', () => {
    const routes = registeredRoutes(ctx.app.printRoutes())
      .filter(({ method, url }) => method !== 'HEAD' && url.startsWith('/api/'))
      .filter(({ url }) => url !== '/api/openapi.json' && !url.startsWith('/api/docs'));
    // The tree was read: the app's routes are there, not an empty list that passes.
    expect(routes.length).toBeGreaterThan(50);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/user-questions' });

    const problems: string[] = [];
    for (const { method, url } of routes) {
      const op = document.paths[documentPath(url)]?.[method.toLowerCase()];
      const name = `${method} ${url}`;
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!op.summary?.trim()) problems.push(`${name}: no summary`);
      if (!op.tags?.length) problems.push(`${name}: no tags`);
      if (!Array.isArray(op.security)) problems.push(`${name}: no security`);
      const statuses = Object.keys(op.responses).map(Number);
      if (!statuses.some((status) => status >= 200 && status < 400)) {
        problems.push(`${name}: no success response`);
      }
      if (!statuses.some((status) => status >= 400)) problems.push(`${name}: no error response`);
      // A signed-in call can be refused its token; a call that takes input can be sent bad input.
      const needsToken = op.security?.length && op.security.every((s) => Object.keys(s).length);
      if (needsToken && !statuses.includes(401)) problems.push(`${name}: no 401`);
      if ((op.parameters?.length || op.requestBody) && !statuses.includes(400)) {
        problems.push(`${name}: takes input but documents no 400`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows nothing outside /api, nor its own routes', () => {
    const paths = Object.keys(document.paths);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((p) => p === '/api/openapi.json' || p.startsWith('/api/docs'))).toEqual([]);
  });

  it('describes the uploads by the content types of their raw bodies', () => {
    const recordings = operation('POST', '/api/studio/recordings').requestBody?.content ?? {};
    expect(Object.keys(recordings)).toEqual(expect.arrayContaining(['audio/webm', 'audio/ogg']));
    const pictures = operation('POST', '/api/studio/pictures').requestBody?.content ?? {};
    expect(Object.keys(pictures)).toEqual(expect.arrayContaining(['image/png', 'image/svg+xml']));
    expect(pictures['image/png']).toMatchObject({ schema: { type: 'string', format: 'binary' } });
  });
});

describe('real answers fit the documented schemas', () => {
  it('a family signs up, plays a lesson, uses the dictionary, the family and settings calls', async () => {
    const phone = uniquePhone();
    await play('POST', '/api/user-auth/register', {
      payload: { phone, name: 'Malika' },
      remoteAddress: nextAddress(),
    });
    const verified = await play('POST', '/api/user-auth/verify-code', {
      payload: { phone, code: ctx.sms.lastCode(phone) },
    });
    const login = loginResponseSchema.parse(verified.json());
    const token = login.accessToken;
    const refreshed = await play('POST', '/api/user-auth/refresh-token', {
      payload: { refreshToken: login.refreshToken },
    });
    const session = loginResponseSchema.pick({ accessToken: true, refreshToken: true });
    const { refreshToken } = session.parse(refreshed.json());

    await play('GET', '/api/users/me', { token });
    await play('PUT', '/api/users/me', { token, payload: { age: 7 } });
    await play('POST', '/api/user-onboarding', {
      token,
      payload: {
        age: 6,
        whyLearning: 'freeCommunication, learnNewWords',
        degree: 'understandsLittle',
        skills: ['speak', 'listen'],
        time: '10Minutes',
      },
    });

    // The map, a lesson, a game's questions and an answer.
    await play('GET', '/api/settings/default');
    await play('GET', '/api/lessons', { token });
    await play('GET', '/api/home', { token });
    const map = myProgressResponseSchema.parse(
      (await play('GET', '/api/home/my-progress', { token })).json(),
    );
    const lesson = map.lessons[0]!;
    const gameId = lesson.games[0]!.id;
    const read = await play('GET', '/api/lessons/:id/with-dictionaries', {
      token,
      params: { id: lesson.id },
    });
    await play('GET', '/api/lessons/:id/with-dictionaries', {
      token,
      params: { id: lesson.id },
      headers: { 'if-none-match': String(read.headers.etag) },
    });
    await play('POST', '/api/lessons/:id/intro-seen', { token, params: { id: lesson.id } });
    await play('GET', '/api/games/:id', { token, params: { id: gameId } });
    const questions = questionsResponseSchema.parse(
      (await play('GET', '/api/questions/by-game/:gameId', { token, params: { gameId } })).json(),
    );
    await play('GET', '/api/admin/questions/by-game/:gameId', { token, params: { gameId } });
    const question = questions[0]!;
    const key = '0f8fad5b-d9cb-469f-a165-70867728950e';
    await play('POST', '/api/user-questions', {
      token,
      payload: { questionId: question.id, answer: rightAnswer(question) },
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    // The same key with another answer: 422.
    const reused = await play('POST', '/api/user-questions', {
      token,
      payload: { questionId: question.id, answer: 'something else' },
      headers: { [IDEMPOTENCY_KEY_HEADER]: key },
    });
    expect(reused.json()).toMatchObject({ code: errorCodes.idempotencyKeyReused });
    await play('GET', '/api/user-questions/my-game-results/:gameId', { token, params: { gameId } });
    await play('GET', '/api/user-achievements/my-achievements', { token });
    await play('GET', '/api/admin/achievements', { token });
    await play('POST', '/api/user-days/track', { token });
    await play('GET', '/api/user-days/my-days', { token });

    // The dictionary.
    const card = await play('GET', '/api/user-dictionary/random/advanced', { token });
    const wordId = (card.json() as { id?: number } | null)?.id;
    expect(wordId).toBeTypeOf('number');
    await play('POST', '/api/user-dictionary/mark-learned/:id', { token, params: { id: wordId! } });
    await play('GET', '/api/user-dictionary/my-learned', { token });
    await play('POST', '/api/user-dictionary/mark-unlearned/:id', {
      token,
      params: { id: wordId! },
    });
    await play('GET', '/api/user-dictionary/my-unlearned', { token });

    // The family: the gate, a child added, the parent's view, the export, the PIN, a switch.
    await play('GET', '/api/family', { token });
    const gate = gateQuestionSchema.parse(
      (await play('GET', '/api/family/gate', { token })).json(),
    );
    if (gate.kind !== 'product') throw new Error('expected the gate’s question');
    const wrong = await play('POST', '/api/family/gate', {
      token,
      payload: { challenge: gate.challenge, answer: String(gate.left * gate.right + 1) },
    });
    // The extra field of this error survives its documented (serializing) schema.
    expect(wrong.json()).toMatchObject({ code: errorCodes.gateWrong, attemptsLeft: 2 });
    const passed = await play('POST', '/api/family/gate', {
      token,
      payload: { challenge: gate.challenge, answer: String(gate.left * gate.right) },
    });
    const pass = { [GROWN_UP_HEADER]: gatePassSchema.parse(passed.json()).grownUpToken };
    const child = await play('POST', '/api/family/children', {
      token,
      headers: pass,
      payload: { name: 'Timur', avatar: 'boy' },
    });
    const childId = (child.json() as { id: number }).id;
    await play('PUT', '/api/family/children/:id', {
      token,
      headers: pass,
      params: { id: childId },
      payload: { age: 5 },
    });
    await play('GET', '/api/family/overview', { token, headers: pass });
    await play('GET', '/api/family/export', { token, headers: pass });
    await play('PUT', '/api/family/pin', { token, headers: pass, payload: { pin: '2580' } });
    await play('GET', '/api/family/overview', { token }); // 403 without the pass
    await play('POST', '/api/family/active-child', { token, payload: { childId } });
    await play('DELETE', '/api/family/children/:id', {
      token,
      headers: pass,
      params: { id: childId },
    });

    await play('POST', '/api/user-auth/logout', { token, payload: { refreshToken } });
  });

  it('an editor reads the studio and an admin the support console; others are refused', async () => {
    const editor = await signedIn('Teacher');
    await ctx.database.db.update(users).set({ editor: true }).where(eq(users.id, editor.familyId));
    const token = editor.accessToken;
    await play('GET', '/api/studio/courses', { token });
    await play('GET', '/api/studio/game-templates', { token });
    await play('GET', '/api/studio/drafts', { token });
    await play('GET', '/api/studio/publishes', { token });
    const lessonId = (await ctx.database.db.query.lessons.findFirst())!.id;
    await play('GET', '/api/studio/lessons/:id/impact', { token, params: { id: lessonId } });
    const draft = await play('GET', '/api/studio/lessons/:id/draft', {
      token,
      params: { id: lessonId },
    });
    // A lesson the importer refuses: the 400 keeps its issues through the documented schema.
    const refused = await play('PUT', '/api/studio/lessons/:id/draft', {
      token,
      params: { id: lessonId },
      payload: { lesson: { ...(draft.json() as { lesson: object }).lesson, games: 'none' } },
    });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { issues?: unknown[] }).issues?.length).toBeGreaterThan(0);
    await play('GET', '/api/studio/lessons/:id/draft/loss', { token, params: { id: lessonId } });
    await play('GET', '/api/studio/drafts/:draftId', { token, params: { draftId: 999999 } });
    await play('GET', '/api/studio/pictures/twemoji', { token, query: 'q=кошка' });
    // An upload: the picture's bytes as the body, not JSON.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    for (const [body, status] of [
      [svg, 201],
      ['not a picture', 400],
    ] as const) {
      const upload = await play('POST', '/api/studio/pictures', {
        token,
        query: 'name=dot.svg',
        payload: Buffer.from(body),
        headers: { 'content-type': 'image/svg+xml' },
      });
      expect(upload.statusCode).toBe(status);
    }

    const admin = await signedIn('Support');
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.familyId));
    const adminToken = admin.accessToken;
    await play('GET', '/api/admin/families', { token: adminToken, query: 'phone=998' });
    await play('GET', '/api/admin/families/:id', {
      token: adminToken,
      params: { id: editor.familyId },
    });
    await play('GET', '/api/admin/families/:id', { token: adminToken, params: { id: 999999 } });

    // A learner is refused both.
    const learner = await signedIn('Learner');
    await play('GET', '/api/studio/courses', { token: learner.accessToken });
    await play('GET', '/api/admin/families', { token: learner.accessToken, query: 'phone=998' });
  });

  it('error answers: bad input, no token, unknown id, a locked course, too many, too large', async () => {
    await play('POST', '/api/user-auth/register', {
      payload: { phone: 'not a phone', name: '' },
      remoteAddress: nextAddress(),
    });
    const unknown = await play('POST', '/api/user-auth/login', {
      payload: { phone: '+998901112233' },
      remoteAddress: nextAddress(),
    });
    expect(unknown.json()).toMatchObject({ code: errorCodes.phoneNotRegistered });
    await play('GET', '/api/users/me');
    await play('GET', '/api/home/my-progress', { token: 'not.a.token' });
    const { accessToken: token } = await signedIn('Errors');
    await play('GET', '/api/lessons/:id/with-dictionaries', { token, params: { id: 999999 } });
    await play('GET', '/api/games/:id', { token, params: { id: 'abc' } });
    const lessons = await ctx.database.db.query.lessons.findMany({
      orderBy: (l, { asc }) => asc(l.id),
    });
    // The fixture's second lesson is of a course the family has not opened.
    const locked = await play('GET', '/api/lessons/:id/with-dictionaries', {
      token,
      params: { id: lessons[1]!.id },
    });
    expect(locked.json()).toMatchObject({ code: errorCodes.courseLocked });
    await play('POST', '/api/user-questions', {
      token,
      payload: { questionId: 2_000_000_000, answer: 'x' },
    });
    await play('PUT', '/api/users/me', {
      token,
      payload: JSON.stringify({ name: 'x'.repeat(200 * 1024) }),
      headers: { 'content-type': 'application/json' },
    }); // 413
    await play('PUT', '/api/users/me', {
      token,
      payload: 'name=Malika',
      headers: { 'content-type': 'text/plain' },
    }); // 415

    // The gate locks after three wrong answers: 429 with when to try again.
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 3; i += 1) {
      const gate = gateQuestionSchema.parse(
        (await play('GET', '/api/family/gate', { token })).json(),
      );
      if (gate.kind !== 'product') throw new Error('expected the gate’s question');
      last = await play('POST', '/api/family/gate', {
        token,
        payload: { challenge: gate.challenge, answer: '0' },
      });
    }
    expect(last!.statusCode).toBe(429);
    expect(last!.json()).toMatchObject({ code: errorCodes.gateLocked, retryAfterSeconds: 60 });
    await play('GET', '/api/family/gate', { token }); // still 429

    // No speech engine in the tests: 503 TTS_UNAVAILABLE, as documented.
    await play('POST', '/api/audio', { payload: { speechText: 'Привет' } });
  });
});

describe('the other modules’ routes, by the same rule', () => {
  it('health, readiness and the backup route answer as documented', async () => {
    await play('GET', '/api/health');
    await play('GET', '/api/ready');
    await play('POST', '/api/backup'); // no server token
  });
});

/** A new client address each call: sign-ups here stay under the per-address limits. */
let addressCount = 0;
const nextAddress = () => {
  addressCount += 1;
  return `10.77.${Math.floor(addressCount / 250)}.${addressCount % 250}`;
};

/** Signs up a new family through the API (the answers are checked by the first test). */
async function signedIn(name: string) {
  const phone = uniquePhone();
  const register = await ctx.app.inject({
    method: 'POST',
    url: '/api/user-auth/register',
    payload: { phone, name },
    remoteAddress: nextAddress(),
  });
  expect(register.statusCode).toBe(200);
  const verify = await ctx.app.inject({
    method: 'POST',
    url: '/api/user-auth/verify-code',
    payload: { phone, code: ctx.sms.lastCode(phone) },
  });
  const login = loginResponseSchema.parse(verify.json());
  return { ...login, familyId: login.user.familyId };
}

describe('/api/docs, the reference page', () => {
  it('renders with scripts of its own origin only, under the app’s CSP', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      // No inline script, and every file from this server (a relative or /-path, no host).
      expect(inline!.trim()).toBe('');
      const src = attributes!.match(/src="([^"]+)"/)?.[1];
      expect(src).toMatch(/^\/api\/docs\//);
      const file = await ctx.app.inject({ url: src! });
      expect(file.statusCode, src).toBe(200);
      expect(file.headers['content-type']).toMatch(/javascript/);
    }
    expect(page.body).not.toMatch(/https?:\/\//);
    // No top bar: its Swagger logo is an SVG with an inline <style> that the CSP refuses (seen in
    // Chromium); the base layout has none.
    const initializer = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('"layout":"BaseLayout"');
    // The page's own copy of the document is the same document.
    const json = await ctx.app.inject({ url: '/api/docs/json' });
    expect(json.json()).toEqual(document);
  });
});

describe('with API_DOCS off', () => {
  it('answers 404 for the document and the page, like any unknown path', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ database, env: testEnv({ API_DOCS: 'false' }) });
    try {
      await app.ready();
      for (const url of ['/api/openapi.json', '/api/docs', '/api/docs/json']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toMatchObject({ code: errorCodes.notFound });
      }
    } finally {
      await app.close();
      await database.close();
    }
  });
});
