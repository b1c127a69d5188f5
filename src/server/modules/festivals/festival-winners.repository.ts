import { sql } from 'drizzle-orm';
import type { AwardType } from '../../../shared/constants';
import { executePrepared, executeShape, type Database } from '../../db/client';

/** The latest year a festival has counted awards in (the awards_winners index), or null. */
export async function latestWinnersYear(db: Database, festivalId: number): Promise<number | null> {
  const [row] = await executePrepared<{ year: number | null }>(
    db,
    sql`select max(year)::int as year from awards where festival_id = ${festivalId} and verified`,
  );
  return row?.year ?? null;
}

/**
 * A page of a festival's counted awards of one year (festivalWinnerSchema), of one level or
 * category when asked, best level first, then by category name, title and id, with the year's
 * total, in one statement. An edition can hold tens of thousands of awards, too many to sort or
 * count per request: the kept counts per level and category (festival_winner_runs, migration
 * 0020) give the runs the page overlaps, and each run is read in its awards_winners index order
 * from where the page starts in it. The index holds what the page shows of each award, so no
 * award is read from the table (50 lookups were a third of a page at 10M awards).
 *
 * `rows` has a line per award, in order: its creative's id, a tab, its agency's id (empty for
 * none), a tab, and the award as JSON up to its agency. The service takes the creative's label
 * from the card store (creative.repository.ts, labelOfHead) and the agency's from the agency store
 * (agency-store.ts, labelOfAgencyCard): finding the 50 creatives was a third of the statement at 1M
 * creatives, the agencies a third of the rest. Each award is made JSON field by field, as listed
 * creatives are (creative.repository.ts, summaryItemOf): as a whole row (`row_to_json`), a page's
 * 50 cost PostgreSQL 0.12 ms against 0.06. `rows` is null for a page past the end.
 */
export async function festivalWinners(
  db: Database,
  festivalId: number,
  page: { year: number; limit: number; offset: number; type?: AwardType | undefined; category?: number | undefined },
): Promise<{ total: number; rows: string | null }> {
  // Built once per page size (executeShape), the size written in the text for the planner.
  const size = Math.trunc(page.limit);
  const limit = sql.raw(String(size));
  const festival = sql.placeholder('festival');
  const year = sql.placeholder('year');
  const offset = sql.placeholder('offset');
  // Optional filters: null keeps every run (the runs of an edition are a few dozen rows).
  const type = sql.placeholder('type');
  const category = sql.placeholder('category');
  const edition = sql`k.festival_id = ${festival} and k.year = ${year} and k.verified`;
  const [row] = await executeShape<{ total: number; rows: string | null }>(
    db,
    `festival-winner-rows:${size}`,
    () => sql`with runs as (
        select r.type, r.category_id, c.name as category_name, r.awards,
          (sum(r.awards) over (order by r.type, c.name, r.category_id) - r.awards)::int as before
        from festival_winner_runs r
        -- The festival's own categories (by its index): joined on the id alone, the planner
        -- hashed all 4,000 categories for every page (1.2 ms of a 3 ms page at 1M creatives).
        join categories c on c.id = r.category_id and c.festival_id = ${festival}
        where r.festival_id = ${festival} and r.year = ${year} and r.awards > 0
          and (${type}::award_type is null or r.type = ${type}::award_type)
          and (${category}::int is null or r.category_id = ${category}::int)
      ),
      page as (
        select runs.type, runs.category_id, runs.category_name, p.*
        from runs cross join lateral (
          select k.id, k.title, k.year, k.creative_id, k.agency_id, k.points from awards k
          where ${edition} and k.type = runs.type and k.category_id = runs.category_id
          order by k.title, k.id
          offset greatest(${offset} - runs.before, 0) limit ${limit}
        ) p
        where runs.before + runs.awards > ${offset} and runs.before < ${offset} + ${limit}
        order by runs.type, runs.category_name, p.title, p.id
        limit ${limit}
      )
      select (select coalesce(sum(awards), 0)::int from runs) as total,
      string_agg(page.creative_id || E'\t' || coalesce(page.agency_id::text, '') || E'\t{"id":' || page.id
        || ',"title":' || to_json(page.title)::text || ',"year":' || page.year || ',"type":"' || page.type
        || '","points":' || page.points || ',"category":{"id":' || page.category_id || ',"name":' || to_json(page.category_name)::text
        || '},"agency":', E'\n' order by page.type, page.category_name, page.title, page.id) as rows
    from page`,
    { festival: festivalId, year: page.year, offset: page.offset, type: page.type ?? null, category: page.category ?? null },
  );
  return { total: Number(row?.total ?? 0), rows: row?.rows ?? null };
}
