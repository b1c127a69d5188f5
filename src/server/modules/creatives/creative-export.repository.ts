import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CreativeListQuery, CreativeSummary } from '../../../shared/schemas/creative';
import type { Database } from '../../db/client';
import { creatives } from '../../db/schema';
import { foldedMatch, literal, rowsOf } from '../../lib/sql';
import { allTimeItem } from './creative.repository';

/** Where an export batch starts: the position of a row in the list's order. */
export interface ExportKey {
  id: number;
  totalPoints: number;
  totalAwards: number;
  name: string;
  /** As PostgreSQL prints it: a JavaScript Date would drop the microseconds. */
  createdAt: string;
}

// The list's orders (creative.repository, ORDERS) over the columns of a batch's rows.
const ORDER: Record<CreativeListQuery['sort'], [column: string, direction: 'asc' | 'desc'][]> = {
  points: [
    ['total_points', 'desc'],
    ['total_awards', 'desc'],
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  awards: [
    ['total_awards', 'desc'],
    ['total_points', 'desc'],
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  name: [
    ['name', 'asc'],
    ['id', 'asc'],
  ],
  newest: [
    ['created_at', 'desc'],
    ['id', 'desc'],
  ],
};

const orderBy = (sort: CreativeListQuery['sort'], table?: string) =>
  sql.raw(ORDER[sort].map(([column, direction]) => `${table ? `${table}.` : ''}${column} ${direction}`).join(', '));

/**
 * The rows after `key` in the list's order (or from it, `inclusive`), as index ranges: a
 * condition like `(points, awards) < (p, a)` with mixed directions is no index bound, so the
 * points and awards orders read the rest of the key's tie, then lower second keys, then lower
 * first keys, each range from the sort index. No batch walks the rows before its key.
 */
function rangesAfter(sort: CreativeListQuery['sort'], key: ExportKey, inclusive: boolean): SQL[] {
  const tail = inclusive ? sql`>=` : sql`>`;
  const nameId = sql`(${creatives.name}, ${creatives.id}) ${tail} (${key.name}, ${key.id})`;
  const points = (op: SQL) => sql`${creatives.totalPoints} ${op} ${key.totalPoints}`;
  const awards = (op: SQL) => sql`${creatives.totalAwards} ${op} ${key.totalAwards}`;
  switch (sort) {
    case 'points':
      return [sql`${points(sql`=`)} and ${awards(sql`=`)} and ${nameId}`, sql`${points(sql`=`)} and ${awards(sql`<`)}`, points(sql`<`)];
    case 'awards':
      return [sql`${awards(sql`=`)} and ${points(sql`=`)} and ${nameId}`, sql`${awards(sql`=`)} and ${points(sql`<`)}`, awards(sql`<`)];
    case 'name':
      return [nameId];
    case 'newest':
      return [sql`(${creatives.createdAt}, ${creatives.id}) ${inclusive ? sql`<=` : sql`<`} (${key.createdAt}::timestamptz, ${key.id})`];
  }
}

type ListFilter = Pick<CreativeListQuery, 'q' | 'country' | 'category' | 'sort'>;

function filterOf(query: ListFilter): SQL {
  return (
    and(
      query.q ? foldedMatch(creatives.searchName, query.q) : undefined,
      query.country ? eq(creatives.countryCode, query.country) : undefined,
      query.category ? eq(creatives.discipline, query.category) : undefined,
    ) ?? sql`true`
  );
}

/**
 * One batch of a list's export in one statement: `size` rows in the list's order from `from`
 * (the start when null), each as the JSON list's item (creativeSummarySchema, ranks from the
 * buckets) with its key for the next batch.
 */
export async function exportBatch(
  db: Database,
  query: ListFilter,
  from: { key: ExportKey; inclusive: boolean } | null,
  size: number,
): Promise<{ item: CreativeSummary; key: ExportKey }[]> {
  const order = orderBy(query.sort);
  const filter = filterOf(query);
  // The size in the text: as a parameter, the costly share's generic plan took a batch for a tenth
  // of the table and hashed all 1,000,000 creatives to join 1,000 (0.4 s a batch at 1M).
  const limit = literal(size);
  const ranges = from ? rangesAfter(query.sort, from.key, from.inclusive) : [sql`true`];
  const pick = (range: SQL) =>
    sql`select ${creatives.id}, ${creatives.totalPoints}, ${creatives.totalAwards}, ${creatives.name}, ${creatives.createdAt}
      from ${creatives} where ${filter} and ${range} order by ${order} limit ${limit}`;
  const rows =
    ranges.length === 1
      ? pick(ranges[0]!)
      : sql`${sql.join(
          ranges.map((range) => sql`(${pick(range)})`),
          sql` union all `,
        )} order by ${order} limit ${limit}`;
  const result = await db.execute(sql`
    select item::json as item, json_build_object('id', ${creatives.id}, 'totalPoints', ${creatives.totalPoints},
      'totalAwards', ${creatives.totalAwards}, 'name', ${creatives.name}, 'createdAt', ${creatives.createdAt}::text) as key
    from (${rows}) page
    join ${creatives} on ${creatives.id} = page.id
    ${allTimeItem}
    order by ${orderBy(query.sort, 'page')}`);
  return rowsOf<{ item: CreativeSummary; key: ExportKey }>(result);
}

/** The key of one creative, where an export with an offset starts. */
export async function exportKeyOf(db: Database, id: number): Promise<ExportKey | undefined> {
  const [row] = await db
    .select({
      id: creatives.id,
      totalPoints: creatives.totalPoints,
      totalAwards: creatives.totalAwards,
      name: creatives.name,
      createdAt: sql<string>`${creatives.createdAt}::text`,
    })
    .from(creatives)
    .where(eq(creatives.id, id));
  return row;
}
