import cluster from 'node:cluster';
import { buildApp } from './app';
import type { AppConfig, Env } from './config';
import type { DatabaseHandle } from './db/client';
import { startStandingsRefresher } from './ranking/standings-refresher';

/** What a cluster primary sends its workers on its first signal (cluster-primary.ts). */
export const SHUTDOWN_MESSAGE = 'palmares:shutdown';

/**
 * Builds the app on an open database, listens, and shuts down on a signal: stop accepting, let
 * requests in flight finish for at most SHUTDOWN_GRACE_MS, then cut the connections that remain
 * (a client trickling a body) and exit. A second signal exits at once.
 */
export async function serve(env: Env, config: AppConfig, handle: DatabaseHandle): Promise<void> {
  const app = await buildApp({ config, db: handle.db, costlyDb: handle.costlyDb, sortingDb: handle.sortingDb });
  const stopStandings = startStandingsRefresher(handle.db, app.log, env.RANKING_STANDINGS_REFRESH_MS);

  let closing = false;
  async function shutdown(reason: string) {
    closing = true;
    app.log.info(`${reason}: closing (grace ${env.SHUTDOWN_GRACE_MS} ms)`);
    const grace = setTimeout(() => {
      app.log.warn('grace period over: closing the remaining connections');
      app.server.closeAllConnections();
    }, env.SHUTDOWN_GRACE_MS);
    grace.unref();
    const hardStop = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS + 5000);
    hardStop.unref();
    try {
      await app.close();
      await stopStandings();
      await handle.close();
    } finally {
      process.exit(0);
    }
  }
  function onSignal(signal: NodeJS.Signals) {
    if (closing) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    void shutdown(signal);
  }
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  // A worker hears its primary's request as well as a signal of its own (Ctrl-C signals the whole
  // process group): the request never counts as the second signal.
  process.on('message', (message) => {
    if (message === SHUTDOWN_MESSAGE && !closing) void shutdown('asked by the primary');
  });

  await app.listen({
    host: env.HOST,
    port: env.PORT,
    // In a cluster the primary announces the site once every worker listens.
    listenTextResolver: (address) =>
      cluster.isWorker ? `worker ${process.pid} listening on ${address}` : announcement(env, config, handle.kind, address),
  });
}

/** The first line an operator reads: the address to open first, since the bound one (0.0.0.0, 127.0.0.1) is not always it. */
export function announcement(env: Env, config: AppConfig, database: DatabaseHandle['kind'], address: string, processes = 1): string {
  const where = database === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL';
  const how = processes > 1 ? `${processes} processes listening on ${address}` : `listening on ${address}`;
  return `Palmarés: open ${config.publicUrl} (${how}; ${where}; ${env.NODE_ENV})`;
}
