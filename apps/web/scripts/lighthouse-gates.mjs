// What `npm run lighthouse` (lighthouse.mjs) reads from a Lighthouse result and what fails a page:
// pure functions of the result, tested in lighthouse-gates.test.mjs.
//
// Two kinds of visit are measured (issue 24):
// - a first visit: a fresh browser context, empty HTTP cache, no service worker. It fails only on
//   what the host's speed cannot move (ADR 0031) and on floors no quiet run comes near; the
//   targets (performance 90, LCP 2.5 s) are printed as a gap.
// - a repeat visit: the same browser context visited the page before and its service worker
//   controls it, nothing is cleared. Its targets are gates (performance 90, LCP 1.0 s): with the
//   shell and the page's answers served on the device, the simulated network part is small.

/** Performance and LCP for each kind of visit: `floor` fails the run, `target` is printed. */
export const VISITS = {
  first: {
    floor: { performance: 70, lcpMs: 4500 },
    target: { performance: 90, lcpMs: 2500 },
  },
  repeat: {
    floor: { performance: 90, lcpMs: 1000 },
    target: { performance: 90, lcpMs: 1000 },
  },
};

/** The performance and LCP limits of a kind of visit; an unknown kind is a mistake in the script. */
export function visitGates(visit) {
  const gates = VISITS[visit];
  if (!gates) throw new Error(`unknown visit "${visit}" (first or repeat)`);
  return gates;
}

export const score = (category) =>
  category?.score == null ? null : Math.round(category.score * 100);
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

export const oneLine = (text, max = 110) => {
  const line = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The median run by performance score (the lower middle for an even count). */
export function medianRun(results) {
  if (results.length === 0) throw new Error('no runs to take the median of');
  const ranked = [...results].sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? -1) - (b.lhr.categories.performance?.score ?? -1),
  );
  return ranked[Math.floor((ranked.length - 1) / 2)];
}

/**
 * What came from the page's service worker, by the DevTools protocol log of a run: whether the
 * document at `documentUrl` did, and how many of the page's responses did, of how many. Workers'
 * own requests (a service worker's fetches) are not the page's.
 */
export function serviceWorkerServed(devtoolsLog, documentUrl) {
  const responses = (devtoolsLog ?? [])
    .filter(
      (event) =>
        event.method === 'Network.responseReceived' &&
        (event.targetType === undefined || event.targetType === 'page'),
    )
    .map((event) => event.params)
    .filter((params) => !/^(data|blob):/.test(params.response.url));
  const document = responses.find(
    (params) => params.type === 'Document' && params.response.url === documentUrl,
  );
  return {
    document: Boolean(document?.response.fromServiceWorker),
    served: responses.filter((params) => params.response.fromServiceWorker).length,
    total: responses.length,
  };
}

/** The header the app's "keep for offline" downloads carry (src/lib/offline/cache-keys.ts). */
export const KEEP_HEADER = 'x-bolajon-keep';

/**
 * The page's downloads for offline play, by the DevTools protocol log of a run: the requests that
 * carry KEEP_HEADER (a lesson's API answers, pictures, sounds and videos, fetched in the
 * background once a service worker controls the page) — how many, and their transferred KB.
 * Video is left out, as the budgets leave it out already.
 */
export function keptForOffline(devtoolsLog) {
  const page = (devtoolsLog ?? []).filter(
    (event) => event.targetType === undefined || event.targetType === 'page',
  );
  const kept = new Set(
    page
      .filter((event) => event.method === 'Network.requestWillBeSent')
      .filter((event) =>
        Object.keys(event.params.request?.headers ?? {}).some(
          (name) => name.toLowerCase() === KEEP_HEADER,
        ),
      )
      .map((event) => event.params.requestId),
  );
  for (const event of page) {
    if (event.method === 'Network.responseReceived' && event.params.type === 'Media')
      kept.delete(event.params.requestId);
  }
  let bytes = 0;
  for (const event of page) {
    if (event.method === 'Network.loadingFinished' && kept.has(event.params.requestId))
      bytes += event.params.encodedDataLength ?? 0;
  }
  return { requests: kept.size, kb: bytes / 1024 };
}

