// The one test command (`npm test`): every check the project has, in the order that fails fastest.
// API tests run on PGlite always, and on PostgreSQL too when TEST_DATABASE_URL or DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
const baseEnv = { ...process.env, DATABASE_URL: '', NODE_ENV: 'test' };

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['format', 'npm', ['run', 'format:check']],
  ['import-cycle check unit tests', 'node', ['--test', 'scripts/import-cycles.test.mjs']],
  ['contract unit tests', 'npm', ['test', '-w', '@bolajon/contract']],
  ['web unit and component tests', 'npm', ['test', '-w', '@bolajon/web']],
  ['api tests on PGlite', 'npm', ['test', '-w', '@bolajon/api'], { TEST_DB_ENGINE: 'pglite' }],
];
// Issue 21: the demo pack must teach (ADR 0037): its teaching warnings fail the run.
steps.splice(4, 0, [
  'demo pack teaches (content:check --strict)',
  'npm',
  ['run', 'content:check', '--', '--strict'],
]);
if (postgresUrl) {
  steps.push([
    'api tests on PostgreSQL',
    'npm',
    ['test', '-w', '@bolajon/api'],
    { TEST_DB_ENGINE: 'postgres', TEST_DATABASE_URL: postgresUrl },
  ]);
} else {
  console.log('\nNo TEST_DATABASE_URL or DATABASE_URL: API tests run on PGlite only.');
}
steps.push(
  ['build (with chunk sizes)', 'npm', ['run', 'build'], { NODE_ENV: 'production' }],
  ['end-to-end journeys in Chromium', 'npm', ['run', 'test:e2e'], { NODE_ENV: 'development' }],
  ['lighthouse (mobile, empty cache)', 'npm', ['run', 'lighthouse'], { NODE_ENV: 'development' }],
);

const results = [];
for (const [name, command, args, extraEnv = {}] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit', env: { ...baseEnv, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: run.status === 0, seconds });
  if (run.status !== 0) break;
}

console.log('\n━━ summary ━━');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const skipped = steps.slice(results.length).map(([name]) => name);
if (skipped.length) console.log(`not run after the failure: ${skipped.join(', ')}`);
process.exit(results.every((r) => r.ok) && skipped.length === 0 ? 0 : 1);
