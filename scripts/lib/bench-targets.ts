// What the benchmark draws its URLs from (scripts/bench.ts), read once from the database before
// the run: real usernames, names, slugs, id range and the size of every people filter, so each
// request can ask for something that exists without the bench asking the API first.
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { agencies, creatives, festivals } from '../../src/server/db/schema';

export interface CreativeSample {
  username: string;
  name: string;
}

export interface PeopleFilter {
  countryCode: string;
  /** null: every discipline. */
  discipline: string | null;
  count: number;
}

/** A ranking window (issue 12) and how many creatives and agencies it ranks. */
export interface RankingWindowTarget {
  /** The window's query: `year=2025`, `festival=cannes-lions`, both. */
  query: string;
  kind: 'year' | 'festival' | 'edition';
  creatives: number;
  agencies: number;
}

/** A festival's year with counted awards (its winners page). */
export interface WinnersTarget {
  slug: string;
  year: number;
  awards: number;
}

export interface BenchTargets {
  totalCreatives: number;
  minCreativeId: number;
  maxCreativeId: number;
  /** A random sample of creatives (usernames for profile URLs, names for search texts). */
  sample: CreativeSample[];
  festivalSlugs: string[];
  agencySlugs: string[];
  /** Every country (with and without a discipline) and how many creatives it holds. */
  peopleFilters: PeopleFilter[];
  /** Every ranking window but all time, from the window read models (migration 0011). */
  windows: RankingWindowTarget[];
  winners: WinnersTarget[];
  /**
   * Tables read by index alone, of over 1,000 pages, with under 95% of them marked all visible at
   * their last vacuum (`visible`, 0-1) or over 2,000 rows written since (`changed`).
   */
  notAllVisible: { table: string; visible: number; changed: number }[];
}

/** Enough distinct usernames that a 10 s class at thousands of requests/s never repeats one. */
const SAMPLE_SIZE = 200_000;

const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function readTargets(handle: DatabaseHandle): Promise<BenchTargets> {
  const { db } = handle;
  const [range] = rows<{ total: number; min_id: number | null; max_id: number | null }>(
    await db.execute(sql`select count(*)::int as total, min(id) as min_id, max(id) as max_id from ${creatives}`),
  );
  const total = range?.total ?? 0;
  // Bernoulli sampling reads the table once; the fraction is capped so small datasets come whole.
  const percent = Math.min(100, (100 * SAMPLE_SIZE) / Math.max(total, 1));
  const sample = rows<CreativeSample>(
    await db.execute(sql`select username, name from ${creatives} tablesample bernoulli (${sql.raw(percent.toFixed(4))})`),
  );
  // One row per country (grouping = 1: any discipline) and per country and discipline.
  const byFilter = rows<{ country_code: string; discipline: string | null; count: number }>(
    await db.execute(sql`select country_code, discipline, count(*)::int as count from ${creatives}
      where country_code is not null
      group by grouping sets ((country_code, discipline), (country_code))
      having grouping(discipline) = 1 or discipline is not null`),
  );
  const festivalRows = await db.select({ slug: festivals.slug }).from(festivals);
  const windowRows = rows<{ year: number; slug: string | null; creatives: number; agencies: number }>(
    await db.execute(sql`select b.year, f.slug, b.creatives,
        (select count(*)::int from agency_window_points a where a.year = b.year and a.festival_id = b.festival_id and a.points > 0) as agencies
      from (select year, festival_id, sum(creatives)::int as creatives from window_buckets where basis = 'current'
        group by 1, 2 having sum(creatives) > 0) b
      left join ${festivals} f on f.id = b.festival_id
      where b.year > 0 or b.festival_id > 0`),
  );
  const winnerRows = rows<WinnersTarget>(
    await db.execute(sql`select f.slug, w.year, sum(w.awards)::int as awards from country_window_points w
      join ${festivals} f on f.id = w.festival_id where w.year > 0 group by 1, 2`),
  );
  const agencyRows = await db.select({ slug: agencies.slug }).from(agencies);
  // Index-only reads fetch the rows of pages a vacuum has not marked since they were written: the
  // tables read that way (migration 0042 has autovacuum keep them marked) are checked.
  const notAllVisible = rows<{ table: string; visible: number; changed: number }>(
    await db.execute(sql`select c.relname as "table", c.relallvisible::float / c.relpages as visible,
        (s.n_dead_tup + s.n_ins_since_vacuum)::float as changed
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid
      where c.relnamespace = 'public'::regnamespace and c.relpages > 1000 and array_to_string(c.reloptions, ',') like '%autovacuum_vacuum_threshold%'
        and (c.relallvisible < 0.95 * c.relpages or s.n_dead_tup + s.n_ins_since_vacuum > 2000)
      order by c.relname`),
  );
  return {
    totalCreatives: total,
    minCreativeId: range?.min_id ?? 0,
    maxCreativeId: range?.max_id ?? 0,
    sample,
    festivalSlugs: festivalRows.map((row) => row.slug),
    agencySlugs: agencyRows.map((row) => row.slug),
    peopleFilters: byFilter.map((row) => ({ countryCode: row.country_code, discipline: row.discipline, count: row.count })),
    windows: windowRows.map((row) => ({
      query: [row.year > 0 ? `year=${row.year}` : '', row.slug ? `festival=${row.slug}` : ''].filter(Boolean).join('&'),
      kind: row.year === 0 ? 'festival' : row.slug ? 'edition' : 'year',
      creatives: row.creatives,
      agencies: row.agencies,
    })),
    winners: winnerRows,
    notAllVisible,
  };
}

/**
 * Reads the targets from DATABASE_URL, or from the PGlite folder before the server opens it
 * (PGlite does not lock its folder, so it must never be open in two processes at once).
 */
export async function loadTargets(source: { databaseUrl: string } | { dataDir: string }): Promise<BenchTargets> {
  const handle = await openDatabase('databaseUrl' in source ? { ...source, poolSize: 2 } : source);
  try {
    return await readTargets(handle);
  } finally {
    await handle.close();
  }
}
