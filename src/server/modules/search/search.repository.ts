import { and, asc, desc, not, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_RESULTS_PER_SECTION as LIMIT } from '../../../shared/constants';
import { foldText } from '../../../shared/text';
import type { Executor } from '../../db/client';
import { agencies, creatives, festivals } from '../../db/schema';
import { escapeLike, foldedContains } from '../../lib/sql';

/** The name, or one of its words, starts with the text: the best kind of match. */
function foldedWordStart(column: AnyPgColumn, text: string) {
  const folded = escapeLike(foldText(text));
  return or(
    sql`f_unaccent(lower(${column})) like ${`${folded}%`}`,
    sql`f_unaccent(lower(${column})) like ${`% ${folded}%`}`,
  )!;
}

const creativeColumns = {
  id: creatives.id,
  name: creatives.name,
  username: creatives.username,
  countryCode: creatives.countryCode,
  agency: creatives.agencyName,
  avatar: creatives.avatar,
  totalPoints: creatives.totalPoints,
};
const creativeOrder = [desc(creatives.totalPoints), desc(creatives.totalAwards), asc(creatives.name), asc(creatives.id)];

/**
 * Word-start matches first, then other substring matches, each by points. Two small queries
 * rather than one sorted by relevance: each can walk the ranking index and stop after 5 rows.
 */
export async function searchCreatives(db: Executor, text: string) {
  const [wordStart, inside] = await Promise.all([
    db.select(creativeColumns).from(creatives).where(and(foldedContains(creatives.name, text), foldedWordStart(creatives.name, text))).orderBy(...creativeOrder).limit(LIMIT),
    db.select(creativeColumns).from(creatives).where(and(foldedContains(creatives.name, text), not(foldedWordStart(creatives.name, text)))).orderBy(...creativeOrder).limit(LIMIT),
  ]);
  return [...wordStart, ...inside].slice(0, LIMIT);
}

export async function searchAgencies(db: Executor, text: string) {
  return db
    .select({ id: agencies.id, name: agencies.name, slug: agencies.slug, logo: agencies.logo, headquarters: agencies.headquarters })
    .from(agencies)
    .where(foldedContains(agencies.name, text))
    .orderBy(desc(foldedWordStart(agencies.name, text)), desc(agencies.totalAwards), asc(agencies.name), asc(agencies.id))
    .limit(LIMIT);
}

export async function searchFestivals(db: Executor, text: string) {
  return db
    .select()
    .from(festivals)
    .where(or(foldedContains(festivals.name, text), foldedContains(festivals.shortName, text)))
    .orderBy(
      desc(or(foldedWordStart(festivals.name, text), foldedWordStart(festivals.shortName, text))!),
      desc(festivals.prestige),
      asc(festivals.name),
      asc(festivals.id),
    )
    .limit(LIMIT);
}

