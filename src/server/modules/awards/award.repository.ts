import { and, eq } from 'drizzle-orm';
import type { AwardType } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { awards, categories, festivals } from '../../db/schema';

export async function festivalExists(db: Executor, festivalId: number): Promise<boolean> {
  const [row] = await db.select({ id: festivals.id }).from(festivals).where(eq(festivals.id, festivalId));
  return row !== undefined;
}

export async function categoryOfFestival(db: Executor, categoryId: number, festivalId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.festivalId, festivalId)));
  return row !== undefined;
}

export async function insertAward(
  db: Executor,
  values: {
    creativeId: number;
    festivalId: number;
    categoryId: number;
    title: string;
    description: string | null;
    year: number;
    type: AwardType;
    points: number;
    submittedBy: string;
  },
): Promise<number> {
  const [row] = await db.insert(awards).values({ ...values, verified: false }).returning({ id: awards.id });
  return row!.id;
}
