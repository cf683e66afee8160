import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * The text the placeholder screen showed before every screen was built (its component is gone);
 * journeys check it never comes back.
 */
export const PLACEHOLDER_TEXT = 'Скоро здесь будет много интересного!';

/** The api allows one code a minute per phone; a little margin on top. */
export const CODE_INTERVAL_MS = 62_000;

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const { messages } = await api('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
      const newest = messages[0];
      if (newest && Date.parse(newest.sentAt) > after) return newest.code;
      await sleep(200);
    }
    throw new Error(`no SMS code arrived for ${phone}`);
  }

  /** A verified user made through the api; returns when its code went out. */
  async function registerThroughApi(phone, name) {
    await api('POST', '/user-auth/register', { phone, name });
    const sentAt = Date.now();
    const code = await codeFor(phone);
    await api('POST', '/user-auth/verify-code', { phone, code });
    return sentAt;
  }

  /** A phone as a 390x844 phone screen, with page errors and CSP violations collected. */
  async function newMobilePage() {
    const context = await browser.newContext({
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
    page.setDefaultTimeout(15_000);
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

  return { baseUrl, api, codeFor, registerThroughApi, newMobilePage, screenshot };
}

/** Waits until the URL's path is `pathname`. */
export async function waitForPath(page, pathname) {
  await page.waitForURL((url) => url.pathname === pathname);
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
 * Signs out as a parent does: the profile's settings, "Выйти", then the exit button held until it
 * fills (a tap does nothing: the confirmation a small child does not pass by tapping at random).
 */
export async function signOut(page, locale = 'ru') {
  const t = texts[locale];
  await page.getByRole('link', { name: t.nav.profile }).click();
  await page.getByRole('button', { name: t.settings.title }).click();
  await page.getByRole('button', { name: t.profile.logout, exact: true }).click();
  const hold = page.getByRole('dialog').getByRole('button', { name: t.settings.logout.hold });
  await hold.hover();
  await page.mouse.down();
  await page.waitForURL((url) => url.pathname === '/login', { timeout: 5_000 });
  await page.mouse.up();
}

/**
 * From the end of play to the outro, whichever way the game goes (ADR 0008): the final video
 * (speaking games) with its achievement card, or the card then the video, or the outro at once.
 */
export async function followToOutro(page, id) {
  const ru = texts.ru;
  const stages = [`/game-stage-4/${id}`, `/get-achievement/${id}`, `/game-outro/${id}`];
  for (let step = 0; step < 6; step += 1) {
    await page.waitForURL((url) => stages.includes(url.pathname));
    const path = new URL(page.url()).pathname;
    if (path === stages[2]) return;
    if (path === stages[1]) {
      await page.getByRole('button', { name: ru.achievement.open }).click();
      await page.getByRole('button', { name: ru.achievement.continue }).click();
    } else {
      await page
        .getByRole('button', { name: ru.finalVideo.finish })
        .or(page.getByRole('button', { name: ru.finalVideo.viewAchievements }))
        .click();
    }
    await page.waitForURL((url) => url.pathname !== path);
  }
  throw new Error(`game ${id} did not reach its outro`);
}
