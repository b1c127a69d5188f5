import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { cursorBatches, openDatabase, readsByCursor } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';

// Cursors of their own connection exist on the PostgreSQL server's pools only (PGlite has one connection).
const template = inject('postgresTemplate');

describe.skipIf(!template)('rows read through a cursor', () => {
  it('come in batches, in the order of one run of the query, its values bound', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 2 });
    try {
      expect(readsByCursor(handle.db)).toBe(true);
      const batches: number[][] = [];
      const query = sql`select n from generate_series(1, ${sql.placeholder('last')}::int) n order by n desc`;
      for await (const rows of cursorBatches<{ n: number }>(
        handle.db,
        query,
        { last: 5 },
        { batchSize: 2, idleMs: 5000, statementTimeoutMs: 5000 },
      )) {
        batches.push(rows.map((row) => row.n));
      }
      expect(batches).toEqual([[5, 4], [3, 2], [1]]);
    } finally {
      await handle.close();
    }
  });

  it('leave no transaction open when the reader stops midway (a download whose client left)', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 2 });
    try {
      const query = sql`select n from generate_series(1, 100) n`;
      for await (const rows of cursorBatches<{ n: number }>(
        handle.db,
        query,
        {},
        { batchSize: 10, idleMs: 5000, statementTimeoutMs: 5000 },
      )) {
        expect(rows).toHaveLength(10);
        break;
      }
      const openTransactions = async () =>
        rowsOf<{ n: number }>(
          await handle.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`),
        )[0]!.n;
      await expect.poll(openTransactions, { interval: 20, timeout: 5000 }).toBe(0);
      expect(rowsOf<{ one: number }>(await handle.db.execute(sql`select 1 as one`))[0]!.one).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('fail the next read, and nothing else, when PostgreSQL ends a reader that waited too long', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 2 });
    try {
      const batches = cursorBatches<{ n: number }>(
        handle.db,
        sql`select n from generate_series(1, 100) n`,
        {},
        { batchSize: 10, idleMs: 100, statementTimeoutMs: 5000 },
      );
      expect((await batches.next()).value).toHaveLength(10);
      // The session ends while the reader waits: an error on a checked-out client, between queries.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await expect(batches.next()).rejects.toThrow();
      expect(rowsOf<{ one: number }>(await handle.db.execute(sql`select 1 as one`))[0]!.one).toBe(1);
    } finally {
      await handle.close();
    }
  });

  it('bound each read by their own statement timeout', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 2, statementTimeoutMs: 5000 });
    try {
      const slow = sql`select pg_sleep(0.5), n from generate_series(1, 2) n`;
      const reads = cursorBatches(handle.db, slow, {}, { batchSize: 10, idleMs: 5000, statementTimeoutMs: 100 });
      await expect(reads.next()).rejects.toMatchObject({ code: '57014' });
    } finally {
      await handle.close();
    }
  });
});
