import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
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

  it('folds accents through a function PostgreSQL inlines into one call, with the dictionary it always used', async () => {
    // Not inlined, each call ran the wrapper's body through the SQL-function executor, parsed again
    // in every execution of a prepared statement (migration 0045).
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.db.execute(sql`explain (verbose, costs off) select f_unaccent(lower('Crème ' || now()::text)) as folded`),
    )
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('immutable_unaccent(');
    expect(plan).not.toContain('f_unaccent(');
    const [folded] = rowsOf<{ wrapped: string; direct: string }>(
      await t.db.execute(sql`select f_unaccent('Müñoz Ærø Łódź Crème') as wrapped,
        public.unaccent('public.unaccent'::regdictionary, 'Müñoz Ærø Łódź Crème') as direct`),
    );
    expect(folded).toEqual({ wrapped: 'Munoz AEro Lodz Creme', direct: 'Munoz AEro Lodz Creme' });
  });

  it.skipIf(!inject('postgresTemplate'))(
    'migrates a new database as a role that is not a superuser, once the extensions are made, folding accents the same',
    async () => {
      // A managed server's role may not create a C function: migration 0045 then keeps the wrapper.
      const server = inject('postgresTemplate')!.url;
      const name = `palmares_role_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      const asAdmin = async (database: string, statements: string[]) => {
        const client = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: `/${database}` }).toString() });
        await client.connect();
        for (const statement of statements) await client.query(statement);
        await client.end();
      };
      try {
        await admin.query(`create role ${name} login nosuperuser`);
        await admin.query(`create database ${name} owner ${name}`);
        await asAdmin(name, ['create extension pg_trgm', 'create extension unaccent', 'create extension btree_gin']);
        const url = Object.assign(new URL(server), { username: name, pathname: `/${name}` }).toString();
        const handle = await openDatabase({ databaseUrl: url });
        try {
          await runMigrations(handle);
          const [row] = rowsOf<{ folded: string; inlined: boolean }>(
            await handle.db.execute(sql`select f_unaccent('Müñoz Ærø Crème') as folded,
              exists (select 1 from pg_proc where proname = 'immutable_unaccent') as inlined`),
          );
          expect(row).toEqual({ folded: 'Munoz AEro Creme', inlined: false });
        } finally {
          await handle.close();
        }
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`drop role if exists ${name}`);
        await admin.end();
      }
    },
  );
});
