import { eq, sql, type SQL } from 'drizzle-orm';
import { AWARD_YEAR_MIN } from '../../../shared/constants';
import { executePrepared, type Database, type Executor } from '../../db/client';
import { festivals } from '../../db/schema';
import { previousWindow, type WindowKey } from '../creatives/creative.repository';

export async function festivalIdBySlug(db: Executor, slug: string): Promise<number | undefined> {
  const [row] = await db.select({ id: festivals.id }).from(festivals).where(eq(festivals.slug, slug));
  return row?.id;
}

/**
 * Ranks of a window's rows of an aggregate table (agencies' or countries' window points, `key`
 * their id column) as `(key, rank)`, ties sharing: by the window's points, or for the year-earlier
 * ranking (previousWindow) by the previous window's points or by the years before the basis year.
 */
function ranksIn(table: string, key: string, window: WindowKey, basis: 'current' | 'previous'): SQL {
  const points = sql.raw(basis === 'current' ? 'points' : 'previous_points');
  // `points > 0` (implied: previous points are part of the points) lets the ranking index serve.
  return sql`select ${sql.raw(key)} as key, rank() over (order by ${points} desc)::int as rank from ${sql.raw(table)}
    where year = ${window.year} and festival_id = ${window.festivalId} and ${points} > 0 and points > 0`;
}

/** A window's rows of an aggregate table with points, each with its rank (one scan, ranked as read). */
function rankedRows(table: string, window: WindowKey): SQL {
  return sql`select w.*, rank() over (order by w.points desc)::int as rank from ${sql.raw(table)} w
    where w.year = ${window.year} and w.festival_id = ${window.festivalId} and w.points > 0`;
}

function previousRanks(table: string, key: string, window: WindowKey): SQL {
  const previous = previousWindow(window);
  return ranksIn(table, key, previous.key, previous.basis);
}

/** A page as the response sends it: the items as one JSON array text, and the filter's total. */
export interface JsonPage {
  json: string;
  total: number;
}

/**
 * A page of the agencies' ranking of a window in one statement: the window's agencies (a few
 * thousand at most, by agency_window_points) ranked by points, their year-earlier ranks, the
 * page in ranking order (points, awards, name) as the response's JSON, and the filter's total.
 * The rank is the agency's place among all agencies, whatever the country filter. The ranks come
 * from the window's ranking index alone; only the page's rows are read from the table.
 */
export async function agencyRanking(
  db: Database,
  window: WindowKey,
  filter: { country?: string; limit: number; offset: number },
): Promise<JsonPage> {
  const country = filter.country ? sql`g.headquarters_country_code = ${filter.country}` : sql`true`;
  const [row] = await executePrepared<{ total: number; json: string }>(
    db,
    sql`with ranked as (
        select w.agency_id, w.points, w.awards, rank() over (order by w.points desc)::int as rank from agency_window_points w
        where w.year = ${window.year} and w.festival_id = ${window.festivalId} and w.points > 0
      ),
      page as (
        select ranked.*, g.slug, g.name, g.logo, g.headquarters from ranked join agencies g on g.id = ranked.agency_id
        where ${country}
        order by ranked.points desc, ranked.awards desc, g.name, g.id
        limit ${filter.limit} offset ${filter.offset}
      )
      select (select count(*)::int from ranked ${filter.country ? sql`join agencies g on g.id = ranked.agency_id where ${country}` : sql``}) as total,
        coalesce(json_agg(json_build_object(
          'rank', page.rank, 'rankChange', p.rank - page.rank,
          'agency', json_build_object('id', page.agency_id, 'slug', page.slug, 'name', page.name, 'logo', page.logo,
            'headquarters', page.headquarters),
          'points', page.points, 'awards', page.awards,
          'levels', json_build_object('grandPrix', w.grand_prix, 'gold', w.gold, 'silver', w.silver,
            'bronze', w.bronze, 'shortlist', w.shortlist),
          'creatives', w.creatives)
          order by page.points desc, page.awards desc, page.name, page.agency_id), '[]')::text as json
      from page
      join agency_window_points w on w.year = ${window.year} and w.festival_id = ${window.festivalId} and w.agency_id = page.agency_id
      left join (${previousRanks('agency_window_points', 'agency_id', window)}) p on p.key = page.agency_id`,
  );
  return { total: Number(row?.total ?? 0), json: row?.json ?? '[]' };
}

/**
 * The countries' ranking of a window in one statement: every country with points (the creatives'
 * countries, by country_window_points), ranked, with its year-earlier rank, its best creative in
 * the window (the first row of the window's country index) and its best agency (by headquarters).
 */
export async function countryRanking(db: Database, window: WindowKey): Promise<string> {
  const [row] = await executePrepared<{ json: string }>(
    db,
    sql`with ranked as (${rankedRows('country_window_points', window)}),
      top_agencies as (
        select distinct on (g.headquarters_country_code) g.headquarters_country_code as country_code,
          json_build_object('id', g.id, 'slug', g.slug, 'name', g.name, 'points', a.points) as agency
        from agency_window_points a join agencies g on g.id = a.agency_id
        where a.year = ${window.year} and a.festival_id = ${window.festivalId} and a.points > 0
          and g.headquarters_country_code is not null
        order by g.headquarters_country_code, a.points desc, a.awards desc, g.name, g.id
      )
      select coalesce(json_agg(json_build_object(
          'rank', ranked.rank, 'rankChange', p.rank - ranked.rank,
          'countryCode', ranked.country_code, 'country', coalesce(cn.name, ranked.country_code),
          'points', ranked.points, 'awards', ranked.awards, 'creatives', ranked.creatives,
          'topCreative', (
            select json_build_object('id', c.id, 'name', c.name, 'username', c.username, 'points', t.points)
            from window_points t join creatives c on c.id = t.creative_id
            where t.year = ${window.year} and t.festival_id = ${window.festivalId} and t.country_code = ranked.country_code
              and t.points > 0
            order by t.points desc, t.awards desc, t.name, t.creative_id limit 1),
          'topAgency', ta.agency)
          order by ranked.points desc, ranked.awards desc, ranked.country_code), '[]')::text as json
      from ranked
      left join (${previousRanks('country_window_points', 'country_code', window)}) p on p.key = ranked.country_code
      left join country_names cn on cn.code = ranked.country_code
      left join top_agencies ta on ta.country_code = ranked.country_code`,
  );
  return row?.json ?? '[]';
}

/**
 * What the window picker offers: the years with counted awards (of one festival when given),
 * newest first, each probed in the window buckets; the festivals with counted awards.
 */
export async function rankingWindows(db: Database, festivalId: number, latestYear: number) {
  const [row] = await executePrepared<{ years: number[]; festivals: { slug: string; name: string }[] }>(
    db,
    sql`select
      (select coalesce(json_agg(y order by y desc), '[]') from generate_series(${AWARD_YEAR_MIN}::int, ${latestYear}::int) y
        where exists (select 1 from window_buckets b where b.year = y and b.festival_id = ${festivalId} and b.basis = 'current'
          and b.creatives > 0)) as years,
      (select coalesce(json_agg(json_build_object('slug', f.slug, 'name', f.name) order by f.prestige desc, f.name, f.id), '[]')
        from festivals f
        where exists (select 1 from window_buckets b where b.year = 0 and b.festival_id = f.id and b.basis = 'current'
          and b.creatives > 0)) as festivals`,
  );
  return { years: row?.years ?? [], festivals: row?.festivals ?? [] };
}
