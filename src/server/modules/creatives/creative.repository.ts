import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { CreativeListQuery } from '../../../shared/schemas/creative';
import type { Executor } from '../../db/client';
import { agencies, awards, categories, creatives, festivals, projects } from '../../db/schema';
import { countUpTo, foldedMatch, rowsOf, TEXT_FILTER_COUNT_CAP } from '../../lib/sql';
import { countRanked, segmentAt, type RankingList } from '../rankings/ranking.repository';

const summaryColumns = {
  id: creatives.id,
  name: creatives.name,
  username: creatives.username,
  countryCode: creatives.countryCode,
  agencyName: creatives.agencyName,
  agencySlug: agencies.slug,
  specialty: creatives.specialty,
  discipline: creatives.discipline,
  avatar: creatives.avatar,
  verified: creatives.verified,
  totalPoints: creatives.totalPoints,
  totalAwards: creatives.totalAwards,
  previousPoints: creatives.previousPoints,
};

export type CreativeSummaryRow = {
  [K in keyof typeof summaryColumns]: (typeof summaryColumns)[K]['_']['notNull'] extends true
    ? (typeof summaryColumns)[K]['_']['data']
    : (typeof summaryColumns)[K]['_']['data'] | null;
};

// The ranking order (DESIGN.md section 3); each sort has a matching index.
const ORDERS: Record<CreativeListQuery['sort'], SQL[]> = {
  points: [desc(creatives.totalPoints), desc(creatives.totalAwards), asc(creatives.name), asc(creatives.id)],
  awards: [desc(creatives.totalAwards), desc(creatives.totalPoints), asc(creatives.name), asc(creatives.id)],
  name: [asc(creatives.name), asc(creatives.id)],
  newest: [desc(creatives.createdAt), desc(creatives.id)],
};

/**
 * One page of creatives in a given order. The page's ids come first from the sort index alone
 * (an index-only scan that can skip 50,000 rows in a few milliseconds), then only those rows
 * are read and joined: a deep offset never fetches the rows it skips.
 */
async function pageOfCreatives(db: Executor, where: SQL | undefined, sort: CreativeListQuery['sort'], page: { limit: number; offset: number }) {
  const ids = db
    .select({ id: creatives.id })
    .from(creatives)
    .where(where)
    .orderBy(...ORDERS[sort])
    .limit(page.limit)
    .offset(page.offset)
    .as('page');
  const rows = await db
    .select(summaryColumns)
    .from(ids)
    .innerJoin(creatives, eq(creatives.id, ids.id))
    .leftJoin(agencies, eq(agencies.id, creatives.agencyId))
    .orderBy(...ORDERS[sort]);
  return rows as CreativeSummaryRow[];
}

/** The segmented ranking list a query reads, when it has one (points order, at most one filter). */
function rankingListOf(query: CreativeListQuery): RankingList | undefined {
  if (query.sort !== 'points' || query.q || (query.country && query.category)) return undefined;
  if (query.country) return `country:${query.country}`;
  if (query.category) return `discipline:${query.category}`;
  return 'all';
}

/**
 * A page of a segmented ranking list in one statement: from the start key of the segment
 * holding the offset, the rest of its points-and-awards tie, then lower awards, then lower
 * points (three index ranges, each stopping at what the page can need, merged in ranking
 * order): at most a segment's worth of index entries are skipped, at any depth.
 */
