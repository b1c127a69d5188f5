/**
 * Writes a results file for measuring `npm run import` against a generated database
 * (`npm run db:generate`): `npx tsx scripts/make-results-file.ts --rows 100000 --out results.csv`.
 * Of the rows, 70% go to existing creatives by username (generated names repeat, so a name alone
 * would be ambiguous) and 30% to new creatives (two rows for most); one in ten names a new agency and a
 * new category, so the import creates some of each. The same database gives the same file.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { rowsOf } from '../src/server/lib/sql';
import { AWARD_TYPES } from '../src/shared/constants';
import { RESULTS_COLUMNS } from '../src/shared/schemas/results-import';

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    rows: { type: 'string', default: '100000' },
    out: { type: 'string', default: 'results.csv' },
    year: { type: 'string', default: '2025' },
  },
  strict: true,
});
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1) throw new Error('--rows must be a positive whole number');

// A small deterministic generator (mulberry32), so a file can be made again.
let state = 20261124;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

const env = parseEnv();
const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL, poolSize: 1 } : { dataDir: env.DATA_DIR });
try {
  const creatives = rowsOf<{ username: string; name: string; country_code: string }>(
    await handle.db.execute(
      sql`select username, name, country_code from creatives where country_code is not null order by id limit ${rows}`,
    ),
  );
  const categories = rowsOf<{ festival: string; category: string }>(
    await handle.db.execute(sql`select f.name as festival, c.name as category from categories c join festivals f on f.id = c.festival_id`),
  );
  const agencies = rowsOf<{ name: string }>(await handle.db.execute(sql`select name from agencies limit 1000`)).map((row) => row.name);
  if (creatives.length === 0 || categories.length === 0)
    throw new Error('The database has no creatives or categories: run npm run db:generate first');

  const records: string[][] = [];
  for (let i = 0; i < rows; i++) {
    const { festival, category } = pick(categories);
    const fresh = random() < 0.1;
    const row = {
      festival,
      year: values.year,
      category: fresh ? `${category} Special ${1 + Math.floor(random() * 35)}` : category,
      level: pick(AWARD_TYPES),
      title: `Campaign ${i + 1}`,
      creative: '',
      username: '',
      country: '',
      agency: fresh ? `Imported Agency ${1 + Math.floor(random() * 100)}` : pick(agencies),
      description: '',
    };
    if (i % 10 < 7) {
      const creative = creatives[i % creatives.length]!;
      Object.assign(row, { creative: creative.name, username: creative.username, country: creative.country_code });
    } else {
      // Rows 7, 8 and 9 of every ten: 7 and 8 are the same new person, 9 another one.
      const person = Math.floor(i / 10) * 2 + (i % 10 === 9 ? 2 : 1);
      Object.assign(row, { creative: `Imported Person ${person}`, country: creatives[person % creatives.length]!.country_code });
    }
    records.push(RESULTS_COLUMNS.map((column) => row[column] ?? ''));
  }
  writeFileSync(values.out, stringify([[...RESULTS_COLUMNS], ...records]));
  console.log(`${rows.toLocaleString('en')} rows written to ${values.out}`);
} finally {
  await handle.close();
}
