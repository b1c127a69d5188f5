import { sql } from 'drizzle-orm';
import type { AwardType } from '../../../shared/constants';
import { executePrepared, executeShape, type Database } from '../../db/client';
import { editionRuns, winnerRunsStoreOf, type WinnerRun } from './winner-runs-store';

/** The latest year a festival has counted awards in (the awards_winners index), or null. */
export async function latestWinnersYear(db: Database, festivalId: number): Promise<number | null> {
  const [row] = await executePrepared<{ year: number | null }>(
    db,
    sql`select max(year)::int as year from awards where festival_id = ${festivalId} and verified`,
  );
  return row?.year ?? null;
}

interface WinnersPage {
  year: number;
  limit: number;
  offset: number;
  type?: AwardType | undefined;
  category?: number | undefined;
}

/** A run's part of a page: how many of its awards the page skips, and how many it shows. */
interface RunSlice {
  run: WinnerRun;
  skip: number;
  take: number;
}

/** The parts of the (kept) runs, in the pages' order, that a page of one level or category when asked shows, with the total of those runs. */
function pageSlices(runs: WinnerRun[], page: WinnersPage): { total: number; slices: RunSlice[] } {
  const slices: RunSlice[] = [];
  const end = page.offset + page.limit;
  let total = 0;
  for (const run of runs) {
    if ((page.type && run.type !== page.type) || (page.category !== undefined && run.categoryId !== page.category)) continue;
    const start = total;
    total += run.awards;
    if (total > page.offset && start < end) {
      const from = Math.max(start, page.offset);
      slices.push({ run, skip: from - start, take: Math.min(total, end) - from });
    }
  }
  return { total, slices };
}

/**
 * A page of a festival's counted awards of one year (festivalWinnerSchema), of one level or
 * category when asked, best level first, then by category name, title and id, with the year's
 * total. An edition can hold tens of thousands of awards, too many to sort or count per request:
 * the kept counts per level and category (festival_winner_runs, migration 0020), held in the
 * process (winner-runs-store.ts, decision 0023) or read when they are not, give the total and the
 * runs the page overlaps, and the statement reads each of those runs' slice in its awards_winners
 * index order, from where the page starts in it. The index holds what the page shows of each
 * award, so no award is read from the table (50 lookups were a third of a page at 10M awards).
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
  page: WinnersPage,
): Promise<{ total: number; rows: string | null }> {
  const runs = winnerRunsStoreOf(db)?.runs(festivalId, page.year) ?? (await editionRuns(db, festivalId, page.year));
  const { total, slices } = pageSlices(runs, page);
  if (slices.length === 0) return { total, rows: null };
  const [row] = await executeShape<{ rows: string }>(
    db,
    'festival-winner-rows',
    () => sql`select string_agg(k.creative_id || E'\t' || coalesce(k.agency_id::text, '') || E'\t{"id":' || k.id
        || ',"title":' || to_json(k.title)::text || ',"year":' || k.year || ',"type":"' || r.type
        || '","points":' || k.points || ',"category":{"id":' || r.category_id || ',"name":' || r.category_name
        || '},"agency":', E'\n' order by r.n, k.title, k.id) as rows
      -- The levels as text: PGlite sends an array parameter only of the types it knew when it
      -- opened, not the award levels' on a database migrated since (a first start).
      from unnest(${sql.placeholder('types')}::text[], ${sql.placeholder('categories')}::int[],
        ${sql.placeholder('names')}::text[], ${sql.placeholder('skips')}::int[], ${sql.placeholder('takes')}::int[])
        with ordinality as r(type, category_id, category_name, skip, take, n)
      cross join lateral (
        select k.id, k.title, k.year, k.creative_id, k.agency_id, k.points from awards k
        where k.festival_id = ${sql.placeholder('festival')} and k.year = ${sql.placeholder('year')} and k.verified
          and k.type = r.type::award_type and k.category_id = r.category_id
        order by k.title, k.id offset r.skip limit r.take
      ) k`,
    {
      festival: festivalId,
      year: page.year,
      types: slices.map((slice) => slice.run.type),
      categories: slices.map((slice) => slice.run.categoryId),
      names: slices.map((slice) => slice.run.categoryName),
      skips: slices.map((slice) => slice.skip),
      takes: slices.map((slice) => slice.take),
    },
    // Short: each slice is a range of the awards_winners index, at most a run's length in (1,234 at 10M awards).
    { short: true },
  );
  return { total, rows: row?.rows ?? null };
}
