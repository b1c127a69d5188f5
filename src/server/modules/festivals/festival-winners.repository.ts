import { sql } from 'drizzle-orm';
import { executePrepared, type Database } from '../../db/client';

/** The latest year a festival has counted awards in (the awards_winners index), or null. */
export async function latestWinnersYear(db: Database, festivalId: number): Promise<number | null> {
  const [row] = await executePrepared<{ year: number | null }>(
    db,
    sql`select max(year)::int as year from awards where festival_id = ${festivalId} and verified`,
  );
  return row?.year ?? null;
}

/**
 * A page of a festival's counted awards of one year as the response's JSON (festivalWinnerSchema),
 * best level first, then by category name, title and id, with the year's total, in one statement.
 * The year's order is sorted from the awards_winners index alone (an edition's awards lie all over
 * the table); only the page's awards are read from the table.
 */
export async function festivalWinners(
  db: Database,
  festivalId: number,
  page: { year: number; limit: number; offset: number },
): Promise<{ total: number; json: string }> {
  const [row] = await executePrepared<{ total: number; json: string }>(
    db,
    sql`select (select count(*)::int from awards where festival_id = ${festivalId} and year = ${page.year} and verified) as total,
      coalesce(json_agg(json_build_object(
        'id', a.id, 'title', a.title, 'year', a.year, 'type', a.type, 'points', a.points,
        'category', json_build_object('id', a.category_id, 'name', a.category_name),
        'agency', (select json_build_object('id', g.id, 'slug', g.slug, 'name', g.name) from agencies g where g.id = a.agency_id),
        'creative', json_build_object('id', cr.id, 'name', cr.name, 'username', cr.username, 'countryCode', cr.country_code))
        order by a.type, a.category_name, a.title, a.id), '[]')::text as json
    from (
      select a.id, a.title, a.year, a.type, a.points, a.category_id, a.agency_id, a.creative_id, p.category_name
      from (
        select k.id, c.name as category_name
        from awards k join categories c on c.id = k.category_id
        where k.festival_id = ${festivalId} and k.year = ${page.year} and k.verified
        order by k.type, c.name, k.title, k.id
        limit ${page.limit} offset ${page.offset}
      ) p
      join awards a on a.id = p.id
    ) a
    join creatives cr on cr.id = a.creative_id`,
  );
  return { total: Number(row?.total ?? 0), json: row?.json ?? '[]' };
}
