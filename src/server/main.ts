import cluster from 'node:cluster';
import { runPrimary } from './cluster-primary';
import { appConfigFromEnv, parseEnv, poolSettingsFromEnv } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { prepareDatabase } from './db/prepare';
import { setRoleByEmail } from './modules/accounts/account.repository';
import { clientDir, ssrEntry } from './paths';
import { announcement, serve } from './serve';

// The production entry (dist/server/main.js). One process by default; with WEB_CONCURRENCY=N and
// a PostgreSQL server, a cluster primary prepares the database once and forks N workers that
// share the port (they re-run this file as cluster workers).
const env = parseEnv();
const config = appConfigFromEnv(env, clientDir, ssrEntry);

async function prepare(handle: DatabaseHandle) {
  await prepareDatabase(handle, { seed: env.SEED_ON_START === 'auto', now: new Date(), log: console.log });
  await setRoleByEmail(handle.db, config.auth.adminEmails, 'moderator');
}

function openPool(databaseUrl: string) {
  return openDatabase({ databaseUrl, ...poolSettingsFromEnv(env) });
}

if (!env.DATABASE_URL) {
  if (env.WEB_CONCURRENCY > 1) {
    console.warn(
      `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} ignored: PGlite's folder belongs to one process (set DATABASE_URL to run several)`,
    );
  }
  const handle = await openDatabase({ dataDir: env.DATA_DIR });
  await prepare(handle);
  await serve(env, config, handle);
} else if (cluster.isWorker) {
  await serve(env, config, await openPool(env.DATABASE_URL));
} else {
  // Migrations and the seed may run for minutes at scale: they get a connection without the
  // statement timeout that bounds every request.
  const setup = await openDatabase({ databaseUrl: env.DATABASE_URL, poolSize: 1 });
  try {
    await prepare(setup);
  } finally {
    await setup.close();
  }
  if (env.WEB_CONCURRENCY > 1) {
    runPrimary({
      workers: env.WEB_CONCURRENCY,
      graceMs: env.SHUTDOWN_GRACE_MS,
      announce: (address) => announcement(env, config, 'postgres', address, env.WEB_CONCURRENCY),
    });
  } else {
    await serve(env, config, await openPool(env.DATABASE_URL));
  }
}
