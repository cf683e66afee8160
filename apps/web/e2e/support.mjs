import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { correctAnswer, gameTypeFacts } from '@bolajon/contract';

const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'locales',
);

const readLocale = (...parts) => JSON.parse(readFileSync(path.join(localesDir, ...parts), 'utf8'));

/**
 * The app's own texts, so the journeys read what the user reads: the first load's, the screens'
 * and the games' namespaces in one (top-level keys never repeat across them).
 */
const textsOf = (locale) => {
  const merged = {};
  for (const parts of [
    [`${locale}.json`],
    ['screens', `${locale}.json`],
    ['games', `${locale}.json`],
  ]) {
    for (const [key, value] of Object.entries(readLocale(...parts))) {
      merged[key] = merged[key] && typeof value === 'object' ? { ...merged[key], ...value } : value;
    }
  }
  return merged;
};
export const texts = { ru: textsOf('ru'), uz: textsOf('uz') };
/** The course studio's texts: a namespace of their own, loaded only for editors (issue 23). */
export const studioTexts = {
  ru: readLocale('studio', 'ru.json'),
  uz: readLocale('studio', 'uz.json'),
};

/** The app's i18next interpolation, enough for its own texts: `{{name}}` from `values`. */
export const fill = (text, values) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key) => String(values[key] ?? ''));

/** A role query's options for exactly this accessible name. */
export const exact = (name) => ({ name, exact: true });

export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A game's button on the map, "ИГРА n" (in the language of `t`). */
export const gameLabel = (n, t = texts.ru) => fill(t.home.gameLabel, { n });

/** "Вопрос n из total", the game screen's counter. */
export const questionCounter = (page, n, total, t = texts.ru) =>
  page.getByText(fill(t.game.questionCounter, { n, total }), { exact: true });

/**
 * The URL of every stage of a game, as the app's path table writes them (src/lib/paths.ts,
 * gameIntro … gameOutro): the play screen is the type's (1.3 and 1.4 play on 1.0's, 2.1 on
 * 2.0's).
 */
export const stagePath = {
  intro: (id) => `/game-stage-1/${id}`,
  play: (type, id) => `/game-type-${gameTypeFacts(type).slug}/${id}`,
  achievement: (id) => `/get-achievement/${id}`,
  finalVideo: (id) => `/game-stage-4/${id}`,
  outro: (id) => `/game-outro/${id}`,
};

/**
 * The text the placeholder screen showed before every screen was built (its component is gone);
 * journeys check it never comes back.
 */
export const PLACEHOLDER_TEXT = 'Скоро здесь будет много интересного!';

/** The api allows one code a minute per phone; a little margin on top. */
export const CODE_INTERVAL_MS = 62_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * How long a journey waits for a state of the page before it fails: a bound for a machine whose
 * cores are busy with other work, never how long anything is expected to take (ADR 0034).
 */
export const BOUND_MS = 60_000;

