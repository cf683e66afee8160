import assert from 'node:assert/strict';
import { BOUND_MS, sleep, texts } from '../support.mjs';

const ru = texts.ru;

/**
 * Every request of one load of `pathname` in `page`, as the browser's network layer saw it:
 * { path, type, wire, cache }. `wire` is the status the server answered (200, or 304 for a
 * revalidation), null when the server was never asked; `cache` says the browser's disk or memory
 * cache served it (CDP's responseReceived reports a revalidated file as a 200 from the network,
 * so the server's own status comes from responseReceivedExtraInfo, sent only for requests that
 * went out). The load is over once the network is idle and every path of `expected` has been
 * asked for: a busy machine may leave a gap of idle network before a late request.
 */
async function loadAndRecord(page, url, pathname, expected = []) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  const wire = new Map();
  const served = new Set();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    requests.set(requestId, { path: new URL(request.url).pathname, type, cache: false });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    wire.set(requestId, statusCode);
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => served.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, response, type }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.type = type;
    entry.cache ||= Boolean(response.fromDiskCache || response.fromPrefetchCache);
  });
  // Idle network: the contract runtime that follows the first paint is counted too.
  await page.goto(url(pathname), { waitUntil: 'networkidle' });
  await page.getByRole('heading', { name: ru.auth.login.title }).waitFor();
  await page.waitForLoadState('networkidle');
  const deadline = Date.now() + BOUND_MS;
  const seen = () => new Set([...requests.values()].map((r) => r.path));
  while (!expected.every((path) => seen().has(path)) && Date.now() < deadline) await sleep(100);
  await cdp.detach();
  return [...requests].map(([id, entry]) => ({
    ...entry,
    wire: wire.get(id) ?? null,
    cache: entry.cache || served.has(id),
  }));
}

const isScript = (r) => r.type === 'Script' || r.path.endsWith('.js');
const isStyle = (r) => r.type === 'Stylesheet' || r.path.endsWith('.css');
const isLogo = (r) => /^\/(assets\/)?logo[-.]/.test(r.path);
const onWire = (r) => r.wire !== null;
const describe = (list) =>
  list.map((r) => `${r.path} (${onWire(r) ? r.wire : r.cache ? 'cache' : '?'})`).join(', ') ||
  'none';

export const secondLoad = {
  name: 'a second load of /login takes its JavaScript and CSS from the browser cache (the page itself revalidated)',
  async run({ newMobilePage }) {
    const { page, url, assertHealthy, close } = await newMobilePage();
    try {
      const first = await loadAndRecord(page, url, '/login');
      const firstScripts = first.filter(isScript);
      assert.ok(
        firstScripts.some((r) => r.wire === 200),
        `the first load fetches JavaScript from the server: ${describe(firstScripts)}`,
      );
      assert.ok(
        first.some((r) => isStyle(r) && r.wire === 200),
        `the first load fetches CSS from the server: ${describe(first.filter(isStyle))}`,
      );

      // A returning visitor: a new tab of the same browser (same HTTP cache, no memory of the
      // first tab's page), opening /login again.
      const again = await page.context().newPage();
      const second = await loadAndRecord(
        again,
        url,
        '/login',
        [...firstScripts, ...first.filter(isStyle)].map((r) => r.path),
      );
      await again.close();

      const documents = second.filter((r) => r.type === 'Document');
      assert.deepEqual(
        documents.map((r) => [r.path, r.wire]),
        [['/login', 304]],
        'index.html (no-cache) is revalidated, and answered 304',
      );
      const secondScripts = second.filter(isScript);
      assert.ok(
        secondScripts.length >= firstScripts.length && secondScripts.every((r) => r.cache),
        `the second load runs the same JavaScript, from the cache: ${describe(secondScripts)}`,
      );
      const fetchedAgain = second.filter((r) => (isScript(r) || isStyle(r)) && onWire(r));
      assert.deepEqual(
        fetchedAgain.map((r) => `${r.path} ${r.wire}`),
        [],
        'no JS or CSS goes over the wire the second time',
      );

      // The logo (the icon link and the sign-in screens' picture): one immutable file, asked
      // for once on the first load and never again.
      const logoFirst = first.filter(isLogo);
      const logoSecond = second.filter(isLogo);
      console.log(
        `    logo requests: first load ${describe(logoFirst)}; second load ${describe(logoSecond)}`,
      );
      assert.equal(logoFirst.filter(onWire).length, 1, `logo, first load: ${describe(logoFirst)}`);
      assert.equal(
        logoSecond.filter(onWire).length,
        0,
        `logo, second load: ${describe(logoSecond)}`,
      );
      assertHealthy();
    } finally {
      await close();
    }
  },
};
