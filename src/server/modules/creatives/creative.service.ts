import type { Award } from '../../../shared/schemas/award';
import type { Creative, CreativeListQuery, CreativeSummary } from '../../../shared/schemas/creative';
import type { Database } from '../../db/client';
import { NotFoundError } from '../../errors';
import * as repo from './creative.repository';

/** A page of the ranking or of People as JSON text, ready to send, with the filter's total. */
export async function listCreativesJson(db: Database, query: CreativeListQuery): Promise<repo.CreativePage> {
  return repo.listCreatives(db, query);
}

export async function listCreatives(db: Database, query: CreativeListQuery) {
  const { json, total } = await repo.listCreatives(db, query);
  return { items: JSON.parse(json) as CreativeSummary[], total };
}

export async function listCreativesOfAgencyJson(
  db: Database,
  agencyName: string,
  page: { limit: number; offset: number },
): Promise<repo.CreativePage> {
  return repo.listCreativesOfAgency(db, agencyName, page);
}

type AwardRow = Pick<Awaited<ReturnType<typeof repo.awardsOfCreative>>[number], keyof typeof repo.awardColumns>;

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
