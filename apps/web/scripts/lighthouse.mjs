// Lighthouse on the built app as a phone sees it: Lighthouse's default config, a mobile phone with
// simulated throttling (4x CPU, 1.6 Mbps, 150 ms RTT).
// First visits, each in a fresh browser context with an empty HTTP cache and no service worker:
// /login, the map of a signed-in family (/), the first game of the first lesson (its intro, where
// the map's first game leads), that game's play screen (its questions) and /dictionary.
// A repeat visit (issue 24): the map again in a browser context that visited it before and whose
// service worker (/sw.js) controls it, nothing cleared in between.
// A first visit gates on what the host's speed cannot move (ADR 0031): accessibility, the bytes and
// requests each page loads (media excepted) against its budget, no render-blocking request but the
// entry's stylesheet, an LCP image that is not lazy. Performance, LCP and TBT move with the host (a
// quiet run and a busy one differ by 10 points), so they are a benchmark table, failing only below a
// floor no quiet run comes near. A repeat visit gates on performance 90 and LCP 1.0 s too, and on
// the document coming from the service worker (lighthouse-gates.mjs says which gate is whose).
// Every wait is for a condition (a page loaded, a worker in control), never for a time.
// Usage: npm run build (at the repo root), then npm run lighthouse.
//   LIGHTHOUSE_RUNS=3                 runs a page; the median run (by performance) is reported
//   LIGHTHOUSE_MIN_ACCESSIBILITY=100  the accessibility score a page needs (0–100)
//   LIGHTHOUSE_ONLY=repeat            only the pages whose name contains these words (e.g. "play")
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gameTypeFacts } from '@bolajon/contract';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  cannotRun,
  chromiumFlags,
  findChromium,
  freePort,
  repoRoot,
  startServer,
  stopServer,
  webIndex,
} from '../e2e/server.mjs';
import { randomPhone } from '../e2e/support.mjs';
import {
  keptForOffline,
  medianRun,
  oneLine,
  problemsOf,
  score,
  serviceWorkerServed,
  shortOfTargets,
  summarize,
  unmeasuredRow,
  VISITS,
  withoutKept,
} from './lighthouse-gates.mjs';

/**
 * What each page may load, video excepted: transferred KB and requests. Set a little above the
 * measured figures (ADR 0031); a page that grows past them fails and says by how much, and a
 * deliberate growth moves its budget here.
 */
const BUDGETS = {
  // First visits, empty cache. Measured after issue 20 (families), 2026-11-26, then moved for
  // issue 24's deliberate growth (2026-11-27: the service worker's registration, 3 KB, on
  // signed-in pages, and the offline answer queue in the shell chunk on every one of them). The lessons the map keeps for offline play in the background are counted apart
  // (lighthouse-gates.mjs, keptForOffline).
  login: { kb: 180, requests: 9 }, // 169.1 KB, 8 (+ runtime and registration)
  map: { kb: 215, requests: 15 }, // 205.8 KB, 14 (GET /api/family: "who is playing?" once a session)
  intro: { kb: 210, requests: 11 }, // 200.9 KB, 10 (the first game's poster)
  play: { kb: 205, requests: 23 }, // 197.7 KB, 22 (the choice game's kit, its picture, 3 API reads)
  dictionary: { kb: 200, requests: 19 }, // 189.0 KB, 18 (the card's chunks, its picture)
  // Repeat visit, warm service worker: every response from it (0 KB over the page's network).
  // 0 KB, 13: the kept lessons' chunk is read once the worker controls the page (ADR 0053).
  mapRepeat: { kb: 10, requests: 14 },
};
/** Every page fully accessible by Lighthouse's audits, contrast included (issue 13). */
const DEFAULT_MIN_ACCESSIBILITY = 100;
/**
 * Lighthouse times a small benchmark on the host before each run; below this (its own threshold
 * for a slow CPU) the machine was too busy for the 4x CPU slowdown to mean what it says. Reported
 * only: the thresholds stay.
 */
const BUSY_BENCHMARK_INDEX = 1000;
/**
 * The longest wait for a condition (a service worker in control, a page loaded): only a bound on a
 * failure, never what a pass depends on; a busy machine gets there later, well within it.
 */
const CONDITION_TIMEOUT_MS = 120_000;
/** The service worker the lead's build puts next to index.html (vite-plugin-pwa). */
const serviceWorkerFile = path.join(path.dirname(webIndex), 'sw.js');

const runs = positiveInteger('LIGHTHOUSE_RUNS', 3);
const only = process.env.LIGHTHOUSE_ONLY?.trim().toLowerCase() || null;
const minAccessibility = Number(
  process.env.LIGHTHOUSE_MIN_ACCESSIBILITY ?? DEFAULT_MIN_ACCESSIBILITY,
);