/** A fresh Uzbek mobile number, so journeys and runs never share a phone. */
export function randomPhone() {
  return `+99890${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

/** The nine digits typed after the prefilled +998. */
export function nationalDigits(phone) {
  return phone.replace(/^\+998/, '');
}

/** "+998 90 123 45 67", as the app shows a phone. */
export function displayPhone(phone) {
  const d = nationalDigits(phone);
  return `+998 ${d.slice(0, 2)} ${d.slice(2, 5)} ${d.slice(5, 7)} ${d.slice(7, 9)}`;
}

let homes = 0;
/**
 * A new family's home address (10.x.y.z): sent as x-forwarded-for, which the e2e server trusts
 * one hop of (TRUST_PROXY=1), so per-address limits count each family apart.
 */
export function newHomeAddress() {
  homes += 1;
  return `10.${(homes >> 16) & 255}.${(homes >> 8) & 255}.${homes & 255}`;
}

export async function createContext({ browser, baseUrl, screenshotDir }) {
  async function api(method, pathname, body) {
    const response = await fetch(`${baseUrl}/api${pathname}`, {
      method,
      headers: {
        'x-forwarded-for': newHomeAddress(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  }

  /** The newest code the dev outbox holds for `phone`, once one newer than `after` arrives. */
  async function codeFor(phone, { after = 0 } = {}) {
    // A bound, not an expectation: the code is in the outbox when the api answers.
    const deadline = Date.now() + BOUND_MS;
    while (Date.now() < deadline) {
      const { messages } = await api('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const newest = messages[0];
      if (newest && Date.parse(newest.sentAt) > after) return newest.code;
      await sleep(200);
    }
    throw new Error(`no SMS code arrived for ${phone}`);
  }

  /**
   * A family signed up through the api on a fresh phone (or `phone`): its session (tokens and
   * user, for signInWith), its phone, and when its code went out.
   */
  async function newFamily(name, phone = randomPhone()) {
    await api('POST', '/user-auth/register', { phone, name });
    const codeSentAt = Date.now();
    const session = await api('POST', '/user-auth/verify-code', {
      phone,
      code: await codeFor(phone),
    });
    return { ...session, phone, codeSentAt };
  }

  /** A new family signs up on the screens (a fresh phone, its code typed): on /onboarding. */
  async function signUpOnScreen(page, url, name) {
    const phone = randomPhone();
    await registerOnScreen(page, url, { name, phone });
    await typeCode(page, 'ru', await codeFor(phone));
    await waitForPath(page, '/onboarding');
    return phone;
  }

  /**
   * Signs in on /login with the phone's next code. The api sends one code a minute per phone: it
   * waits for that minute from `lastCodeAt` (taken after the server sent the last one), which
   * a slow machine only lengthens.
   */
  async function signInOnScreen(page, phone, lastCodeAt) {
    await sleep(Math.max(0, lastCodeAt + CODE_INTERVAL_MS - Date.now()));
    const askedAt = Date.now();
    await typePhone(page, texts.ru.auth.fields.phone, phone);
    await page.getByRole('button', { name: texts.ru.auth.login.submit }).click();
    await waitForPath(page, '/verify-code');
    await typeCode(page, 'ru', await codeFor(phone, { after: askedAt - 5_000 }));
  }

  /**
   * A phone as a 390x844 phone screen, with page errors and CSP violations collected. The service
   * worker (ADR 0053) is blocked unless a journey asks for it (`{ serviceWorkers: 'allow' }`): the
   * other journeys see the network as the page does, and their request checks stay exact.
   */
  async function newMobilePage({ serviceWorkers = 'block' } = {}) {
    const context = await browser.newContext({
      serviceWorkers,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'ru-RU',
      extraHTTPHeaders: { 'x-forwarded-for': newHomeAddress() },
    });
    // Chromium prints no console message for a blocked eval that the page caught (zod's probe,
    // ADR 0027), but fires the event Firefox also prints in red: say it where the check listens.
    await context.addInitScript(() => {
      globalThis.document.addEventListener('securitypolicyviolation', (event) => {
        console.error(
          `Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
        );
      });
    });
    const page = await context.newPage();
    // Every wait of a journey is for a state of the page; this only bounds it.
    page.setDefaultTimeout(BOUND_MS);
    const problems = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (
        message.type() === 'error' &&
        /Content Security Policy|Refused to/i.test(message.text())
      ) {
        problems.push(`CSP: ${message.text()}`);
      }
    });
    return {
      page,
      url: (pathname) => `${baseUrl}${pathname}`,
      /** Fails the journey on uncaught errors or CSP violations seen so far. */
      assertHealthy() {
        assert.deepEqual(problems, [], 'the page reported errors');
      },
      close: () => context.close(),
    };
  }

  async function screenshot(page, name) {
    await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: false });
  }

  return {
    baseUrl,
    api,
    codeFor,
    newFamily,
    signUpOnScreen,
    signInOnScreen,
    newMobilePage,
    screenshot,
  };
}

/** Waits until the URL's path is `pathname`. */
export async function waitForPath(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname);
}

/**
 * A new family signs up on the screens: its first child's name, boy or girl, and the phone on
 * /register, then /verify-code.
 */
export async function registerOnScreen(page, url, { name, phone, avatar = 'girl' }) {
  await page.goto(url('/register'));
  await page.getByLabel(texts.ru.auth.fields.name).fill(name);
  await page.getByRole('radio', { name: texts.ru.auth.fields[avatar] }).check();
  await typePhone(page, texts.ru.auth.fields.phone, phone);
  await page.getByRole('button', { name: texts.ru.auth.register.submit }).click();
  await waitForPath(page, '/verify-code');
}

