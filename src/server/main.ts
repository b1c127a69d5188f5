import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { appConfigFromEnv, parseEnv } from './config';
import { openDatabase } from './db/client';
import { prepareDatabase } from './db/prepare';
import { setRoleByEmail } from './modules/accounts/account.repository';

const env = parseEnv();
const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const config = appConfigFromEnv(env, clientDir);

const handle = await openDatabase(
  env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { dataDir: env.DATA_DIR },
);
await prepareDatabase(handle, { seed: env.SEED_ON_START === 'auto', now: new Date(), log: console.log });
await setRoleByEmail(handle.db, config.auth.adminEmails, 'moderator');
const app = await buildApp({ config, db: handle.db });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: env.HOST, port: env.PORT });
app.log.info(`Palmarés on ${config.publicUrl} (${handle.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL'})`);