/**
 * A page's figures without its downloads for offline play: how many of them a run records
 * depends on when it stopped (as with video), and they are the offline feature's, not the page's.
 */
export function withoutKept(row, kept) {
  if (!kept || kept.requests === 0 || row.transferKb === null) return row;
  return {
    ...row,
    transferKb: Math.max(0, row.transferKb - kept.kb),
    requests: Math.max(0, row.requests - kept.requests),
    kept,
  };
}

/** What the median run says about one page. */
export function summarize(name, lhr) {
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

/** A page that could not be measured at all (no service worker to warm): its one problem. */
export function unmeasuredRow(name, reason) {
  return {
    name,
    setupError: reason,
    transferKb: null,
    requests: null,
    renderBlocking: [],
    lcpProblems: [],
    lcpNotPreloaded: null,
    performance: null,
    accessibility: null,
    lcp: null,
    fcp: null,
    tbt: null,
    cls: null,
    lcpElement: null,
    accessibilityFailures: [],
    opportunities: [],
    runtimeError: null,
    warnings: [],
  };
}

/**
 * What fails a page: a Lighthouse error, accessibility, its budget of KB and requests,
 * render-blocking requests, a lazy LCP image, performance and LCP under its visit's floor; on a
 * repeat visit, a document its service worker did not serve.
 * `page` is { visit, budget: { kb, requests } }; `row.serviceWorker` is serviceWorkerServed's
 * answer (a repeat visit's).
 */
export function problemsOf(row, page, { minAccessibility }) {
  const { floor } = visitGates(page.visit);
  if (row.setupError) return [`not measured: ${row.setupError}`];
  const problems = [];
  if (row.runtimeError) problems.push(`Lighthouse failed: ${row.runtimeError}`);
  if (row.accessibility === null || row.accessibility < minAccessibility)
    problems.push(`accessibility ${row.accessibility ?? 'none'} < ${minAccessibility}`);
  if (row.transferKb > page.budget.kb)
    problems.push(`${row.transferKb.toFixed(1)} KB loaded > budget ${page.budget.kb} KB`);
  if (row.requests > page.budget.requests)
    problems.push(`${row.requests} requests > budget ${page.budget.requests}`);
  // The entry's one stylesheet blocks the first paint by design (the CSP allows no inline
  // style); anything more — a script, a second sheet, a font — fails.
  const blocking = row.renderBlocking.filter(
    (url, index) => !(index === 0 && /\/assets\/[^/]+\.css$/.test(new URL(url).pathname)),
  );
  for (const url of blocking) problems.push(`render-blocking: ${url}`);
  for (const title of row.lcpProblems) problems.push(`LCP element: ${title}`);
  const label = page.visit === 'first' ? 'floor ' : '';
  if (row.performance === null || row.performance < floor.performance)
    problems.push(`performance ${row.performance ?? 'none'} < ${label}${floor.performance}`);
  if (row.lcp === null || row.lcp > floor.lcpMs)
    problems.push(
      `LCP ${row.lcp === null ? 'none' : `${Math.round(row.lcp)} ms`} > ${label}${floor.lcpMs} ms`,
    );
  if (page.visit === 'repeat' && !row.serviceWorker?.document)
    problems.push('the document did not come from the service worker (no warm service worker)');
  return problems;
}

/** The gap to a page's targets, printed (not failed): on a first visit it moves with the host. */
export function shortOfTargets(row, page) {
  const { target, floor } = visitGates(page.visit);
  const gaps = [];
  // A target that is also the floor is already a failure, not a gap.
  if (
    row.performance !== null &&
    row.performance < target.performance &&
    target.performance > floor.performance
  )
    gaps.push(`performance ${row.performance} < ${target.performance}`);
  if (row.lcp !== null && row.lcp > target.lcpMs && target.lcpMs < floor.lcpMs)
    gaps.push(`LCP ${Math.round(row.lcp)} ms > ${target.lcpMs} ms`);
  if (row.lcpNotPreloaded) gaps.push(`LCP image: ${row.lcpNotPreloaded}`);
  return gaps;
}
