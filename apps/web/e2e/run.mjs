// End-to-end journeys in headless Chromium (playwright-core, the system browser, never a
// downloaded one) against the built app served by the built api on a fresh database.
// Usage: npm run build (at the repo root), then npm run test:e2e -w @bolajon/web
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { journeys } from './journeys/index.mjs';
import {
  adminEntry,
  cannotRun,
  chromiumFlags,
  fakeMicrophone,
  findChromium,
  freePort,
  repoRoot,
  serverEnv,
  startServer,
  stopServer,
} from './server.mjs';
import { createContext, randomPhone } from './support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const screenshotDir = path.join(here, 'screenshots');

/**
 * Families that bought the course, as support opens it (`npm run admin -- grant-course`), and
 * support people (`npm run admin -- grant`): the embedded database has one owner, so the server
 * stops (once) while the support tool runs. One family or admin a journey: journeys run side by
 * side, and each one's rounds must be its own.
 */
async function prepareFamilies(server, port, dataDir, { paid: count, admins: adminCount }) {
  const post = async (pathname, body) => {
    const response = await fetch(`${server.baseUrl}/api${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok)
      throw new Error(`POST ${pathname}: ${response.status} ${JSON.stringify(json)}`);
    return json;
  };
  const families = [];
  for (let i = 0; i < count + adminCount; i += 1) {
    const phone = randomPhone();
    await post('/user-auth/register', {
      phone,
      name: i < count ? 'Малика' : 'Дилноза (поддержка)',
    });
    const outbox = await fetch(
      `${server.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
    ).then((r) => r.json());
    const session = await post('/user-auth/verify-code', {
      phone,
      code: outbox.messages[0].code,
    });
    families.push({ phone, ...session });
  }
  await stopServer(server.child);
  for (const [i, { phone }] of families.entries()) {
    const args = i < count ? ['grant-course', phone, 'ru-kids'] : ['grant', phone];
    const grant = spawnSync(process.execPath, [adminEntry, ...args], {
      cwd: repoRoot,
      env: serverEnv(port, dataDir),
      encoding: 'utf8',
    });
    if (grant.status !== 0) throw new Error(`${args[0]} failed:\n${grant.stdout}${grant.stderr}`);
  }
  return {
    server: await startServer(port, dataDir),
    paidFamilies: families.slice(0, count),
    admins: families.slice(count),
  };
}

/**
 * One round: a fresh database and server, the families the journeys need, and the journeys run
 * E2E_CONCURRENCY at a time. Returns how many failed.
 */
async function runRound({ executablePath, selected, label }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bolajon-e2e-'));
  let server = null;
  let browser = null;
  try {
    const port = await freePort();
    server = await startServer(port, dataDir);
    const paying = selected.filter((journey) => journey.needs?.includes('paidFamily'));
    const supporting = selected.filter((journey) => journey.needs?.includes('admin'));
    const paidFamilyOf = new Map();
    const adminOf = new Map();
    if (paying.length + supporting.length > 0) {
      let paidFamilies;
      let admins;
      ({ server, paidFamilies, admins } = await prepareFamilies(server, port, dataDir, {
        paid: paying.length,
        admins: supporting.length,
      }));
      paying.forEach((journey, i) => paidFamilyOf.set(journey, paidFamilies[i]));
      supporting.forEach((journey, i) => adminOf.set(journey, admins[i]));
    }
    // The studio's journey records through the fake microphone; no other journey asks for one.
    const microphone = selected.some((journey) => journey.needs?.includes('microphone'))
      ? fakeMicrophone(dataDir)
      : null;
    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: [...chromiumFlags, ...(microphone?.flags ?? [])],
    });
    const context = await createContext({ browser, baseUrl: server.baseUrl, screenshotDir });
    console.log(
      `e2e${label}: ${selected.length} journeys against ${server.baseUrl} (Chromium ${browser.version()})`,
    );

    // Journeys run side by side, E2E_CONCURRENCY (4) at a time in the listed order (the longest
    // first): enough to fit the waits (the api's one-code-a-minute rule for a phone) into each
    // other; every wait of a journey is for a state of the page, so a busy machine only slows it.
    const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY ?? 4));
    const results = new Array(selected.length);
    let next = 0;
    const worker = async () => {
      while (next < selected.length) {
        const index = next++;
        const journey = selected[index];
        const started = Date.now();
        try {
          await journey.run({
            ...context,
            paidFamily: paidFamilyOf.get(journey) ?? null,
            admin: adminOf.get(journey) ?? null,
            microphone,
          });
          results[index] = { journey, ok: true, ms: Date.now() - started };
        } catch (error) {
          results[index] = { journey, ok: false, ms: Date.now() - started, error };
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, selected.length) }, worker));

    let failed = 0;
    for (const { journey, ok, ms, error } of results) {
      console.log(`${ok ? '  ✓' : '  ✗'} ${journey.name} (${(ms / 1000).toFixed(1)} s)`);
      if (!ok) {
        failed += 1;
        console.error(
          `    ${String(error?.stack ?? error)
            .split('\n')
            .join('\n    ')}`,
        );
      }
    }
    console.log(
      `e2e${label}: ${results.length - failed} passed, ${failed} failed; screenshots in ${path.relative(process.cwd(), screenshotDir) || '.'}`,
    );
    if (failed > 0 && server.output.length > 0) {
      console.error(`api output:\n${server.output.join('').slice(-4000)}`);
    }
    return failed;
  } finally {
    await browser?.close().catch(() => {});
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const problem = cannotRun();
  if (problem) {
    console.error(problem);
    return 1;
  }
  const executablePath = findChromium();
  mkdirSync(screenshotDir, { recursive: true });

  // E2E_ONLY=<words> runs the journeys whose name contains them (e.g. E2E_ONLY=touch).
  const only = process.env.E2E_ONLY?.toLowerCase();
  const selected = only ? journeys.filter((j) => j.name.toLowerCase().includes(only)) : journeys;
  // E2E_REPEAT=<n> runs them n rounds in a row, each on a fresh database (3 under load: every
  // journey must pass every round).
  const rounds = Math.max(1, Number(process.env.E2E_REPEAT ?? 1));
  const failedRounds = [];
  // A journey that changes the course every family sees (the studio publishes a lesson) runs on
  // a database of its own, after the others: it must not move their games under them.
  const shared = selected.filter((journey) => !journey.isolated);
  const isolated = selected.filter((journey) => journey.isolated);
  for (let round = 1; round <= rounds; round += 1) {
    const label = rounds > 1 ? ` round ${round}/${rounds}` : '';
    let failed = 0;
    if (shared.length > 0) failed += await runRound({ executablePath, selected: shared, label });
    for (const journey of isolated)
      failed += await runRound({
        executablePath,
        selected: [journey],
        label: `${label} (on its own database)`,
      });
    if (failed > 0) failedRounds.push(round);
  }
  if (rounds > 1) {
    console.log(
      `e2e: ${rounds - failedRounds.length} of ${rounds} rounds passed${failedRounds.length > 0 ? ` (failed: ${failedRounds.join(', ')})` : ''}`,
    );
  }
  return failedRounds.length > 0 ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
