import { countryName } from '../../../shared/countries';
import { rankChange } from '../../../shared/ranking';
import type { Award } from '../../../shared/schemas/award';
import type { Creative, CreativeListQuery, CreativeSummary } from '../../../shared/schemas/creative';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { ranksForPoints } from '../rankings/ranking.repository';
import * as repo from './creative.repository';

/** Adds the real rank and the change against the year-earlier ranking to each row. */
async function withRanks(db: Executor, rows: repo.CreativeSummaryRow[]): Promise<CreativeSummary[]> {
  const [current, previous] = await Promise.all([
    ranksForPoints(db, 'current', rows.map((row) => row.totalPoints)),
    ranksForPoints(db, 'previous', rows.filter((row) => row.previousPoints > 0).map((row) => row.previousPoints)),
  ]);
  return rows.map((row) => {
    const rank = current.get(row.totalPoints) ?? 1;
    const previousRank = row.previousPoints > 0 ? (previous.get(row.previousPoints) ?? null) : null;
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
      rank,
      rankChange: rankChange(rank, previousRank),
    };
  });
}

export async function listCreatives(db: Executor, query: CreativeListQuery) {
  const { rows, total } = await repo.listCreatives(db, query);
  return { items: await withRanks(db, rows), total };
}

export async function listCreativesOfAgency(db: Executor, agencyName: string, page: { limit: number; offset: number }) {
  const { rows, total } = await repo.listCreativesOfAgency(db, agencyName, page);
  return { items: await withRanks(db, rows), total };
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

export async function getCreative(db: Executor, by: { id: number } | { username: string }): Promise<Creative> {
  const row = await repo.findCreative(db, by);
  if (!row) {
    throw new NotFoundError('id' in by ? `Creative ${by.id} not found` : `Creative "${by.username}" not found`);
  }
  const [[summary], awardRows, projectRows] = await Promise.all([
    withRanks(db, [row]),
    repo.awardsOfCreative(db, row.id, { verifiedOnly: true }),
    repo.projectsOfCreative(db, row.id),
  ]);
  return {
    ...summary!,
    bio: row.bio,
    website: row.website,
    linkedin: row.linkedin,
    portfolio: row.portfolio,
    claimed: row.userId !== null,
    yearsExperience: row.yearsExperience,
    countriesWorked: row.countriesWorked,
    teamSizeLed: row.teamSizeLed,
    awards: awardRows.map(toAward),
    projects: projectRows.map((project) => ({
      id: project.id,
      title: project.title,
      client: project.client,
      category: project.category,
      award: project.award,
      year: project.year,
      description: project.description,
      image: project.image,
      metrics: { reach: project.reach, engagement: project.engagement, conversion: project.conversion },
    })),
  };
}