/** Types the phone's national digits after the prefilled +998. */
export async function typePhone(page, label, phone) {
  const input = page.getByLabel(label);
  await input.click();
  await input.press('End');
  await input.pressSequentially(nationalDigits(phone));
  assert.equal(await input.inputValue(), displayPhone(phone));
}

/** Types a code into the four boxes: the first box takes it and focus moves on by itself. */
export async function typeCode(page, locale, code) {
  const first = page.getByLabel(digitLabel(locale, 1));
  await first.click();
  await page.keyboard.type(code, { delay: 40 });
}

export function digitLabel(locale, index) {
  return texts[locale].auth.verify.digitLabel
    .replace('{{index}}', String(index))
    .replace('{{count}}', '4');
}

export async function codeBoxValues(page, locale) {
  const values = [];
  for (let index = 1; index <= 4; index += 1) {
    values.push(await page.getByLabel(digitLabel(locale, index)).inputValue());
  }
  return values;
}

export async function focusedLabel(page) {
  return page.evaluate(() => globalThis.document.activeElement?.getAttribute('aria-label') ?? null);
}

/** The api as the signed-in user of the page (the token the app keeps fresh). */
export function apiAs(page) {
  return (method, pathname, body) =>
    page.evaluate(
      async ({ method, path, body }) => {
        const token = globalThis.localStorage.getItem('accessToken');
        const response = await fetch(`/api${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, body: await response.json() };
      },
      { method, path: pathname, body },
    );
}

/** Signs the page in with a session the api gave (its tokens and user), as the app stores them. */
export async function signInWith(page, at, { accessToken, refreshToken, user }) {
  await page.goto(at('/login'));
  await page.evaluate(
    (session) => {
      globalThis.localStorage.setItem('accessToken', session.accessToken);
      globalThis.localStorage.setItem('refreshToken', session.refreshToken);
      globalThis.localStorage.setItem('user', JSON.stringify(session.user));
    },
    { accessToken, refreshToken, user },
  );
}

/** The round's counts as the server stores them: a question is right when its first try was. */
export function storedCounts(results) {
  const first = new Map();
  for (const attempt of results) {
    if (!first.has(attempt.question.id)) first.set(attempt.question.id, attempt.isCorrect);
  }
  return { correct: [...first.values()].filter(Boolean).length, total: first.size };
}

/** Resolves once the page's <video> is really playing (its clock has moved). */
export async function videoPlays(page) {
  await page.waitForFunction(() => {
    const video = globalThis.document.querySelector('video');
    return video !== null && video.currentTime > 0 && !video.paused;
  });
}

/**
 * The gate's factors in words, as the app writes them (a copy of
 * src/features/family/lib/number-words.ts): a journey reads the question as a grown-up does.
 */
const gateNumberWords = {
  ru: { 3: 'три', 4: 'четыре', 5: 'пять', 6: 'шесть', 7: 'семь', 8: 'восемь', 9: 'девять' },
  uz: { 3: 'uch', 4: 'toʻrt', 5: 'besh', 6: 'olti', 7: 'yetti', 8: 'sakkiz', 9: 'toʻqqiz' },
};

/** The grown-up gate, in the page's place (a gated route) or over it (a dialog). */
export function grownUpGate(page, locale = 'ru') {
  return page.getByRole('region', exact(texts[locale].family.gate.title));
}

/**
 * The gate's question once it shows ("Напишите цифрами: семь умножить на три"): its locator and
 * the two numbers, read from the words on the screen. `timeout` only for a wait known to be
 * longer than the bound (the gate's locked minute).
 */
export async function readGateQuestion(page, locale = 'ru', { timeout = BOUND_MS } = {}) {
  const template = texts[locale].family.gate.question;
  const [before, between, after] = template.split(/\{\{(?:left|right)\}\}/);
  const pattern = new RegExp(
    `^${escapeRegExp(before)}(.+)${escapeRegExp(between)}(.+)${escapeRegExp(after)}$`,
  );
  const question = grownUpGate(page, locale).getByText(pattern);
  await question.waitFor({ timeout });
  const text = (await question.textContent()).trim();
  const number = (word) => {
    const found = Object.entries(gateNumberWords[locale]).find(([, each]) => each === word);
    assert.ok(found, `the gate's question "${text}" has a number the journey cannot read`);
    return Number(found[0]);
  };
  const [, left, right] = text.match(pattern);
  return { question, left: number(left), right: number(right) };
}

/**
 * Passes the grown-up gate as a grown-up does: reads the question, types the product, and waits
 * for the gate to go (the gated screen or the gated tap follows).
 */
export async function passGate(page, locale = 'ru') {
  const t = texts[locale].family.gate;
  const gate = grownUpGate(page, locale);
  const { left, right } = await readGateQuestion(page, locale);
  await gate.getByLabel(t.answer, { exact: true }).fill(String(left * right));
  await gate.getByRole('button', exact(t.submit)).click();
  await gate.waitFor({ state: 'detached' });
}

/**
 * Signs out as a parent does: the profile's settings (through the grown-up gate unless a pass got
 * on this page still holds), "Выйти", then the exit button held until it fills (a tap does
 * nothing: the confirmation a small child does not pass by tapping at random).
 */
export async function signOut(page, locale = 'ru') {
  const t = texts[locale];
  await page.getByRole('link', { name: t.nav.profile }).click();
  await page.getByRole('button', { name: t.settings.title }).click();
  const logout = page.getByRole('button', { name: t.profile.logout, exact: true });
  await grownUpGate(page, locale).or(logout).waitFor();
  if (await grownUpGate(page, locale).isVisible()) await passGate(page, locale);
  await logout.click();
  const hold = page.getByRole('dialog').getByRole('button', { name: t.settings.logout.hold });
  await hold.hover();
  await page.mouse.down();
  await waitForPath(page, '/login');
  await page.mouse.up();
}

/** Waits for the screen to be still (its finite animations done), so a screenshot shows it. */
export async function still(page) {
  await page.evaluate(() =>
    Promise.all(
      globalThis.document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

/** Resolves once the page has drawn a frame after this moment (its layout and paint are done). */
export async function nextFrame(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(resolve)),
      ),
  );
}

/** Nothing may stick out sideways on a 390 px phone. */
export async function assertNoSideScroll(page, where) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: globalThis.document.documentElement.scrollWidth,
    innerWidth: globalThis.innerWidth,
  }));
  if (scrollWidth > innerWidth) {
    throw new Error(`${where}: the page is ${scrollWidth} px wide on a ${innerWidth} px screen`);
  }
}