function positiveInteger(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number ≥ 1`);
  return value;
}

/** Lighthouse's flags: its default (mobile) config, only the two categories we read. */
const flags = (keepStorage) => ({
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility'],
  // The signed-in pages keep the session in localStorage; a first visit's HTTP cache is emptied
  // by hand; a repeat visit keeps everything, its service worker and caches included.
  disableStorageReset: keepStorage,
  // Lighthouse's own limits for the first paint (30 s) and the load (45 s), raised: a busy host
  // reaches them later, and the simulated figures do not depend on how long the wait took.
  maxWaitForFcp: 90_000,
  maxWaitForLoad: 120_000,
});

/**
 * A verified family that answered the questionnaire, its first game (open to it: the first lesson
 * is free) and that game's play screen: { session, firstGameId, playPath }.
 */
async function prepareFamily(baseUrl) {
  const call = async (method, pathname, body, token) => {
    const response = await fetch(`${baseUrl}/api${pathname}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`${method} ${pathname}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const phone = randomPhone();
  await call('POST', '/user-auth/register', { phone, name: 'Малика' });
  const outbox = await call('GET', `/dev/sms-outbox?phone=${encodeURIComponent(phone)}`);
  const session = await call('POST', '/user-auth/verify-code', {
    phone,
    code: outbox.messages[0].code,
  });
  await call(
    'POST',
    '/user-onboarding',
    {
      age: 6,
      whyLearning: 'freeCommunication, learnNewWords',
      degree: 'understandsLittle',
      skills: ['speak', 'listen'],
      time: '10Minutes',
    },
    session.accessToken,
  );
  const home = await call('GET', '/home', undefined, session.accessToken);
  const firstGameId = home.lessons[0]?.games[0]?.id;
  if (firstGameId === undefined) throw new Error('GET /home: no first game in the first lesson');
  // Its play screen, /game-type-<slug>/<id> (lib/paths.ts), by the game's type.
  const game = await call('GET', `/games/${firstGameId}`, undefined, session.accessToken);
  const facts = gameTypeFacts(game.type);
  if (!facts) throw new Error(`GET /games/${firstGameId}: unknown game type ${game.type}`);
  return { session, firstGameId, playPath: `/game-type-${facts.slug}/${firstGameId}` };
}

/** Puts the session where the app keeps it (lib/storage.ts), from a same-origin page. */
async function signIn(page, baseUrl, session) {
  // A page that loads no asset, so nothing of the app is cached before the run.
  await page.goto(`${baseUrl}/api/health`);
  await page.evaluate((s) => {
    globalThis.localStorage.setItem('accessToken', s.accessToken);
    globalThis.localStorage.setItem('refreshToken', s.refreshToken);
    globalThis.localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
}

async function runLighthouse(page, url, keepStorage) {
  const result = await lighthouse(url, flags(keepStorage), undefined, page);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  return result;
}

/**
 * First visits: each run in a fresh browser context (its own empty cache and storage, no service
 * worker), signed in for a signed-in page, then the HTTP cache cleared.
 */
function firstVisits(browser, baseUrl, { path: pathname, session }) {
  return {
    async run() {
      const context = await browser.createBrowserContext();
      try {
        const page = await context.newPage();
        if (session) await signIn(page, baseUrl, session);
        const cdp = await page.createCDPSession();
        await cdp.send('Network.clearBrowserCache');
        // Toggling the cache off and on evicts the memory cache too (as Lighthouse's own reset does).
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
        await cdp.detach();
        return await runLighthouse(page, `${baseUrl}${pathname}`, Boolean(session));
      } finally {
        await context.close();
      }
    },
    async close() {},
  };
}

/**
 * A repeat visit: one browser context visits the page until its service worker controls it and
 * has served it once, then every run measures the page again in that context, nothing cleared.
 */
async function repeatVisits(browser, baseUrl, { path: pathname, session }) {
  if (!existsSync(serviceWorkerFile))
    throw new Error(
      `no service worker in the build (${path.relative(repoRoot, serviceWorkerFile)}): a repeat visit measures the page with one warm`,
    );
  const url = `${baseUrl}${pathname}`;
  const context = await browser.createBrowserContext();
  let page;
  try {
    page = await context.newPage();
    if (session) await signIn(page, baseUrl, session);
    // The first visit: the app registers its worker once the page has loaded; the worker installs
    // (precaches the shell) and activates.
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => {
      globalThis.navigator.serviceWorker.ready.then(() => {
        globalThis.__lighthouseWorkerReady = true;
      });
    });
    await page
      .waitForFunction(() => globalThis.__lighthouseWorkerReady === true, {
        timeout: CONDITION_TIMEOUT_MS,
        polling: 100,
      })
      .catch(() => {
        throw new Error(
          `no service worker became active on ${pathname} (the app registers /sw.js once the page has loaded)`,
        );
      });
    // A worker that does not claim the open page takes it at the next load.
    const controlled = () => globalThis.navigator.serviceWorker.controller !== null;
    if (!(await page.evaluate(controlled))) await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(controlled, { timeout: CONDITION_TIMEOUT_MS }).catch(() => {
      throw new Error(`the service worker is active but does not control ${pathname}`);
    });
    // One visit through the worker, so that what it caches as the page asks (its API answers)
    // is there, and the lessons the map keeps for offline play are kept (an earlier start was cut
    // short by the navigation): "network idle" is the page's own requests having ended.
    await page.goto(url, { waitUntil: 'networkidle0', timeout: CONDITION_TIMEOUT_MS });
  } catch (error) {
    await context.close();
    throw error;
  }
  return {
    async run() {
      const result = await runLighthouse(page, url, true);
      result.serviceWorker = serviceWorkerServed(result.artifacts?.DevtoolsLog, url);
      return result;
    },
    async close() {
      await context.close();
    },
  };
}

function printTable(rows) {
  const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
  const header = ['page', 'KB', 'requests', 'perf', 'LCP', 'FCP', 'TBT', 'CLS', 'a11y'];
  const lines = rows.map((r) => [
    r.name,
    r.transferKb == null ? '–' : r.transferKb.toFixed(1),
    r.requests ?? '–',
    r.performance ?? '–',
    ms(r.lcp),
    ms(r.fcp),
    ms(r.tbt),
    r.cls == null ? '–' : r.cls.toFixed(3),
    r.accessibility ?? '–',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const format = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])));
  console.log(format(header).join('  '));
  for (const line of lines) console.log(format(line).join('  '));
}

async function main() {
  const problem = cannotRun();
  if (problem) {
    console.error(problem);
    return 1;
  }
  const executablePath = findChromium();
  if (!Number.isFinite(minAccessibility)) {
    console.error('LIGHTHOUSE_MIN_ACCESSIBILITY must be a number (0–100)');
    return 1;
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bolajon-lighthouse-db-'));
  const reportDir = mkdtempSync(path.join(os.tmpdir(), 'bolajon-lighthouse-'));
  let server = null;
  let browser = null;
  try {
    server = await startServer(await freePort(), dataDir);
    const { session, firstGameId, playPath } = await prepareFamily(server.baseUrl);
    const intro = `/game-stage-1/${firstGameId}`;
    const allPages = [
      { name: '/login', path: '/login', visit: 'first', session: null, budget: BUDGETS.login },
      { name: '/ (signed-in map)', path: '/', visit: 'first', session, budget: BUDGETS.map },
      { name: `${intro} (intro)`, path: intro, visit: 'first', session, budget: BUDGETS.intro },
      { name: `${playPath} (play)`, path: playPath, visit: 'first', session, budget: BUDGETS.play },
      {
        name: '/dictionary',
        path: '/dictionary',
        visit: 'first',
        session,
        budget: BUDGETS.dictionary,
      },
      {
        name: '/ (map, repeat visit)',
        path: '/',
        visit: 'repeat',
        session,
        budget: BUDGETS.mapRepeat,
      },
    ];
    const pages = only ? allPages.filter((p) => p.name.toLowerCase().includes(only)) : allPages;
    if (pages.length === 0) {
      console.error(
        `LIGHTHOUSE_ONLY="${only}" names none of: ${allPages.map((p) => p.name).join(', ')}`,
      );
      return 1;
    }
    browser = await puppeteer.launch({
      executablePath,
      headless: true, // --headless=new
      args: chromiumFlags,
      defaultViewport: null, // Lighthouse sets the phone's screen itself
    });
    console.log(
      `lighthouse: ${pages.length} pages × ${runs} runs, mobile (simulated 4x CPU, 1.6 Mbps, 150 ms RTT), first visits with an empty cache and a repeat visit with a warm service worker, against ${server.baseUrl} (${await browser.version()})`,
    );

    const rows = [];
    let lowestBenchmark = Infinity;
    for (const [index, page] of pages.entries()) {
      const startedAt = performance.now();
      let visits;
      try {
        visits =
          page.visit === 'repeat'
            ? await repeatVisits(browser, server.baseUrl, page)
            : firstVisits(browser, server.baseUrl, page);
      } catch (error) {
        console.log(`  ${page.name}: not measured: ${error.message}`);
        rows.push({ ...unmeasuredRow(page.name, error.message), page });
        continue;
      }
      const results = [];
      try {
        for (let run = 1; run <= runs; run += 1) {
          // A run Lighthouse itself could not record (NO_NAVSTART, a protocol timeout) says
          // nothing of the page: it is run again, twice at most.
          let result = await visits.run();
          for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry += 1) {
            console.log(
              `  ${page.name}: run ${run} failed (${result.lhr.runtimeError.code}), again`,
            );
            result = await visits.run();
          }
          const { lhr, report, serviceWorker } = result;
          const kept = keptForOffline(result.artifacts?.DevtoolsLog);
          const file = path.join(
            reportDir,
            `${index + 1}-${page.path.split('/')[1] || 'home'}-${page.visit}-run${run}.json`,
          );
          writeFileSync(file, Array.isArray(report) ? report[0] : report);
          results.push({ lhr, file, serviceWorker, kept });
        }
      } finally {
        await visits.close();
      }
      const median = medianRun(results);
      const row = withoutKept(summarize(page.name, median.lhr), median.kept);
      row.scores = results.map((r) => score(r.lhr.categories.performance) ?? '–');
      row.file = median.file;
      row.page = page;
      row.serviceWorker = median.serviceWorker;
      rows.push(row);
      const benchmarks = results.map((r) => Math.round(r.lhr.environment?.benchmarkIndex ?? 0));
      lowestBenchmark = Math.min(lowestBenchmark, ...benchmarks);
      console.log(
        `  ${page.name}: performance ${row.scores.join(', ')} → median ${row.performance ?? '–'} (host benchmark index ${benchmarks.join(', ')}; ${Math.round((performance.now() - startedAt) / 1000)} s)`,
      );
    }

    console.log('');
    printTable(rows);
    console.log('');
    let failed = false;
    for (const row of rows) {
      console.log(`${row.name}`);
      if (row.serviceWorker)
        console.log(
          `  service worker: served ${row.serviceWorker.served} of ${row.serviceWorker.total} responses, the document ${row.serviceWorker.document ? 'included' : 'NOT included'}`,
        );
      if (row.kept)
        console.log(
          `  kept for offline play in the background (not in KB and requests): ${row.kept.requests} requests, ${row.kept.kb.toFixed(1)} KB`,
        );
      if (!row.setupError) {
        console.log(`  LCP element: ${row.lcpElement ?? 'none reported'}`);
        if (row.accessibilityFailures.length === 0) {
          console.log('  accessibility: no failing audits');
        } else {
          console.log('  accessibility, failing audits:');
          for (const failure of row.accessibilityFailures) {
            console.log(`    ${failure.id}: ${failure.title}`);
            for (const item of failure.items) console.log(`      ${item}`);
          }
        }
      }
      for (const warning of row.warnings) console.log(`  warning: ${oneLine(warning, 200)}`);
      const problems = problemsOf(row, row.page, { minAccessibility });
      const gaps = shortOfTargets(row, row.page);
      if (gaps.length > 0)
        console.log(`  short of the targets (reported, not gated): ${gaps.join('; ')}`);
      if (problems.length > 0) {
        failed = true;
        console.log(`  FAIL: ${problems.join('; ')}`);
        if (row.opportunities.length > 0)
          console.log(`  opportunities: ${row.opportunities.join(', ')}`);
      }
      if (row.file) console.log(`  report (median run): ${row.file}`);
    }
    for (const row of rows.filter((r) => r.page.visit === 'repeat' && !r.setupError)) {
      const sw = row.serviceWorker;
      console.log(
        `\nrepeat visit, ${row.name}: LCP ${Math.round(row.lcp)} ms (gate ≤ ${VISITS.repeat.floor.lcpMs} ms), performance ${row.performance} (gate ≥ ${VISITS.repeat.floor.performance}), ${sw ? `${sw.served} of ${sw.total} responses from the service worker` : 'no service worker'}`,
      );
    }
    const { first, repeat } = VISITS;
    console.log(
      `\nlighthouse: ${failed ? 'FAILED' : 'passed'} (gates: accessibility ≥ ${minAccessibility}, each page's KB and requests within budget, nothing render-blocking but the entry's stylesheet, LCP image not lazy; first visits performance ≥ ${first.floor.performance}, LCP ≤ ${first.floor.lcpMs} ms, targets reported: performance ≥ ${first.target.performance}, LCP ≤ ${first.target.lcpMs} ms; the repeat visit performance ≥ ${repeat.floor.performance}, LCP ≤ ${repeat.floor.lcpMs} ms, its document from the service worker); JSON reports of every run in ${reportDir}`,
    );
    if (lowestBenchmark < BUSY_BENCHMARK_INDEX) {
      console.log(
        `note: this machine was busy (Lighthouse's benchmark index went down to ${lowestBenchmark}; it expects ${BUSY_BENCHMARK_INDEX} or more): the CPU part of the simulation (TBT, render delay) came out slower than the page is.`,
      );
    }
    if (failed && server.output.length > 0)
      console.error(`api output:\n${server.output.join('').slice(-2000)}`);
    return failed ? 1 : 0;
  } finally {
    await browser?.close().catch(() => {});
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
