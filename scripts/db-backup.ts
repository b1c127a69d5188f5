import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { defaultBackupName, POSTGRES_INSTRUCTIONS } from './lib/backup';

// `npm run db:backup [FILE]`: PGlite's folder (DATA_DIR) into one .tar.gz. Stop the app first:
// PGlite's folder belongs to one process, so this refuses while the app holds it.
const env = parseEnv();
const { positionals } = parseArgs({ allowPositionals: true });
if (env.DATABASE_URL) {
  console.error(POSTGRES_INSTRUCTIONS);
  process.exit(1);
}
if (!fs.existsSync(path.join(env.DATA_DIR, 'PG_VERSION'))) {
  console.error(`No database in ${env.DATA_DIR} (DATA_DIR): nothing to back up`);
  process.exit(1);
}
const file = positionals[0] ?? defaultBackupName(new Date());
const started = Date.now();
const { client, close } = await openPglite({ dataDir: env.DATA_DIR });
try {
  const dump = await client.dumpDataDir('gzip');
  // `wx`: an existing backup is never overwritten.
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx' });
} finally {
  await close();
}
const megabytes = (fs.statSync(file).size / 1e6).toFixed(1);
console.log(`Backed up ${env.DATA_DIR} to ${file} (${megabytes} MB, ${Date.now() - started} ms); restore with npm run db:restore ${file}`);