async function pageOfRankingList(db: Executor, list: RankingList, where: SQL | undefined, page: { limit: number; offset: number }) {
  const filter = where ?? sql`true`;
  const range = (condition: SQL) =>
    sql`(select ${creatives.id}, ${creatives.totalPoints}, ${creatives.totalAwards}, ${creatives.name} from ${creatives}
      where ${filter} and ${condition} order by ${sql.join(ORDERS.points, sql`, `)} limit seg.skip + ${page.limit})`;
  const columns = Object.entries(summaryColumns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`);
  const result = await db.execute(sql`
    select seg.total, ${sql.join(columns, sql`, `)}
    from ${segmentAt(list, page.offset)} seg
    left join lateral (
      ${range(sql`${creatives.totalPoints} = seg.points and ${creatives.totalAwards} = seg.awards and (${creatives.name}, ${creatives.id}) >= (seg.name, seg.id)`)}
      union all ${range(sql`${creatives.totalPoints} = seg.points and ${creatives.totalAwards} < seg.awards`)}
      union all ${range(sql`${creatives.totalPoints} < seg.points`)}
      order by total_points desc, total_awards desc, name, id
      offset seg.skip limit ${page.limit}
    ) page on true
    left join ${creatives} on ${creatives.id} = page.id
    left join ${agencies} on ${agencies.id} = ${creatives.agencyId}
    order by ${sql.join(ORDERS.points, sql`, `)}`);
  // Past the end the segment's row comes back alone: it still carries the total.
  const rows = rowsOf<CreativeSummaryRow & { total: string | number }>(result);
  return {
    rows: rows.filter((row) => row.id !== null).map(({ total: _, ...row }) => row),
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function listCreatives(db: Executor, query: CreativeListQuery) {
  const where = and(
    query.q ? foldedMatch(creatives.searchName, query.q) : undefined,
    query.country ? eq(creatives.countryCode, query.country) : undefined,
    query.category ? eq(creatives.discipline, query.category) : undefined,
  );
  const list = rankingListOf(query);
  if (list) return pageOfRankingList(db, list, where, query);
  const [rows, total] = await Promise.all([
    pageOfCreatives(db, where, query.sort, query),
    // Unfiltered, every creative is in one rank bucket: no count over the whole table. A text
    // filter counts up to a cap (docs/decisions/0003-search.md).
    query.q
      ? countUpTo(db, creatives, where, TEXT_FILTER_COUNT_CAP)
      : where
        ? db.select({ value: count() }).from(creatives).where(where).then(([row]) => row?.value ?? 0)
        : countRanked(db),
  ]);
  return { rows, total };
}

export async function listCreativesOfAgency(db: Executor, agencyName: string, page: { limit: number; offset: number }) {
  // A listed agency matches by id (its creatives may spell it differently); else by the free-text name.
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.name}) = lower(${agencyName})`)
    .limit(1);
  const where = agency
    ? eq(creatives.agencyId, agency.id)
    : sql`lower(${creatives.agencyName}) = lower(${agencyName})`;
  const [rows, [total]] = await Promise.all([
    pageOfCreatives(db, where, 'points', page),
    db.select({ value: count() }).from(creatives).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findCreative(db: Executor, by: { id: number } | { username: string }) {
  const [row] = await db
    .select({
      ...summaryColumns,
      bio: creatives.bio,
      website: creatives.website,
      linkedin: creatives.linkedin,
      portfolio: creatives.portfolio,
      userId: creatives.userId,
      yearsExperience: creatives.yearsExperience,
      countriesWorked: creatives.countriesWorked,
      teamSizeLed: creatives.teamSizeLed,
    })
    .from(creatives)
    .leftJoin(agencies, eq(agencies.id, creatives.agencyId))
    .where('id' in by ? eq(creatives.id, by.id) : eq(creatives.username, by.username));
  return row as (CreativeSummaryRow & Omit<NonNullable<typeof row>, keyof CreativeSummaryRow>) | undefined;
}

/** An award with its festival and category names (join `festivals` and `categories`). */
export const awardColumns = {
  id: awards.id,
  title: awards.title,
  description: awards.description,
  year: awards.year,
  type: awards.type,
  points: awards.points,
  verified: awards.verified,
  festivalId: awards.festivalId,
  categoryId: awards.categoryId,
  festivalName: festivals.name,
  festivalSlug: festivals.slug,
  categoryName: categories.name,
};

// A creative has tens of awards; the bound keeps the endpoint bounded all the same.
const MAX_AWARDS_PER_CREATIVE = 500;
const MAX_PROJECTS_PER_CREATIVE = 100;

/** Awards of a creative, newest first; `verifiedOnly` for the public profile. */
export async function awardsOfCreative(db: Executor, creativeId: number, options: { verifiedOnly: boolean }) {
  return db
    .select({ ...awardColumns, reviewedAt: awards.reviewedAt, rejectionReason: awards.rejectionReason })
    .from(awards)
    .innerJoin(festivals, eq(festivals.id, awards.festivalId))
    .innerJoin(categories, eq(categories.id, awards.categoryId))
    .where(and(eq(awards.creativeId, creativeId), options.verifiedOnly ? eq(awards.verified, true) : undefined))
    .orderBy(desc(awards.year), desc(awards.id))
    .limit(MAX_AWARDS_PER_CREATIVE);
}

export async function projectsOfCreative(db: Executor, creativeId: number) {
  return db
    .select()
    .from(projects)
    .where(eq(projects.creativeId, creativeId))
    .orderBy(asc(projects.position), asc(projects.id))
    .limit(MAX_PROJECTS_PER_CREATIVE);
}
