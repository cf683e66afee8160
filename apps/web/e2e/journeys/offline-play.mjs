import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { correctAnswer } from '@bolajon/contract';
import { starsForResult } from '@bolajon/contract/progress-rules';
import { listenToSound } from '../sound.mjs';
import { webIndex } from '../server.mjs';
import {
  fill,
  gameLabel,
  newHomeAddress,
  passGate,
  playToEnd,
  signInWith,
  signOut,
  startGame,
  storedCounts,
  texts,
  waitForPath,
} from '../support.mjs';

const ru = texts.ru;

/** The signed-in child's own API, from node (not through the page, its worker or its network). */
function childApi(baseUrl, page) {
  return async (method, pathname, body) => {
    const token = await page.evaluate(() => globalThis.localStorage.getItem('accessToken'));
    const response = await fetch(`${baseUrl}/api${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-forwarded-for': newHomeAddress(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: response.status, body: await response.json() };
  };
}

/**
 * A new version of the app on the server: the service worker's script (and the precompressed
 * copies the server picks from) with one more line. Returns how to put the old one back.
 */
function publishNewWorker() {
  const file = path.join(path.dirname(webIndex), 'sw.js');
  const copies = [file, `${file}.br`, `${file}.gz`];
  const before = copies.map((copy) => {
    try {
      return readFileSync(copy);
    } catch {
      return null;
    }
  });
  const changed = Buffer.concat([before[0], Buffer.from(`\n// e2e update ${Date.now()}\n`)]);
  writeFileSync(file, changed);
  if (before[1]) writeFileSync(copies[1], brotliCompressSync(changed));
  if (before[2]) writeFileSync(copies[2], gzipSync(changed));
  return () => copies.forEach((copy, index) => before[index] && writeFileSync(copy, before[index]));
}

export const offlinePlay = {
  name: 'offline (issue 24): installable with its worker, lesson 1 kept by itself, game 2 played offline from the map to its outro with sound, every answer on the server once with the same stars when the network is back, and a new version mid-game does not reload it',
  async run({ baseUrl, newFamily, newMobilePage, screenshot }) {
    const session = await newFamily('Лола');
    const { page, url, assertHealthy, close } = await newMobilePage({ serviceWorkers: 'allow' });
    const context = page.context();
    try {
      const heard = await listenToSound(page, { beforeLoad: true });
      // Every answer the page gives, by its Idempotency-Key (a resend carries the same one).
      const answerKeys = new Set();
      page.on('request', (request) => {
        if (request.method() !== 'POST' || !request.url().endsWith('/api/user-questions')) return;
        answerKeys.add(request.headers()['idempotency-key'] ?? `unkeyed ${answerKeys.size}`);
      });
      await signInWith(page, url, session);
      const api = childApi(baseUrl, page);
      const home = (await api('GET', '/home')).body;
      const lesson = home.lessons[0];
      const [first, second, third] = lesson.games;

      // Game 1 done, as a child who knows it: game 2 is the next step.
      const sorted = (questions) => questions.sort((a, b) => a.order - b.order || a.id - b.id);
      const game1 = (await api('GET', `/games/${first.id}`)).body;
      for (const question of sorted((await api('GET', `/questions/by-game/${first.id}`)).body)) {
        const answer = { questionId: question.id, answer: correctAnswer(game1.type, question) };
        assert.equal((await api('POST', '/user-questions', answer)).status, 200);
      }

      // 1. The map, online: the worker takes the page, and the app is installable.
      await page.goto(url('/'));
      await page.waitForFunction(() => Boolean(globalThis.navigator.serviceWorker.controller));
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      // A test browser's contexts are incognito, where Chromium installs nothing: every other
      // criterion (manifest, icons, service worker, start URL) must hold.
      assert.deepEqual(
        installabilityErrors.filter((error) => error.errorId !== 'in-incognito'),
        [],
        'Chromium finds nothing missing to install',
      );
      const manifest = await cdp.send('Page.getAppManifest');
      assert.deepEqual(manifest.errors, [], 'the manifest parses');
      const parsed = JSON.parse(manifest.data);
      assert.equal(parsed.display, 'standalone');
      assert.ok(
        parsed.icons.some((icon) => icon.sizes === '512x512' && /maskable/.test(icon.purpose)),
      );
      await cdp.detach();

      // 2. Lesson 1 (the current one) is kept by itself: the map says it is on the phone.
      const lessonMap = page.getByRole('region', { name: lesson.title });
      await lessonMap.getByText(ru.offline.kept, { exact: true }).waitFor();
      await screenshot(page, 'offline-map-kept');

      // 3. No network: the app opens again from the phone, says so, and game 2 plays.
      await context.setOffline(true);
      await page.reload();
      await page.getByText(ru.offline.banner).waitFor();
      await screenshot(page, 'offline-map');
      const game = (await api('GET', `/games/${second.id}`)).body;
      const questions = sorted((await api('GET', `/questions/by-game/${second.id}`)).body);
      const soundsBefore = (await heard.sounds()).length;
      answerKeys.clear();
      const played = await playToEnd({
        page,
        game,
        questions,
        // From the map, offline, as a child opens it.
        open: () =>
          lessonMap
            .getByRole('button', { name: gameLabel(2), exact: true, disabled: false })
            .click(),
        screenshot,
        prefix: 'offline-',
      });
      const shown = { correct: played.firstTryRight, total: played.total };
      await page.getByLabel(fill(ru.outro.correctOfTotalLabel, shown)).waitFor();
      await screenshot(page, 'offline-outro');
      const sounds = (await heard.sounds()).slice(soundsBefore);
      assert.ok(
        sounds.some((s) => s.kind === 'audio' && new URL(s.src).pathname.startsWith('/media/')),
        `the game was heard from the kept files offline: ${JSON.stringify(sounds)}`,
      );
      assert.deepEqual(
        sounds.filter((s) => s.kind === 'audio-refused'),
        [],
        'no sound was refused offline',
      );
      // Nothing reached the server yet.
      assert.deepEqual(
        storedCounts((await api('GET', `/user-questions/my-game-results/${second.id}`)).body),
        { correct: 0, total: 0 },
      );

      // 4. The network is back: every answer reaches the server once, with the same stars.
      await context.setOffline(false);
      const deadline = Date.now() + 60_000;
      let stored;
      for (;;) {
        stored = storedCounts(
          (await api('GET', `/user-questions/my-game-results/${second.id}`)).body,
        );
        if (stored.total === shown.total || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      assert.deepEqual(stored, shown, 'the server has what was played offline');
      const results = (await api('GET', `/user-questions/my-game-results/${second.id}`)).body;
      assert.equal(results.length, answerKeys.size, 'each answer given is stored once');
      const progress = (await api('GET', '/home/my-progress')).body;
      const stars = progress.lessons[0].games.find((g) => g.id === second.id).stars;
      assert.equal(
        stars,
        starsForResult(Math.round((shown.correct * 100) / shown.total)),
        'the same stars',
      );

      // 5. A new version while a game is open: it waits; the game is not reloaded.
      await page.getByRole('link', { name: ru.outro.toMap, exact: true }).click();
      await waitForPath(page, '/');
      await lessonMap
        .getByRole('button', { name: gameLabel(3), exact: true, disabled: false })
        .click();
      const game3 = (await api('GET', `/games/${third.id}`)).body;
      const questions3 = (await api('GET', `/questions/by-game/${third.id}`)).body;
      await startGame(page, game3, questions3.length);
      await page.evaluate(() => {
        globalThis.__sameDocument = true;
      });
      const restore = publishNewWorker();
      try {
        await page.evaluate(async () => {
          const registration = await globalThis.navigator.serviceWorker.getRegistration();
          await registration.update();
        });
        await page.waitForFunction(async () => {
          const registration = await globalThis.navigator.serviceWorker.getRegistration();
          return Boolean(registration?.waiting);
        });
      } finally {
        restore();
      }
      assert.equal(
        await page.evaluate(() => globalThis.__sameDocument === true),
        true,
        'the game was not reloaded',
      );
      assert.equal(await page.getByText(ru.offline.update.text).count(), 0, 'no offer in a game');
      // On the map the new version is offered; the tap takes it over (a reload).
      await page.goto(url('/'));
      await page.evaluate(() => {
        globalThis.__sameDocument = true;
      });
      await page.getByText(ru.offline.update.text).waitFor();
      await screenshot(page, 'offline-update-ready');
      await page.getByRole('button', { name: ru.offline.update.button }).click();
      await page.waitForFunction(() => globalThis.__sameDocument === undefined);
      await waitForPath(page, '/');

      // 6. Settings (a grown-up): the lessons on the phone with their size; free space frees one.
      await page.getByRole('link', { name: ru.nav.profile }).click();
      await page.getByRole('button', { name: ru.settings.title }).click();
      await passGate(page);
      const storage = page.getByRole('region', { name: ru.offline.storage.title });
      const freeFirst = storage.getByRole('button', {
        name: fill(ru.offline.storage.freeLesson, { name: lesson.title }),
      });
      await freeFirst.waitFor();
      assert.match(
        await storage.getByText(lesson.title, { exact: true }).locator('..').innerText(),
        /\d+(,\d)? (КБ|МБ)/,
        'the kept lesson shows its size',
      );
      await storage.scrollIntoViewIfNeeded();
      await screenshot(page, 'offline-storage');
      await freeFirst.click();
      await freeFirst.waitFor({ state: 'detached' });
      const keptCaches = () =>
        page.evaluate(async () =>
          (await globalThis.caches.keys()).filter((name) => name.startsWith('bolajon-keep-')),
        );
      assert.ok(
        (await keptCaches()).every((name) => !name.endsWith(`-${lesson.id}`)),
        'the freed lesson is gone from the phone',
      );

      // 7. Signing out deletes what the family kept.
      await signOut(page);
      assert.deepEqual(await keptCaches(), [], 'nothing kept after sign-out');
      assertHealthy();
    } finally {
      await context.setOffline(false).catch(() => undefined);
      await close();
    }
  },
};
