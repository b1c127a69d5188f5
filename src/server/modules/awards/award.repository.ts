import { and, eq } from 'drizzle-orm';
import type { AwardType } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { agencies, awards, categories, creatives, festivals } from '../../db/schema';

export async function findFestival(db: Executor, festivalId: number) {
  const [row] = await db
    .select({ id: festivals.id, name: festivals.name, slug: festivals.slug })
    .from(festivals)
    .where(eq(festivals.id, festivalId));
  return row;
}

export async function findCategoryOfFestival(db: Executor, categoryId: number, festivalId: number) {
  const [row] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.festivalId, festivalId)));
  return row;
}

export async function findAgency(db: Executor, agencyId: number) {
  const [row] = await db
    .select({ id: agencies.id, slug: agencies.slug, name: agencies.name })
    .from(agencies)
    .where(eq(agencies.id, agencyId));
  return row;
}

/** The agency a creative works at now, if it is listed. */
export async function currentAgencyOf(db: Executor, creativeId: number) {
  const [row] = await db
    .select({ id: agencies.id, slug: agencies.slug, name: agencies.name })
    .from(creatives)
    .innerJoin(agencies, eq(agencies.id, creatives.agencyId))
    .where(eq(creatives.id, creativeId));
  return row;
}

export async function insertAward(
  db: Executor,
  values: {
    creativeId: number;
    festivalId: number;
    categoryId: number;
    agencyId: number | null;
    title: string;
    description: string | null;
    year: number;
    type: AwardType;
    points: number;
    submittedBy: string;
  },
): Promise<number> {
  const [row] = await db
    .insert(awards)
    .values({ ...values, verified: false })
    .returning({ id: awards.id });
  return row!.id;
}
