import { sql, type SQL } from 'drizzle-orm';
import { AWARD_YEAR_MIN } from '../../../shared/constants';
import { executePrepared, executeShape, type Database } from '../../db/client';
import { windowShape, windowValues, type WindowKey, type WindowShape } from '../creatives/creative.repository';

/** A window's rows of an aggregate table with points, each with its rank (one scan, ranked as read). */
function rankedRows(table: string, window: WindowShape): SQL {
  return sql`select w.*, rank() over (order by w.points desc)::int as rank from ${sql.raw(table)} w
    where w.year = ${window.year} and w.festival_id = ${window.festivalId} and w.points > 0`;
}

/**
 * Year-earlier ranks of a window's rows of an aggregate table (agencies' or countries' window
 * points, `key` their id column) as `(key, rank)`, ties sharing: by the previous year's window,
 * or for all years by the points before the basis year (previousWindow).
 */
function previousRanks(table: string, key: string, window: WindowShape): SQL {
  const points = sql.raw(window.allYears ? 'previous_points' : 'points');
  // `points > 0` (implied: previous points are part of the points) lets the ranking index serve.
  return sql`select ${sql.raw(key)} as key, rank() over (order by ${points} desc)::int as rank from ${sql.raw(table)}
    where year = ${window.previousYear} and festival_id = ${window.festivalId} and ${points} > 0 and points > 0`;
}

/** Whether the window's rows changed since its standings were kept (migration 0016): then it is ranked live. */
function windowChanged(window: WindowShape): SQL {
  return sql`exists (select 1 from ranking_window_changes c where c.year = ${window.year} and c.festival_id = ${window.festivalId})`;
}

/**
 * The row of a window's ranking from its kept standings, or, when the window changed since they
 * were kept, ranked live: the kept statement says in the same snapshot whether the window changed
 * (`changed`), and only then is the live one run, a second statement. Both in one statement (a
 * union, each side under its own condition) cost PostgreSQL a third more per page at 1M (`pgbench`,
 * an agency ranking's deep page: 14,100-14,300 statements a second against 18,100-19,100): the
 * live side's plan was started and its tables locked on every page. Each statement is one shape
 * (executeShape), `key` and `:kept` or `:live`.
 */
async function keptOrLive<T>(
  db: Database,
  key: string,
  shape: WindowShape,
  statements: { kept: () => SQL; live: () => SQL },
  values: Record<string, unknown>,
): Promise<T | undefined> {
  // The kept side is one range of the standings (short); the live side ranks a whole window.
  const [kept] = await executeShape<T & { changed: boolean }>(
    db,
    `${key}:kept`,
    () => sql`select ${windowChanged(shape)} as changed, kept.* from (${statements.kept()}) kept`,
    values,
    { short: true },
  );
  if (kept && !kept.changed) return kept;
  const [live] = await executeShape<T>(db, `${key}:live`, statements.live, values);
  return live;
}

/**
 * An agency ranking entry as a line (`entry.line`): its agency's id, a tab, and the entry as JSON
 * text with a tab where its agency's card goes, which the service takes from the agency store
 * (agency-store.ts): finding the page's 50 agencies was 150 of a deep page's 157 buffer reads. The
 * figures come from its window row `w`; written as text, not made JSON as nested rows field by
 * field (40% of a deep page's statement).
 */
function agencyEntryLine(rank: SQL, rankChange: SQL): SQL {
  return sql`cross join lateral (select w.agency_id || E'\t{"rank":' || ${rank} || ',"rankChange":' || coalesce((${rankChange})::text, 'null')
      || E',"agency":\t,"points":' || w.points || ',"awards":' || w.awards
      || ',"levels":{"grandPrix":' || w.grand_prix || ',"gold":' || w.gold || ',"silver":' || w.silver
      || ',"bronze":' || w.bronze || ',"shortlist":' || w.shortlist || '},"creatives":' || w.creatives || '}' as line) entry`;
}

/** The lines of a page in the given order, a line each (null for none). */
function entryLines(order: SQL): SQL {
  return sql`string_agg(entry.line, E'\n' order by ${order})`;
}

const page = { country: sql.placeholder('country'), offset: sql.placeholder('offset'), limit: sql.placeholder('limit') };

/**
 * A page of a window's kept agency standings: the places after the offset, up to the limit (among
 * the country's agencies when filtered), one index range at any depth; the total is the last place.
 */
