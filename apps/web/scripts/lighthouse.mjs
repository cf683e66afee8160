// Lighthouse on three pages of the built app, each with an empty HTTP cache: /login, the map of a
// signed-in family (/) and the first game of the first lesson (its intro, where the map's first
// game leads). Lighthouse's default config: a mobile phone with simulated throttling (4x CPU,
// 1.6 Mbps, 150 ms RTT).
// It gates on what the host's speed cannot move (ADR 0031): accessibility, the bytes and requests
// each page loads (media excepted) against its budget, no render-blocking request but the entry's
// stylesheet, an LCP image that is not lazy. Performance, LCP and TBT move with the host (a quiet run
// and a busy one differ by 10 points), so they are a benchmark table, failing only below a floor
// no quiet run comes near.
// Usage: npm run build (at the repo root), then npm run lighthouse.
//   LIGHTHOUSE_RUNS=3                 runs a page; the median run (by performance) is reported
//   LIGHTHOUSE_MIN_ACCESSIBILITY=100  the accessibility score a page needs (0–100)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import {
  cannotRun,
  chromiumFlags,
  findChromium,
  freePort,
  startServer,
  stopServer,
} from '../e2e/server.mjs';
import { randomPhone } from '../e2e/support.mjs';

/** The targets (ADR 0023), printed as the gap to them; a quiet machine meets them. */
const TARGET_PERFORMANCE = 90;
const TARGET_LCP_MS = 2500;
/**
 * What each page may load with an empty cache, video excepted: transferred KB and requests.
 * Set a little above the measured figures (ADR 0031); a page that grows past them fails and
 * says by how much, and a deliberate growth moves its budget here.
 */
const BUDGETS = {
  // Measured after issue 20 (families), 2026-11-26:
  login: { kb: 180, requests: 8 }, // 163.1 KB, 7
  map: { kb: 205, requests: 14 }, // 192.2 KB, 13 (GET /api/family: "who is playing?" once a session)
  intro: { kb: 200, requests: 11 }, // 187.7 KB, 9 (the first game's poster)
};
/** Floors no quiet run comes near (quiet medians 88–99, 2.1–2.5 s): below them something broke. */
const FLOOR_PERFORMANCE = 70;
const FLOOR_LCP_MS = 4500;
/** Every page fully accessible by Lighthouse's audits, contrast included (issue 13). */
const DEFAULT_MIN_ACCESSIBILITY = 100;
/**
 * Lighthouse times a small benchmark on the host before each run; below this (its own threshold
 * for a slow CPU) the machine was too busy for the 4x CPU slowdown to mean what it says. Reported
 * only: the thresholds stay.
 */
const BUSY_BENCHMARK_INDEX = 1000;

const runs = positiveInteger('LIGHTHOUSE_RUNS', 3);
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
  // The signed-in pages keep the session in localStorage; their HTTP cache is emptied by hand.
  disableStorageReset: keepStorage,
});

/** A verified family that answered the questionnaire, and its first game: { session, firstGameId }. */
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
  return { session, firstGameId };
}

/**
 * One Lighthouse run in a fresh browser context (its own empty cache and storage): the session
 * put where the app keeps it (lib/storage.ts) for a signed-in page, then the HTTP cache cleared.
 */
