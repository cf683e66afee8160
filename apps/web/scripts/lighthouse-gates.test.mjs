import { describe, expect, it } from 'vitest';
import {
  keptForOffline,
  medianRun,
  problemsOf,
  serviceWorkerServed,
  shortOfTargets,
  summarize,
  unmeasuredRow,
  visitGates,
  withoutKept,
} from './lighthouse-gates.mjs';

const options = { minAccessibility: 100 };
const first = { visit: 'first', budget: { kb: 200, requests: 12 } };
const repeat = { visit: 'repeat', budget: { kb: 40, requests: 16 } };
const base = 'http://127.0.0.1:4000';

/** A page's median run as summarize() gives it: everything within the gates of both visits. */
const row = (overrides = {}) => ({
  name: 'page',
  transferKb: 20,
  requests: 10,
  renderBlocking: [`${base}/assets/index-AAAA.css`],
  lcpProblems: [],
  lcpNotPreloaded: null,
  performance: 95,
  accessibility: 100,
  lcp: 800,
  fcp: 500,
  tbt: 100,
  cls: 0,
  runtimeError: null,
  serviceWorker: { document: true, served: 10, total: 10 },
  ...overrides,
});

describe('visitGates', () => {
  it('gives a first visit floors under its targets, and a repeat visit its targets as gates', () => {
    expect(visitGates('first')).toEqual({
      floor: { performance: 70, lcpMs: 4500 },
      target: { performance: 90, lcpMs: 2500 },
    });
    expect(visitGates('repeat')).toEqual({
      floor: { performance: 90, lcpMs: 1000 },
      target: { performance: 90, lcpMs: 1000 },
    });
  });

  it('refuses a kind of visit it does not know', () => {
    expect(() => visitGates('second')).toThrow('unknown visit "second"');
  });
});

describe('problemsOf', () => {
  it('passes a run within every gate, on either visit', () => {
    expect(problemsOf(row(), first, options)).toEqual([]);
    expect(problemsOf(row(), repeat, options)).toEqual([]);
  });

  it('fails an LCP over 1.0 s on a repeat visit only; a first visit reports it against 2.5 s', () => {
    const slow = row({ lcp: 1200 });
    expect(problemsOf(slow, repeat, options)).toEqual(['LCP 1200 ms > 1000 ms']);
    expect(problemsOf(slow, first, options)).toEqual([]);
    expect(shortOfTargets(slow, first)).toEqual([]);
    const slower = row({ lcp: 3000 });
    expect(problemsOf(slower, first, options)).toEqual([]);
    expect(shortOfTargets(slower, first)).toEqual(['LCP 3000 ms > 2500 ms']);
    expect(problemsOf(row({ lcp: 4600 }), first, options)).toEqual(['LCP 4600 ms > floor 4500 ms']);
  });

  it('fails performance under 90 on a repeat visit, under the floor of 70 on a first one', () => {
    const middling = row({ performance: 85 });
    expect(problemsOf(middling, repeat, options)).toEqual(['performance 85 < 90']);
    // A gate already failed is not printed again as a gap.
    expect(shortOfTargets(middling, repeat)).toEqual([]);
    expect(problemsOf(middling, first, options)).toEqual([]);
    expect(shortOfTargets(middling, first)).toEqual(['performance 85 < 90']);
    expect(problemsOf(row({ performance: 60 }), first, options)).toEqual([
      'performance 60 < floor 70',
    ]);
  });

  it('fails a repeat visit whose document its service worker did not serve', () => {
    const cold = row({ serviceWorker: { document: false, served: 0, total: 10 } });
    expect(problemsOf(cold, repeat, options)).toEqual([
      'the document did not come from the service worker (no warm service worker)',
    ]);
    // A first visit has no worker to ask of.
    expect(problemsOf(row({ serviceWorker: undefined }), first, options)).toEqual([]);
  });

  it("fails a page over its budget of KB or requests, whichever visit's it is", () => {
    expect(problemsOf(row({ transferKb: 41.25 }), repeat, options)).toEqual([
      '41.3 KB loaded > budget 40 KB',
    ]);
    expect(problemsOf(row({ requests: 13 }), first, options)).toEqual(['13 requests > budget 12']);
  });

  it("lets the entry's one stylesheet block the first paint, nothing else", () => {
    const blocked = row({
      renderBlocking: [`${base}/assets/index-AAAA.css`, `${base}/assets/screen-BBBB.css`],
    });
    expect(problemsOf(blocked, first, options)).toEqual([
      `render-blocking: ${base}/assets/screen-BBBB.css`,
    ]);
    const script = row({ renderBlocking: [`${base}/assets/index-AAAA.js`] });
    expect(problemsOf(script, first, options)).toEqual([
      `render-blocking: ${base}/assets/index-AAAA.js`,
    ]);
  });

  it('fails accessibility under the minimum and a Lighthouse error', () => {
    expect(problemsOf(row({ accessibility: 96 }), first, options)).toEqual([
      'accessibility 96 < 100',
    ]);
    expect(
      problemsOf(row({ runtimeError: 'NO_FCP: no paint' }), first, { minAccessibility: 0 }),
    ).toEqual(['Lighthouse failed: NO_FCP: no paint']);
  });

  it('says only why a page could not be measured', () => {
    const missing = unmeasuredRow('/ (repeat)', 'no service worker in the build');
    expect(problemsOf(missing, repeat, options)).toEqual([
      'not measured: no service worker in the build',
    ]);
    expect(shortOfTargets(missing, repeat)).toEqual([]);
  });
});

