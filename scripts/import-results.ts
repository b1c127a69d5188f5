/**
 * Imports a file of official results (README, "Importing official results"):
 * `npm run import -- FILE.csv [--dry-run]`. Prints the preview first; `--dry-run` stops there.
 * Target: the PostgreSQL server of DATABASE_URL when set, else PGlite in DATA_DIR (./data).
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { HttpError } from '../src/server/errors';
import { previewResults, writeResults } from '../src/server/modules/results-import/results-import.service';
import type { ImportPreview } from '../src/shared/schemas/results-import';

const USAGE = `Usage: npm run import -- FILE.csv [--dry-run]

Imports official results (one award per row; columns in the README) as verified awards.
Prints what it would do first; with --dry-run it stops there. A file with bad rows writes nothing.
Stop the app first when it runs on PGlite: a PGlite folder must not be opened by two processes.`;

const fmt = (n: number) => n.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printPreview(preview: ImportPreview): void {
  const line = (label: string, value: string) => console.log(`  ${label.padEnd(22)} ${value}`);
  line('rows read', fmt(preview.rows));
  line('creatives', `${fmt(preview.creatives.matched)} matched, ${fmt(preview.creatives.toCreate)} to create`);
  line('agencies', `${fmt(preview.agencies.matched)} matched, ${fmt(preview.agencies.toCreate)} to create`);
  line('categories', `${fmt(preview.categories.matched)} matched, ${fmt(preview.categories.toCreate)} to create`);
  line('awards to add', fmt(preview.awardsToAdd));
  line('already imported', fmt(preview.alreadyImported));
  line('bad rows', fmt(preview.badRowCount));
  for (const bad of preview.badRows) console.log(`    line ${bad.line}, ${bad.field}: ${bad.reason}`);
  if (preview.badRowCount > preview.badRows.length) console.log(`    ... and ${fmt(preview.badRowCount - preview.badRows.length)} more`);
}

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    options: { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
    allowPositionals: true,
    strict: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  const file = positionals[0]!;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`Cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const env = parseEnv();
  const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 2 } : { dataDir: env.DATA_DIR });
  try {
    await runMigrations(handle);
    const started = performance.now();
    const previewed = await previewResults(handle.db, text, new Date());
    console.log(`Preview of ${file} (${seconds(performance.now() - started)}):`);
    printPreview(previewed.preview);
    if (values['dry-run']) return 0;
    if (previewed.preview.badRowCount > 0) {
      console.error('Nothing was imported: fix the bad rows and run this again.');
      return 1;
    }
    const bar = new cliProgress.SingleBar(
      { format: '  importing [{bar}] {percentage}% | {value}/{total} rows | ETA {eta_formatted}', hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    const writing = performance.now();
    let result;
    try {
      result = await writeResults(handle.db, previewed, {
        reviewedBy: null,
        now: new Date(),
        onProgress: (done, total) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
      });
    } finally {
      bar.stop();
    }
    const total = performance.now() - started;
    console.log(
      `Imported ${fmt(result.added)} awards (${fmt(result.alreadyImported)} already there) from ${fmt(result.rows)} rows: ` +
        `written in ${seconds(performance.now() - writing)}, ${seconds(total)} in all (${fmt(Math.round(result.rows / (total / 1000)))} rows/s).`,
    );
    return 0;
  } catch (error) {
    // A malformed file: the same clear message the moderation screen shows.
    if (error instanceof HttpError) {
      console.error(error.message);
      for (const detail of error.errors ?? []) console.error(`  ${detail.path}: ${detail.message}`);
      return 1;
    }
    throw error;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
