import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/config';
import { openPglite } from '../src/server/db/client';
import { LOCK_FILE, lockDataDir } from '../src/server/db/data-dir-lock';
import { POSTGRES_INSTRUCTIONS, rowCounts } from './lib/backup';

// `npm run db:restore FILE [--force]`: a backup made by `npm run db:backup` into DATA_DIR, which
// must be empty; --force replaces the database there. The next start applies newer migrations.
const env = parseEnv();
const { positionals, values } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } });
if (env.DATABASE_URL) {
  console.error(POSTGRES_INSTRUCTIONS);
  process.exit(1);
}
const file = positionals[0];
if (!file || !fs.existsSync(file)) {
  console.error(file ? `No such backup: ${file}` : 'usage: npm run db:restore FILE [-- --force]');
  process.exit(2);
}

// Held while the folder is emptied, so a running app is never pulled from under itself.
const release = lockDataDir(env.DATA_DIR);
try {
  const existing = fs.readdirSync(env.DATA_DIR).filter((name) => name !== LOCK_FILE);
  if (existing.length > 0 && !values.force) {
    console.error(`${env.DATA_DIR} (DATA_DIR) is not empty: restore into an empty folder, or add --force to replace that database`);
    process.exit(1);
  }
  for (const name of existing) fs.rmSync(path.join(env.DATA_DIR, name), { recursive: true, force: true });
} finally {
  release();
}

const { client, close } = await openPglite({
  dataDir: env.DATA_DIR,
  loadDataDir: new Blob([fs.readFileSync(file)], { type: 'application/gzip' }),
});
try {
  const counts = await rowCounts(client);
  const summary = ['creatives', 'awards', 'festivals', 'agencies', 'users'].map((table) => `${counts[`public.${table}`] ?? 0} ${table}`);
  console.log(`Restored ${file} into ${env.DATA_DIR}: ${summary.join(', ')} (${Object.keys(counts).length} tables)`);
} finally {
  await close();
}