/** The text of what describes an element (aria-describedby), as assistive technology reads it. */
export function describedBy(locator) {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

/**
 * Stops the page's clock (Playwright's, installed for the whole browser context): from here the
 * page's timers, animation frames and Date move only when the journey runs the clock
 * (`page.clock.runFor`, or `runClockUntil`), however slow the machine. The clock is set an hour
 * back and paused at the real now, so the pause is never in the clock's past.
 */
export async function pauseClock(page) {
  const now = Date.now();
  await page.clock.install({ time: now - 3_600_000 });
  await page.clock.pauseAt(now);
}

/**
 * With the clock paused, runs it `step` ms at a time until `ready()` (a locator: until it is
 * visible) holds: the page's timers move only as far as it needed, so a timer set on the way has
 * run at most one step of its time.
 */
export async function runClockUntil(page, ready, { step = 50 } = {}) {
  const holds = typeof ready === 'function' ? ready : () => ready.isVisible();
  const deadline = Date.now() + BOUND_MS;
  while (!(await holds())) {
    if (Date.now() > deadline) throw new Error(`the page did not get there: ${ready}`);
    await page.clock.runFor(step);
  }
}

/** From a game's intro (the page on it) to its first question: the video plays, then Start. */
export async function startGame(page, game, total) {
  const ru = texts.ru;
  await page.getByRole('button', { name: ru.intro.play }).click();
  await videoPlays(page);
  await page.getByRole('button', { name: ru.intro.start }).click();
  await waitForPath(page, stagePath.play(game.type, game.id));
  await questionCounter(page, 1, total).waitFor();
  assert.equal(
    await page.getByText(PLACEHOLDER_TEXT).count(),
    0,
    `${game.type} opens its real screen`,
  );
}

/**
 * From the end of play to the outro, the way the game's type ends (ADR 0008): a speaking game on
 * its final video, whose achievement card (when it has one) leads back to the video; any other
 * game on its achievement card, then the video, when it has one, else on the outro at once.
 */
export async function finishGame(page, game) {
  const ru = texts.ru;
  const { id } = game;
  const award = game.achievements.length > 0;
  const openAward = async () => {
    await waitForPath(page, stagePath.achievement(id));
    await page.getByRole('button', { name: ru.achievement.open }).click();
    await page.getByRole('button', { name: ru.achievement.continue }).click();
    await waitForPath(page, stagePath.finalVideo(id));
  };
  if (gameTypeFacts(game.type).end === 'final-video') {
    await waitForPath(page, stagePath.finalVideo(id));
    if (award) {
      await page.getByRole('button', { name: ru.finalVideo.viewAchievements }).click();
      await openAward();
    }
    await page.getByRole('button', { name: ru.finalVideo.finish }).click();
  } else if (award) {
    await openAward();
    await page.getByRole('button', { name: ru.finalVideo.finish }).click();
  }
  await waitForPath(page, stagePath.outro(id));
}

/**
 * The e2e player of a game type: games/<family>.mjs, the type's family in the contract's table
 * (1.3 and 1.4 play on 1.0's speech screen, 3.2 on 3.1's dialogue ordering). Each exports
 * `play({ page, game, questions, texts, screenshot, via, microphone })`, which plays every
 * question (one wrong answer and a repeat first) and returns `{ firstTryRight, total }`.
 */
export const playerOf = (type) => import(`./games/${gameTypeFacts(type).family}.mjs`);

/**
 * Plays `game` from its intro to the end of its last stage with its type's player: `open()`
 * brings the page to the intro (the map's button, or its URL); then every question, and the way
 * the game ends, up to its outro. Returns what the player played, `{ firstTryRight, total }`.
 * Screenshots are named `prefix` and the player's name; `via` and `microphone` go to speaking
 * players (see games/speaking.mjs).
 */
export async function playToEnd({ page, game, questions, open, screenshot, prefix, ...way }) {
  await open();
  await waitForPath(page, stagePath.intro(game.id));
  await startGame(page, game, questions.length);
  const player = await playerOf(game.type);
  const played = await player.play({
    page,
    game,
    questions,
    texts: texts.ru,
    screenshot: (p, name) => screenshot(p, `${prefix}${name}`),
    ...way,
  });
  await finishGame(page, game);
  const what = way.via ? `${game.type} (${way.via})` : game.type;
  assert.equal(played.total, questions.length, `${what}: every question was played`);
  return played;
}

/**
 * {@link playToEnd}, then the outro showing what the server stored, equal to what the player
 * played.
 */
export async function playToOutro({ api, ...options }) {
  const { game, via } = options;
  const played = await playToEnd(options);
  const what = via ? `${game.type} (${via})` : game.type;
  const stored = storedCounts(
    (await api('GET', `/user-questions/my-game-results/${game.id}`)).body,
  );
  assert.deepEqual(
    stored,
    { correct: played.firstTryRight, total: played.total },
    `${what}: the server stored what was played`,
  );
  await options.page.getByLabel(fill(texts.ru.outro.correctOfTotalLabel, stored)).waitFor();
  // The card has opened by itself.
  await options.page
    .getByRole('button', { name: texts.ru.outro.open })
    .waitFor({ state: 'detached' });
}

/**
 * Walks the course of the page's family game by game until each type of `wanted` was played once:
 * every game before (and every later game of a type already played) is completed through the
 * api, as a child who knows it would; `play({ game, questions })` plays the others on screen.
 * Returns the types played, in order.
 */
export async function playCourseTypes(api, wanted, play) {
  const home = await api('GET', '/home');
  assert.equal(home.status, 200);
  const gameIds = home.body.lessons.flatMap((lesson) => lesson.games.map((g) => g.id));
  const played = [];
  for (const id of gameIds) {
    if (played.length === wanted.length) break;
    const game = (await api('GET', `/games/${id}`)).body;
    const questions = (await api('GET', `/questions/by-game/${id}`)).body.sort(
      (a, b) => a.order - b.order || a.id - b.id,
    );
    if (wanted.includes(game.type) && !played.includes(game.type)) {
      played.push(game.type);
      await play({ game, questions });
      continue;
    }
    for (const question of questions) {
      const answer = await api('POST', '/user-questions', {
        questionId: question.id,
        answer: correctAnswer(game.type, question),
      });
      assert.equal(answer.status, 200, `game ${id} (${game.type}) takes its answers`);
    }
  }
  assert.deepEqual([...played].sort(), [...wanted].sort(), 'every wanted type was played');
  return played;
}
