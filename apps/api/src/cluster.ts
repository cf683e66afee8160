import cluster, { type Worker } from 'node:cluster';

/** How many unplanned worker exits within {@link CRASH_WINDOW_MS} stop the whole server. */
const MAX_CRASHES = 5;
const CRASH_WINDOW_MS = 60_000;

export interface WorkersOptions {
  /** How many worker processes share the port (WEB_CONCURRENCY). */
  count: number;
  /** How long the workers get to finish their requests after SIGTERM or SIGINT. */
  graceMs: number;
  /** Said once every worker listens. */
  readyLine: string;
  /** Where the primary writes its lines (the workers log on their own). */
  log?: (line: string) => void;
  /** Called once in the primary, before the first fork (the metrics aggregator). */
  onPrimaryStart?: () => void;
}

/**
 * The primary of WEB_CONCURRENCY > 1 (ADR 0057): forks `count` workers that share the port
 * (node:cluster hands connections out in turn), replaces one that dies, and on SIGTERM or SIGINT
 * passes the signal on and exits once every worker has finished its requests. The primary itself
 * serves nothing and holds no database connection; the database was migrated before the fork.
 * Workers that keep dying (more than 5 in a minute, or one before any worker listened) stop it:
 * a configuration problem does not turn into an endless restart loop.
 */
export function runWorkers(options: WorkersOptions): Promise<number> {
  const log = options.log ?? ((line: string) => console.log(line));
  options.onPrimaryStart?.();
  let stopping = false;
  let anyListened = false;
  const listening = new Set<number>();
  const crashes: number[] = [];

  return new Promise<number>((resolve) => {
    let exitCode = 0;
    const finishWhenAllGone = () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) resolve(exitCode);
    };

    const stopAll = (reason: string, code: number) => {
      if (stopping) return;
      stopping = true;
      exitCode = Math.max(exitCode, code);
      log(reason);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
      // Should a worker hang past its own grace, the primary still ends (and so do they).
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
        resolve(1);
      }, options.graceMs + 10_000).unref();
      finishWhenAllGone();
    };

    const fork = () => {
      const worker: Worker = cluster.fork();
      worker.once('listening', () => {
        anyListened = true;
        listening.add(worker.id);
        if (listening.size === options.count) log(options.readyLine);
      });
    };

    cluster.on('exit', (worker, code, signal) => {
      listening.delete(worker.id);
      if (stopping) {
        if (code !== 0) exitCode = 1;
        finishWhenAllGone();
        return;
      }
      const how = signal ? `signal ${signal}` : `exit code ${String(code)}`;
      if (!anyListened) {
        stopAll(`a worker ended before any listened (${how}); stopping (see its error above)`, 1);
        return;
      }
      const now = Date.now();
      crashes.push(now);
      while (crashes.length > 0 && now - crashes[0]! > CRASH_WINDOW_MS) crashes.shift();
      if (crashes.length > MAX_CRASHES) {
        stopAll(`workers keep ending (${crashes.length} in a minute); stopping`, 1);
        return;
      }
      log(`worker ${String(worker.process.pid)} ended (${how}); starting another`);
      fork();
    });

    let signalled = false;
    const onSignal = (signal: NodeJS.Signals) => {
      // Ctrl+C reaches the primary and the workers alike; each takes the first one.
      if (signalled) return;
      signalled = true;
      stopAll(`${signal}: the workers finish the requests in flight`, 0);
    };
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);

    for (let i = 0; i < options.count; i += 1) fork();
  });
}
