import { buildApp } from './app';
import { appConfigFromEnv, parseEnv } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import { setRoleByEmail } from './modules/accounts/account.repository';
import { clientDir } from './paths';

const env = parseEnv();
const config = appConfigFromEnv(env, clientDir);

async function prepare(handle: DatabaseHandle) {
  await prepareDatabase(handle, { seed: env.SEED_ON_START === 'auto', now: new Date(), log: console.log });
  await setRoleByEmail(handle.db, config.auth.adminEmails, 'moderator');
}

let handle: DatabaseHandle;
if (env.DATABASE_URL) {
  // Migrations and the seed may run for minutes at scale: they get a connection without the
  // statement timeout that bounds every request.
  const setup = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 });
  try {
    await prepare(setup);
  } finally {
    await setup.close();
  }
  handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE,
    costlyPoolSize: env.DATABASE_COSTLY_POOL_SIZE,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
} else {
  handle = await openDatabase({ dataDir: env.DATA_DIR });
  await prepare(handle);
}
const app = await buildApp({ config, db: handle.db, costlyDb: handle.costlyDb });

let closing = false;
/**
 * First signal: stop accepting, let requests in flight finish for at most SHUTDOWN_GRACE_MS, then
 * cut the connections that remain (a client trickling a body) and exit. A second signal exits at once.
 */
async function shutdown(signal: string) {
  if (closing) {
    app.log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  app.log.info(`${signal}: closing (grace ${env.SHUTDOWN_GRACE_MS} ms)`);
  const grace = setTimeout(() => {
    app.log.warn('grace period over: closing the remaining connections');
    app.server.closeAllConnections();
  }, env.SHUTDOWN_GRACE_MS);
  grace.unref();
  const hardStop = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS + 5000);
  hardStop.unref();
  try {
    await app.close();
    await handle.close();
  } finally {
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

const where = handle.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL';
// The address to open comes first: the bound one (0.0.0.0, 127.0.0.1) is not always it.
await app.listen({
  host: env.HOST,
  port: env.PORT,
  listenTextResolver: (address) => `Palmarés: open ${config.publicUrl} (listening on ${address}; ${where}; ${env.NODE_ENV})`,
});
