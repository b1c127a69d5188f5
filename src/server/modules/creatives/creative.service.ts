import { countryName } from '../../../shared/countries';
import { rankChange } from '../../../shared/ranking';
import type { Award } from '../../../shared/schemas/award';
import type { Creative, CreativeListQuery, CreativeSummary } from '../../../shared/schemas/creative';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as repo from './creative.repository';

/** The response shape of a listed creative: its rank and the change against the year-earlier ranking. */
function toSummary(row: repo.CreativeSummaryRow): CreativeSummary {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    countryCode: row.countryCode,
    country: row.countryCode ? countryName(row.countryCode) : null,
    agency: row.agencyName,
    agencySlug: row.agencySlug,
    specialty: row.specialty as CreativeSummary['specialty'],
    discipline: row.discipline as CreativeSummary['discipline'],
    avatar: row.avatar,
    verified: row.verified,
    totalPoints: row.totalPoints,
    totalAwards: row.totalAwards,
    rank: row.rank,
    rankChange: rankChange(row.rank, row.previousRank),
  };
}

export async function listCreatives(db: Executor, query: CreativeListQuery) {
  const { rows, total } = await repo.listCreatives(db, query);
  return { items: rows.map(toSummary), total };
}

export async function listCreativesOfAgency(db: Executor, agencyName: string, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.listCreativesOfAgency(db, agencyName, page);
  return { items: rows.map(toSummary), total };
}

type AwardRow = Pick<
  Awaited<ReturnType<typeof repo.awardsOfCreative>>[number],
  keyof typeof repo.awardColumns
>;

export function toAward(row: AwardRow): Award {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    year: row.year,
    type: row.type,
    points: row.points,
    verified: row.verified,
    festivalId: row.festivalId,
    categoryId: row.categoryId,
    festival: { id: row.festivalId, name: row.festivalName, slug: row.festivalSlug },
    category: { id: row.categoryId, name: row.categoryName },
  };
}

/** The public document of a creative as JSON text (creativeSchema), ready to send. */
export async function getCreativeJson(db: Database, by: { id: number } | { username: string }): Promise<string> {
  const document = await repo.creativeDocument(db, by);
  if (document === undefined) {
    throw new NotFoundError('id' in by ? `Creative ${by.id} not found` : `Creative "${by.username}" not found`);
  }
  return document;
}

export async function getCreative(db: Database, by: { id: number } | { username: string }): Promise<Creative> {
  return JSON.parse(await getCreativeJson(db, by)) as Creative;
}