describe('serviceWorkerServed', () => {
  const response = (requestId, url, type, fromServiceWorker, extra = {}) => ({
    method: 'Network.responseReceived',
    params: { requestId, type, response: { url, status: 200, fromServiceWorker } },
    targetType: 'page',
    ...extra,
  });

  it("counts the page's responses from its service worker and says whether the document was one", () => {
    const log = [
      { method: 'Network.requestWillBeSent', params: { requestId: '1' }, targetType: 'page' },
      response('1', `${base}/`, 'Document', true),
      response('2', `${base}/assets/index.js`, 'Script', true),
      response('3', `${base}/api/home`, 'Fetch', false),
      // A picture drawn from data: is no request; a worker's own fetch is not the page's.
      response('4', 'data:image/svg+xml,<svg/>', 'Image', false),
      response('5', `${base}/api/home`, 'Fetch', false, { targetType: 'worker', sessionId: 'W' }),
    ];
    expect(serviceWorkerServed(log, `${base}/`)).toEqual({ document: true, served: 2, total: 3 });
  });

  it('says the document did not come from the worker when the network answered it', () => {
    const log = [response('1', `${base}/`, 'Document', false)];
    expect(serviceWorkerServed(log, `${base}/`)).toEqual({ document: false, served: 0, total: 1 });
    expect(serviceWorkerServed(undefined, `${base}/`)).toEqual({
      document: false,
      served: 0,
      total: 0,
    });
  });
});

describe('medianRun', () => {
  const run = (performance) => ({ lhr: { categories: { performance: { score: performance } } } });

  it('takes the middle run by performance, the lower middle of an even count', () => {
    const runs = [run(0.97), run(0.78), run(0.91)];
    expect(medianRun(runs)).toBe(runs[2]);
    const four = [run(0.9), run(0.8), run(0.95), run(0.85)];
    expect(medianRun(four)).toBe(four[3]);
  });

  it('ranks a run without a score lowest and refuses no runs', () => {
    const runs = [run(0.9), { lhr: { categories: {} } }, run(0.8)];
    expect(medianRun(runs)).toBe(runs[2]);
    expect(() => medianRun([])).toThrow('no runs');
  });
});

