import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// A window's agency rows go with their agency (cascade), and the app never deletes an agency: an
// index led by it for that alone would weigh 8.4M rows at 1M creatives.
const UNINDEXED_ON_PURPOSE = ['agency_window_points.agency_id'];

describe('the schema', () => {
  it('serves every foreign key with an index led by its column', async () => {
    // Deleting a referenced row finds the rows that name it by their column: without an index, a
    // scan of the whole table (an account's deletion read all 10,000,000 awards twice at 1M).
    const unindexed = rowsOf<{ key: string }>(
      await t.db.execute(sql`select c.conrelid::regclass || '.' || a.attname as key
        from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
        order by 1`),
    ).map((row) => row.key);
    expect(unindexed).toEqual(UNINDEXED_ON_PURPOSE);
  });

  it('vacuums the tables pages are read from by index alone after at most 2,000 changes, whatever their size', async () => {
    // A write clears its page's all-visible mark, and an index-only read then fetches the row from
    // the table, until a vacuum; by default autovacuum waits for a fifth of the table to change.
    const tables = [
      'creatives',
      'creative_name_starts',
      'awards',
      'window_points',
      'agency_window_points',
      'agency_window_standings',
      'country_window_points',
      'country_window_standings',
      'festival_winner_runs',
    ];
    const options = rowsOf<{ table: string; options: string[] | null }>(
      await t.db.execute(sql`select relname as "table", reloptions as options from pg_class
        where relnamespace = 'public'::regnamespace and relkind = 'r' and relname in (${sql.join(
          tables.map((table) => sql`${table}`),
          sql`, `,
        )}) order by relname`),
    );
    const expected = [
      'autovacuum_vacuum_scale_factor=0',
      'autovacuum_vacuum_threshold=2000',
      'autovacuum_vacuum_insert_scale_factor=0',
      'autovacuum_vacuum_insert_threshold=2000',
    ];
    expect(options.map((row) => row.table)).toEqual([...tables].sort());
    for (const row of options)
      expect({ table: row.table, options: [...(row.options ?? [])].sort() }).toEqual({ table: row.table, options: [...expected].sort() });
  });
});