async function audit(browser, baseUrl, { path: pathname, session }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (session) {
      // A same-origin page that loads no asset, so nothing of the app is cached before the run.
      await page.goto(`${baseUrl}/api/health`);
      await page.evaluate((s) => {
        globalThis.localStorage.setItem('accessToken', s.accessToken);
        globalThis.localStorage.setItem('refreshToken', s.refreshToken);
        globalThis.localStorage.setItem('user', JSON.stringify(s.user));
      }, session);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    // Toggling the cache off and on evicts the memory cache too (as Lighthouse's own reset does).
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.detach();
    const result = await lighthouse(
      `${baseUrl}${pathname}`,
      flags(Boolean(session)),
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
    return result;
  } finally {
    await context.close();
  }
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;
const oneLine = (text, max = 110) => {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** What the median run says about one page. */
function summarize(name, lhr) {
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items
    ?.flatMap((item) => (item.type === 'table' ? item.items : [item]))
    .map((item) => item.node)
    .find(Boolean);
  const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
  const accessibilityFailures = accessibilityRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
    .map((a) => ({
      id: a.id,
      title: a.title,
      items: (a.details?.items ?? []).slice(0, 4).map((item) => {
        const explanation = String(item.node?.explanation ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !/^Fix (any|all) of the following/.test(l))
          .join(' ');
        return oneLine(
          `${item.node?.snippet ?? item.node?.selector ?? ''}${explanation ? ` — ${explanation}` : ''}`,
          200,
        );
      }),
    }));
  const opportunities = Object.values(lhr.audits)
    .filter((a) => (a.details?.overallSavingsMs ?? 0) >= 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .map((a) => `${a.id} (~${Math.round(a.details.overallSavingsMs)} ms)`);
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const ofType = (type) => summary.find((item) => item.resourceType === type) ?? {};
  const total = ofType('total');
  const media = ofType('media');
  const renderBlocking = (lhr.audits['render-blocking-resources']?.details?.items ?? []).map(
    (item) => item.url,
  );
  const failed = (id) => {
    const audit = lhr.audits[id];
    return audit &&
      audit.score !== null &&
      audit.score < 1 &&
      audit.scoreDisplayMode !== 'notApplicable'
      ? audit.title
      : null;
  };
  return {
    name,
    // Everything the page loads but video, whose bytes depend on when the run stopped it.
    transferKb: ((total.transferSize ?? 0) - (media.transferSize ?? 0)) / 1024,
    requests: (total.requestCount ?? 0) - (media.requestCount ?? 0),
    renderBlocking,
    lcpProblems: ['lcp-lazy-loaded'].map(failed).filter(Boolean),
    lcpNotPreloaded: failed('prioritize-lcp-image'),
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    lcpElement: lcpElement ? oneLine(lcpElement.snippet ?? lcpElement.selector, 140) : null,
    accessibilityFailures,
    opportunities,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    warnings: lhr.runWarnings ?? [],
  };
}

function printTable(rows) {
  const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
  const header = ['page', 'KB', 'requests', 'perf', 'LCP', 'FCP', 'TBT', 'CLS', 'a11y'];
  const lines = rows.map((r) => [
    r.name,
    r.transferKb.toFixed(1),
    r.requests,
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

/** What fails a page: its budget, render-blocking requests, its LCP image, a11y, the floors. */
function problemsOf(row, budget) {
  const problems = [];
  if (row.runtimeError) problems.push(`Lighthouse failed: ${row.runtimeError}`);
  if (row.accessibility === null || row.accessibility < minAccessibility)
    problems.push(`accessibility ${row.accessibility ?? 'none'} < ${minAccessibility}`);
  if (row.transferKb > budget.kb)
    problems.push(`${row.transferKb.toFixed(1)} KB loaded > budget ${budget.kb} KB`);
  if (row.requests > budget.requests)
    problems.push(`${row.requests} requests > budget ${budget.requests}`);
  // The entry's one stylesheet blocks the first paint by design (the CSP allows no inline
  // style); anything more — a script, a second sheet, a font — fails.
  const blocking = row.renderBlocking.filter(
    (url, index) => !(index === 0 && /\/assets\/[^/]+\.css$/.test(new URL(url).pathname)),
  );
  for (const url of blocking) problems.push(`render-blocking: ${url}`);
  for (const title of row.lcpProblems) problems.push(`LCP element: ${title}`);
  if (row.performance === null || row.performance < FLOOR_PERFORMANCE)
    problems.push(`performance ${row.performance ?? 'none'} < floor ${FLOOR_PERFORMANCE}`);
  if (row.lcp === null || row.lcp > FLOOR_LCP_MS)
    problems.push(
      `LCP ${row.lcp === null ? 'none' : `${Math.round(row.lcp)} ms`} > floor ${FLOOR_LCP_MS} ms`,
    );
  return problems;
}

/** The gap to the targets, printed (not failed): it moves with the host's speed. */
function shortOfTargets(row) {
  const gaps = [];
  if (row.performance !== null && row.performance < TARGET_PERFORMANCE)
    gaps.push(`performance ${row.performance} < ${TARGET_PERFORMANCE}`);
  if (row.lcp !== null && row.lcp > TARGET_LCP_MS)
    gaps.push(`LCP ${Math.round(row.lcp)} ms > ${TARGET_LCP_MS} ms`);
  if (row.lcpNotPreloaded) gaps.push(`LCP image: ${row.lcpNotPreloaded}`);
  return gaps;
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
    const { session, firstGameId } = await prepareFamily(server.baseUrl);
    const pages = [
      { name: '/login', path: '/login', session: null, budget: BUDGETS.login },
      { name: '/ (signed-in map)', path: '/', session, budget: BUDGETS.map },
      {
        name: `/game-stage-1/${firstGameId}`,
        path: `/game-stage-1/${firstGameId}`,
        session,
        budget: BUDGETS.intro,
      },
    ];
    browser = await puppeteer.launch({
      executablePath,
      headless: true, // --headless=new
      args: chromiumFlags,
      defaultViewport: null, // Lighthouse sets the phone's screen itself
    });
    console.log(
      `lighthouse: ${pages.length} pages × ${runs} runs, mobile (simulated 4x CPU, 1.6 Mbps, 150 ms RTT), empty cache, against ${server.baseUrl} (${await browser.version()})`,
    );

    const rows = [];
    let lowestBenchmark = Infinity;
    for (const [index, page] of pages.entries()) {
      const results = [];
      for (let run = 1; run <= runs; run += 1) {
        // A run Lighthouse itself could not record (NO_NAVSTART, a protocol timeout) says
        // nothing of the page: it is run again, twice at most.
        let result = await audit(browser, server.baseUrl, page);
        for (let retry = 0; retry < 2 && result.lhr.runtimeError; retry += 1) {
          console.log(`  ${page.name}: run ${run} failed (${result.lhr.runtimeError.code}), again`);
          result = await audit(browser, server.baseUrl, page);
        }
        const { lhr, report } = result;
        const file = path.join(
          reportDir,
          `${index + 1}-${page.path.split('/')[1] || 'home'}-run${run}.json`,
        );
        writeFileSync(file, Array.isArray(report) ? report[0] : report);
        results.push({ lhr, file });
      }
      // The median by performance score (the lower middle for an even count).
      const ranked = [...results].sort(
        (a, b) =>
          (a.lhr.categories.performance?.score ?? -1) - (b.lhr.categories.performance?.score ?? -1),
      );
      const median = ranked[Math.floor((ranked.length - 1) / 2)];
      const row = summarize(page.name, median.lhr);
      row.scores = results.map((r) => score(r.lhr.categories.performance) ?? '–');
      row.file = median.file;
      row.budget = page.budget;
      rows.push(row);
      const benchmarks = results.map((r) => Math.round(r.lhr.environment?.benchmarkIndex ?? 0));
      lowestBenchmark = Math.min(lowestBenchmark, ...benchmarks);
      console.log(
        `  ${page.name}: performance ${row.scores.join(', ')} → median ${row.performance ?? '–'} (host benchmark index ${benchmarks.join(', ')})`,
      );
    }

    console.log('');
    printTable(rows);
    console.log('');
    let failed = false;
    for (const row of rows) {
      console.log(`${row.name}`);
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
      for (const warning of row.warnings) console.log(`  warning: ${oneLine(warning, 200)}`);
      const problems = problemsOf(row, row.budget);
      const gaps = shortOfTargets(row);
      if (gaps.length > 0)
        console.log(`  short of the targets (reported, not gated): ${gaps.join('; ')}`);
      if (problems.length > 0) {
        failed = true;
        console.log(`  FAIL: ${problems.join('; ')}`);
        if (row.opportunities.length > 0)
          console.log(`  opportunities: ${row.opportunities.join(', ')}`);
      }
      console.log(`  report (median run): ${row.file}`);
    }
    console.log(
      `\nlighthouse: ${failed ? 'FAILED' : 'passed'} (gates: accessibility ≥ ${minAccessibility}, each page's KB and requests within budget, nothing render-blocking but the entry's stylesheet, LCP image not lazy, performance ≥ ${FLOOR_PERFORMANCE}, LCP ≤ ${FLOOR_LCP_MS} ms; targets, reported: performance ≥ ${TARGET_PERFORMANCE}, LCP ≤ ${TARGET_LCP_MS} ms); JSON reports of every run in ${reportDir}`,
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