function keptAgencyPage(window: WindowShape, byCountry: boolean): SQL {
  const inWindow = sql`s.year = ${window.year} and s.festival_id = ${window.festivalId}`;
  const place = byCountry ? sql`s.country_position` : sql`s.position`;
  const inCountry = byCountry ? sql`and s.country_code = ${page.country}` : sql``;
  // The standings row carries its figures (migration 0049), so it stands as the entry's `w`.
  return sql`select (select coalesce(max(${place}), 0)::int from agency_window_standings s where ${inWindow} ${inCountry}) as total,
      ${entryLines(sql`s.position`)} as rows
    from agency_window_standings s
    cross join lateral (select s.agency_id, s.points, s.awards, s.grand_prix, s.gold, s.silver, s.bronze, s.shortlist, s.creatives) w
    ${agencyEntryLine(sql`s.rank`, sql`s.rank_change`)}
    where ${inWindow} ${inCountry} and ${place} > ${page.offset} and ${place} <= ${page.offset}::int + ${page.limit}::int`;
}

/**
 * A page of the agencies' ranking of a window ranked as it is read: the window's agencies (a few
 * thousand at most) ranked by points, their year-earlier ranks, the page in ranking order
 * (points, awards, name). The ranks come from the window's ranking index alone; only the page's
 * rows are read from the table.
 */
function liveAgencyPage(window: WindowShape, byCountry: boolean): SQL {
  const country = byCountry ? sql`g.headquarters_country_code = ${page.country}` : sql`true`;
  return sql`with ranked as (
        select w.agency_id, w.points, w.awards, rank() over (order by w.points desc)::int as rank from agency_window_points w
        where w.year = ${window.year} and w.festival_id = ${window.festivalId} and w.points > 0
      ),
      page as (
        select ranked.*, g.name from ranked join agencies g on g.id = ranked.agency_id
        where ${country}
        order by ranked.points desc, ranked.awards desc, g.name, g.id
        limit ${page.limit} offset ${page.offset}
      )
      select (select count(*)::int from ranked ${byCountry ? sql`join agencies g on g.id = ranked.agency_id where ${country}` : sql``}) as total,
        ${entryLines(sql`g.points desc, g.awards desc, g.name, g.agency_id`)} as rows
      from page g
      join agency_window_points w on w.year = ${window.year} and w.festival_id = ${window.festivalId} and w.agency_id = g.agency_id
      left join (${previousRanks('agency_window_points', 'agency_id', window)}) p on p.key = g.agency_id
      ${agencyEntryLine(sql`g.rank`, sql`p.rank - g.rank`)}`;
}

/**
 * A page of the agencies' ranking of a window in one statement, with the filter's total. The
 * rank is the agency's place among all agencies, whatever the country filter. From the kept
 * standings, or ranked live when the window changed since they were kept: never stale. One
 * statement per shape (all years or one, a country filter or none), built once (executeShape).
 * `rows` has a line per entry (agencyEntryLine), null for a page past the end.
 */
export async function agencyRanking(
  db: Database,
  window: WindowKey,
  filter: { country?: string | undefined; limit: number; offset: number },
): Promise<{ total: number; rows: string | null }> {
  const shape = windowShape(window);
  const byCountry = filter.country !== undefined;
  const row = await keptOrLive<{ total: number; rows: string | null }>(
    db,
    `agency-ranking:${shape.allYears}:${byCountry}`,
    shape,
    { kept: () => keptAgencyPage(shape, byCountry), live: () => liveAgencyPage(shape, byCountry) },
    { ...windowValues(window), country: filter.country, offset: filter.offset, limit: filter.limit },
  );
  return { total: Number(row?.total ?? 0), rows: row?.rows ?? null };
}

/** A country's best creative in the window (`top_creative`): the first row of the window's country index. */
function topCreativeOf(window: WindowShape): SQL {
  return sql`left join lateral (select t.creative_id as id, t.points
      from window_points t
      where t.year = ${window.year} and t.festival_id = ${window.festivalId} and t.country_code = r.country_code
        and t.points > 0
      order by t.points desc, t.awards desc, t.name, t.creative_id limit 1) top_creative on true`;
}

/**
 * A country ranking entry as a line (`entry.line`) from its window row `r` (with its rank), its
 * name `cn`, its rank change and its best creative's and agency's ids and points (`top_creative`
 * and `top_agency`, null when it has none): the four, a tab after each, then the entry as JSON up
 * to its best creative, made field by field (festival-winners.repository.ts says why). The service
 * takes their labels from the card and agency stores: finding them was 224 of an all-time
 * ranking's 283 buffer reads.
 */
function countryEntryLine(rankChange: SQL): SQL {
  return sql`cross join lateral (select coalesce(top_creative.id || E'\t' || top_creative.points, E'\t') || E'\t'
      || coalesce(top_agency.id || E'\t' || top_agency.points, E'\t') || E'\t'
      || '{"rank":' || coalesce(r.rank::text, 'null') || ',"rankChange":' || coalesce((${rankChange})::text, 'null')
      || ',"countryCode":' || to_json(r.country_code)::text || ',"country":' || to_json(coalesce(cn.name, r.country_code))::text
      || ',"points":' || r.points || ',"awards":' || r.awards || ',"creatives":' || r.creatives || ',"topCreative":' as line) entry`;
}

