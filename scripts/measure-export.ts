/**
 * The figure of the CSV export at scale (README, "Open data"): serves the app in production
 * settings on DATABASE_URL (no migrations, no seed: the database is only read), downloads
 * `GET /api/creatives.csv[?QUERY]` over HTTP to nowhere, and prints the rows, the time and the
 * process's peak resident memory (the server and the downloading client share this process).
 *
 *   DATABASE_URL=postgres://... npx tsx scripts/measure-export.ts [QUERY]
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app';
import { appConfigFromEnv, parseEnv, poolSettingsFromEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';

const env = parseEnv({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  PUBLIC_URL: 'http://127.0.0.1',
  BETTER_AUTH_SECRET: 'x'.repeat(32),
});
if (!env.DATABASE_URL) {
  console.error('Set DATABASE_URL: this measures the export on a PostgreSQL server.');
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, ...poolSettingsFromEnv(env) });
const app = await buildApp({ config: appConfigFromEnv(env, null), db: handle.db, costlyDb: handle.costlyDb, sortingDb: handle.sortingDb });
const address = await app.listen({ host: '127.0.0.1', port: 0 });
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const query = process.argv[2] ?? '';
const started = performance.now();
const response = await fetch(`${address}/api/creatives.csv${query ? `?${query}` : ''}`);
let bytes = 0;
let lines = 0;
const reader = response.body!.getReader();
for (let read = await reader.read(); !read.done; read = await reader.read()) {
  bytes += read.value.byteLength;
  for (const byte of read.value) if (byte === 0x0a) lines++;
}
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
console.log(
  `GET /api/creatives.csv${query ? `?${query}` : ''}: status ${response.status}, ${(lines - 1).toLocaleString('en')} rows, ` +
    `${mb(bytes)} in ${seconds.toFixed(1)} s; resident memory ${mb(before)} before, peak ${mb(peak)}`,
);
await app.close();
await handle.close();
