import { and, asc, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { agencies, creatives, festivals } from '../../db/schema';
import { rowsOf } from '../../lib/sql';

/** The tables whose rows are public pages, and the column their URL is built from. */
const SOURCES = {
  creatives: { table: creatives, id: creatives.id, key: creatives.username, updatedAt: creatives.updatedAt },
  agencies: { table: agencies, id: agencies.id, key: agencies.slug, updatedAt: agencies.updatedAt },
  festivals: { table: festivals, id: festivals.id, key: festivals.slug, updatedAt: festivals.updatedAt },
} as const;

export type SitemapSource = keyof typeof SOURCES;

export interface SitemapRow {
  id: number;
  key: string;
  updatedAt: Date;
}

/**
 * Numbers (from 1) of the id ranges ((n-1)*size, n*size] that hold at least one row: one
 * primary-key probe per range, so a million rows cost twenty probes, not a scan.
 */
export async function nonEmptyIdRanges(db: Executor, source: SitemapSource, size: number): Promise<number[]> {
  const { table, id } = SOURCES[source];
  const result = await db.execute(sql`
    select n::int + 1 as range
    from generate_series(0, (select coalesce(max(${id}), 0) from ${table}) / ${size}::int) as n
    where exists (select 1 from ${table} where ${id} > n * ${size}::int and ${id} <= (n + 1) * ${size}::int)
    order by n`);
  return rowsOf<{ range: number }>(result).map((row) => Number(row.range));
}

/** One keyset page: rows with `afterId < id <= lastId`, by id. */
export async function rowsAfter(
  db: Executor,
  source: SitemapSource,
  afterId: number,
  lastId: number,
  limit: number,
): Promise<SitemapRow[]> {
  const { table, id, key, updatedAt } = SOURCES[source];
  return db
    .select({ id, key, updatedAt })
    .from(table)
    .where(and(gt(id, afterId), lte(id, lastId)))
    .orderBy(asc(id))
    .limit(limit);
}