describe('summarize', () => {
  it('reads the figures of a run, video left out of the bytes and requests', () => {
    const lhr = {
      categories: {
        performance: { score: 0.914 },
        accessibility: { score: 1, auditRefs: [{ id: 'color-contrast' }] },
      },
      audits: {
        'largest-contentful-paint': { numericValue: 204.4 },
        'first-contentful-paint': { numericValue: 152 },
        'total-blocking-time': { numericValue: 371 },
        'cumulative-layout-shift': { numericValue: 0 },
        'color-contrast': { id: 'color-contrast', score: 1 },
        'resource-summary': {
          details: {
            items: [
              { resourceType: 'total', transferSize: 300 * 1024, requestCount: 16 },
              { resourceType: 'media', transferSize: 100 * 1024, requestCount: 1 },
            ],
          },
        },
        'render-blocking-resources': { details: { items: [{ url: `${base}/assets/i.css` }] } },
        'largest-contentful-paint-element': {
          details: {
            items: [
              {
                type: 'table',
                items: [{ node: { snippet: '<img class="home__mascot" src="/logo.svg">' } }],
              },
            ],
          },
        },
      },
    };
    expect(summarize('/ (map, repeat visit)', lhr)).toMatchObject({
      name: '/ (map, repeat visit)',
      transferKb: 200,
      requests: 15,
      renderBlocking: [`${base}/assets/i.css`],
      performance: 91,
      accessibility: 100,
      lcp: 204.4,
      tbt: 371,
      lcpElement: '<img class="home__mascot" src="/logo.svg">',
      accessibilityFailures: [],
      runtimeError: null,
    });
  });
});

describe('keptForOffline and withoutKept', () => {
  const sent = (requestId, url, headers = {}, extra = {}) => ({
    method: 'Network.requestWillBeSent',
    params: { requestId, request: { url, headers } },
    targetType: 'page',
    ...extra,
  });
  const received = (requestId, type) => ({
    method: 'Network.responseReceived',
    params: { requestId, type, response: { url: '', fromServiceWorker: false } },
    targetType: 'page',
  });
  const finished = (requestId, bytes) => ({
    method: 'Network.loadingFinished',
    params: { requestId, encodedDataLength: bytes },
    targetType: 'page',
  });
  const keep = { 'x-bolajon-keep': 'bolajon-keep-1-1' };

  it("counts the requests that carry the keep header, and their bytes, video left to the budgets' own rule", () => {
    const log = [
      sent('1', `${base}/api/home`),
      received('1', 'Fetch'),
      finished('1', 2048),
      sent('2', `${base}/api/lessons/1/with-dictionaries`, keep),
      received('2', 'Fetch'),
      finished('2', 1024),
      // Header names come in any case.
      sent('3', `${base}/media/c/a.ogg`, { 'X-Bolajon-Keep': 'bolajon-keep-1-1' }),
      received('3', 'Fetch'),
      finished('3', 3072),
      // A video is already out of the budgets.
      sent('4', `${base}/media/c/a.webm`, keep),
      received('4', 'Media'),
      finished('4', 10240),
      // A worker's own fetch is not the page's.
      sent('5', `${base}/media/c/b.ogg`, keep, { targetType: 'worker' }),
    ];
    expect(keptForOffline(log)).toEqual({ requests: 2, kb: 4 });
    expect(keptForOffline(undefined)).toEqual({ requests: 0, kb: 0 });
  });

  it('takes them out of the KB and requests a page is held to, and says so', () => {
    const measured = row({ transferKb: 900, requests: 121 });
    const kept = { requests: 107, kb: 700 };
    expect(withoutKept(measured, kept)).toMatchObject({ transferKb: 200, requests: 14, kept });
    expect(withoutKept(measured, { requests: 0, kb: 0 })).toBe(measured);
    const missing = unmeasuredRow('/', 'not measured');
    expect(withoutKept(missing, kept)).toBe(missing);
  });
});