/**
 * The countries' ranking from the kept standings, whose rows name each country's first creative
 * and agency with their points (migration 0021): no seek in the window's country index and in its
 * agency places (3.4 ms for a festival's 40 countries).
 */
function keptCountryRanking(window: WindowShape): SQL {
  return sql`select ${entryLines(sql`r.position`)} as rows
    from (select s.position, s.rank, s.rank_change, s.top_creative_id, s.top_creative_points, s.top_agency_id,
        s.top_agency_points, t.* from country_window_standings s
      join country_window_points t on t.year = s.year and t.festival_id = s.festival_id and t.country_code = s.country_code
      where s.year = ${window.year} and s.festival_id = ${window.festivalId}) r
    left join country_names cn on cn.code = r.country_code
    cross join lateral (select r.top_creative_id as id, r.top_creative_points as points) top_creative
    cross join lateral (select r.top_agency_id as id, r.top_agency_points as points) top_agency
    ${countryEntryLine(sql`r.rank_change`)}`;
}

/** The countries' ranking ranked as it is read, with every country's best agency (by headquarters). */
function liveCountryRanking(window: WindowShape): SQL {
  return sql`with r as (${rankedRows('country_window_points', window)}),
      top_agencies as (
        select distinct on (g.headquarters_country_code) g.headquarters_country_code as country_code, g.id, a.points
        from agency_window_points a join agencies g on g.id = a.agency_id
        where a.year = ${window.year} and a.festival_id = ${window.festivalId} and a.points > 0
          and g.headquarters_country_code is not null
        order by g.headquarters_country_code, a.points desc, a.awards desc, g.name, g.id
      )
      select ${entryLines(sql`r.points desc, r.awards desc, r.country_code`)} as rows
      from r
      left join (${previousRanks('country_window_points', 'country_code', window)}) p on p.key = r.country_code
      left join country_names cn on cn.code = r.country_code
      left join top_agencies top_agency on top_agency.country_code = r.country_code
      ${topCreativeOf(window)}
      ${countryEntryLine(sql`p.rank - r.rank`)}`;
}

/**
 * The countries' ranking of a window in one statement: every country with points (the creatives'
 * countries, by country_window_points), ranked, with its year-earlier rank, its best creative in
 * the window and its best agency (by headquarters). Kept or live as the agencies' ranking. `rows`
 * has a line per country (countryEntryLine), null for none.
 */
export async function countryRanking(db: Database, window: WindowKey): Promise<string | null> {
  const shape = windowShape(window);
  const row = await keptOrLive<{ rows: string | null }>(
    db,
    `country-ranking:${shape.allYears}`,
    shape,
    { kept: () => keptCountryRanking(shape), live: () => liveCountryRanking(shape) },
    windowValues(window),
  );
  return row?.rows ?? null;
}

/** The years with counted awards (of one festival when given), newest first, each probed in the window buckets. */
function windowYears(festivalId: number, latestYear: number): SQL {
  return sql`(select coalesce(json_agg(y order by y desc), '[]') from generate_series(${AWARD_YEAR_MIN}::int, ${latestYear}::int) y
    where exists (select 1 from window_buckets b where b.year = y and b.festival_id = ${festivalId} and b.basis = 'current'
      and b.creatives > 0))`;
}

/** What the window picker offers: the years (windowYears); the festivals with counted awards. */
export async function rankingWindows(db: Database, festivalId: number, latestYear: number) {
  const [row] = await executePrepared<{ years: number[]; festivals: { slug: string; name: string }[] }>(
    db,
    sql`select ${windowYears(festivalId, latestYear)} as years,
      (select coalesce(json_agg(json_build_object('slug', f.slug, 'name', f.name) order by f.prestige desc, f.name, f.id), '[]')
        from festivals f
        where exists (select 1 from window_buckets b where b.year = 0 and b.festival_id = f.id and b.basis = 'current'
          and b.creatives > 0)) as festivals`,
  );
  return { years: row?.years ?? [], festivals: row?.festivals ?? [] };
}

/** The years (windowYears) and the festival's slug and name (0: none). */
export async function rankingYears(db: Database, festivalId: number, latestYear: number) {
  const [row] = await executePrepared<{ years: number[]; festival: { slug: string; name: string } | null }>(
    db,
    sql`select ${windowYears(festivalId, latestYear)} as years,
      (select json_build_object('slug', f.slug, 'name', f.name) from festivals f where f.id = ${festivalId}) as festival`,
  );
  return { years: row?.years ?? [], festival: row?.festival ?? null };
}
