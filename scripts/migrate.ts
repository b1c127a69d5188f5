import { parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';

const env = parseEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
await runMigrations(handle);
await handle.close();
console.log(`Migrations applied (${handle.kind})`);
