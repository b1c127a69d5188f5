import cluster, { type Worker } from 'node:cluster';
import { SHUTDOWN_MESSAGE } from './serve';

// A worker that dies unexpectedly is replaced, but a crash loop (one that dies at every start)
// ends: more than this many replacements within the window stop the whole server.
const RESTART_LIMIT = 5;
const RESTART_WINDOW_MS = 60_000;

export interface PrimaryOptions {
  workers: number;
  /** The workers' SHUTDOWN_GRACE_MS: they get it, plus time to close, before they are killed. */
  graceMs: number;
  /** Said once every worker listens, naming the address the first one bound. */
  announce: (address: string) => string;
}

/**
 * The cluster primary (WEB_CONCURRENCY > 1): forks the workers, which share the port and each open
 * their own pool; it serves nothing itself. The first SIGTERM or SIGINT asks every worker to
 * drain and exits once they have; a second one kills them and exits at once.
 */
export function runPrimary({ workers, graceMs, announce }: PrimaryOptions): void {
  const live = new Map<number, Worker>();
  const listening = new Set<number>();
  const replacements: number[] = [];
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  const fork = () => {
    const worker = cluster.fork();
    live.set(worker.id, worker);
  };

  function stop(code: number) {
    stopping = true;
    exitCode = code;
    if (live.size === 0) process.exit(exitCode);
    for (const worker of live.values()) {
      // A worker still starting may not listen for the message yet; it has nothing to drain either.
      if (!listening.has(worker.id)) worker.process.kill('SIGTERM');
      else if (worker.isConnected()) worker.send(SHUTDOWN_MESSAGE);
    }
    setTimeout(() => {
      console.error('workers still running after the grace period: killing them');
      for (const worker of live.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, graceMs + 10_000).unref();
  }

  cluster.on('listening', (worker, address) => {
    listening.add(worker.id);
    if (announced || listening.size < workers) return;
    announced = true;
    const host = address.addressType === 6 ? `[${address.address}]` : address.address;
    console.log(announce(`http://${host}:${address.port}`));
  });

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) {
      // SIGTERM: a worker stopped while still starting (see stop).
      if (code !== 0 && signal !== 'SIGTERM') exitCode = 1;
      if (live.size === 0) process.exit(exitCode);
      return;
    }
    const how = signal ? `signal ${signal}` : `code ${code}`;
    const now = Date.now();
    replacements.push(now);
    while (replacements[0]! < now - RESTART_WINDOW_MS) replacements.shift();
    if (replacements.length > RESTART_LIMIT) {
      console.error(
        `worker ${worker.process.pid} exited (${how}); ${RESTART_LIMIT} replaced within ${RESTART_WINDOW_MS / 1000} s already: stopping`,
      );
      stop(1);
      return;
    }
    console.error(`worker ${worker.process.pid} exited unexpectedly (${how}): starting another`);
    fork();
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.warn(`${signal} again: exiting now`);
      for (const worker of live.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }
    console.log(`${signal}: asking ${live.size} workers to close (grace ${graceMs} ms)`);
    stop(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  for (let i = 0; i < workers; i += 1) fork();
}
