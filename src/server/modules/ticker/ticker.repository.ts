import { and, asc, between, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { awards, categories, creatives, festivals } from '../../db/schema';

/**
 * Festivals whose registration opened or opens within `days` of today (and has not closed),
 * nearest to today first: the ticker's "now open" / "opens in N days" items.
 */
export async function festivalsOpeningAround(db: Executor, today: string, days: number, limit: number) {
  return db
    .select({
      id: festivals.id,
      name: festivals.name,
      shortName: festivals.shortName,
      slug: festivals.slug,
      registrationOpenDate: festivals.registrationOpenDate,
    })
    .from(festivals)
    .where(
      and(
        between(festivals.registrationOpenDate, sql`${today}::date - ${days}::int`, sql`${today}::date + ${days}::int`),
        isNotNull(festivals.registrationCloseDate),
        gte(festivals.registrationCloseDate, today),
      ),
    )
    .orderBy(sql`abs(${festivals.registrationOpenDate} - ${today}::date)`, asc(festivals.name), asc(festivals.id))
    .limit(limit);
}

/** The most recently recorded verified awards (a backward scan of the primary key). */
export async function latestVerifiedAwards(db: Executor, limit: number) {
  return db
    .select({
      id: awards.id,
      type: awards.type,
      year: awards.year,
      creativeName: creatives.name,
      creativeUsername: creatives.username,
      festivalName: festivals.name,
      festivalShortName: festivals.shortName,
      categoryName: categories.name,
    })
    .from(awards)
    .innerJoin(creatives, eq(creatives.id, awards.creativeId))
    .innerJoin(festivals, eq(festivals.id, awards.festivalId))
    .innerJoin(categories, eq(categories.id, awards.categoryId))
    .where(eq(awards.verified, true))
    .orderBy(desc(awards.id))
    .limit(limit);
}
