import { and, arrayContains, asc, count, desc, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { AGENCY_SIZE_RANGES } from '../../../shared/constants';
import type { AgencyListQuery } from '../../../shared/schemas/agency';
import { executePrepared, queryPrepared, type Database, type Executor, type PreparedStatement } from '../../db/client';
import type { StoredText } from '../../db/noticed-store';
import { agencies } from '../../db/schema';
import { foldedMatch } from '../../lib/sql';

export type AgencyRow = typeof agencies.$inferSelect;

function sizeCondition(size: NonNullable<AgencyListQuery['size']>) {
  const [min, max] = AGENCY_SIZE_RANGES[size];
  return and(isNotNull(agencies.employees), gte(agencies.employees, min), max === null ? undefined : lte(agencies.employees, max));
}

export async function listAgencies(db: Executor, query: AgencyListQuery) {
  const where = and(
    query.q ? foldedMatch(agencies.searchName, query.q) : undefined,
    query.country ? arrayContains(agencies.countries, [query.country]) : undefined,
    query.size ? sizeCondition(query.size) : undefined,
  );
  const orderBy = {
    awards: [desc(agencies.totalAwards), asc(agencies.name), asc(agencies.id)],
    name: [asc(agencies.name), asc(agencies.id)],
    size: [sql`${agencies.employees} desc nulls last`, asc(agencies.name), asc(agencies.id)],
  }[query.sort];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agencies)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(agencies).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/**
 * An agency's whole public document (agencySchema) as JSON text, in one prepared statement: the
 * row, its countries' names in order, its portfolio, and its all-time points and rank (ties
 * share) and rank change as GET /api/rankings/agencies ranks it: from the kept standings, or
 * counted from the window rows while the all-time window has changed since (decision 0015).
 */
function agencyDocumentStatement(key: 'id' | 'slug'): PreparedStatement {
  return {
    name: `agency_document_by_${key}`,
    text: `select json_build_object(
      'id', a.id, 'name', a.name, 'slug', a.slug, 'logo', a.logo, 'headquarters', a.headquarters,
      'headquartersCountryCode', a.headquarters_country_code, 'countryCodes', to_json(a.countries),
      'countries', (select coalesce(json_agg(coalesce(cn.name, u.code) order by u.at), '[]'::json)
        from unnest(a.countries) with ordinality u(code, at) left join country_names cn on cn.code = u.code),
      'employees', a.employees, 'founded', a.founded, 'totalAwards', a.total_awards,
      'grandPrixAwards', a.grand_prix_awards, 'goldAwards', a.gold_awards, 'silverAwards', a.silver_awards,
      'bronzeAwards', a.bronze_awards,
      'shortlistAwards', a.total_awards - a.grand_prix_awards - a.gold_awards - a.silver_awards - a.bronze_awards,
      'specialties', to_json(a.specialties), 'verified', a.verified,
      'description', a.description, 'website', a.website, 'email', a.email, 'phone', a.phone,
      'clients', to_json(a.clients), 'claimed', a.user_id is not null,
      'totalPoints', coalesce(w.points, 0), 'rank', r.rank, 'rankChange', r.rank_change,
      'portfolio', (select coalesce(json_agg(json_build_object('id', p.id, 'title', p.title, 'year', p.year,
          'client', p.client, 'description', p.description, 'image', p.image, 'awards', to_json(p.awards))
          order by p.year desc nulls last, p.id), '[]'::json)
        from agency_portfolio_items p where p.agency_id = a.id)
    )::text as document
    from agencies a
    left join agency_window_points w on w.year = 0 and w.festival_id = 0 and w.agency_id = a.id
    left join lateral (
      select s.rank, s.rank_change from agency_window_standings s
      where s.year = 0 and s.festival_id = 0 and s.agency_id = a.id
        and not exists (select 1 from ranking_window_changes c where c.year = 0 and c.festival_id = 0)
      union all
      select r.rank, p.rank - r.rank
      from (select 1 + count(*)::int as rank from agency_window_points x
        where x.year = 0 and x.festival_id = 0 and x.points > w.points) r
      left join lateral (select 1 + count(*)::int as rank from agency_window_points x
        where x.year = 0 and x.festival_id = 0 and x.previous_points > w.previous_points) p on w.previous_points > 0
      where w.points > 0 and exists (select 1 from ranking_window_changes c where c.year = 0 and c.festival_id = 0)
    ) r on true
    where a.${key} = $1`,
  };
}

const documentBySlug = agencyDocumentStatement('slug');
const documentById = agencyDocumentStatement('id');

export async function agencyDocument(db: Database, by: { slug: string } | { id: number }): Promise<string | undefined> {
  const [row] =
    'slug' in by
      ? await queryPrepared<{ document: string }>(db, documentBySlug, [by.slug])
      : await queryPrepared<{ document: string }>(db, documentById, [by.id]);
  return row?.document;
}

/** The cards of agencies by id (migration 0044): the ones an agency store does not hold. */
export async function agencyCards(db: Database, ids: number[]): Promise<StoredText[]> {
  return executePrepared<StoredText>(
    db,
    sql`select ${agencies.id} as id, ${agencies.card} as text from ${agencies} where ${agencies.id} = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

/** Up to `limit` agency cards in id order after `afterId`: an agency store reads them all in this way. */
export async function agencyCardsAfter(db: Database, afterId: number, limit: number): Promise<StoredText[]> {
  return executePrepared<StoredText>(
    db,
    sql`select ${agencies.id} as id, ${agencies.card} as text from ${agencies} where ${agencies.id} > ${afterId}
      order by ${agencies.id} limit ${limit}`,
  );
}
