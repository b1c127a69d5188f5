import { asc, desc, inArray, sql } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_SECTION as LIMIT } from '../../../shared/constants';
import { foldText } from '../../../shared/text';
import type { Executor } from '../../db/client';
import { agencies, creativeNameStarts, creatives, festivals, nameWords } from '../../db/schema';
import { escapeLike, foldedMatch, insideWordMatch, rowsOf, wordStartMatch } from '../../lib/sql';

/*
 * Creatives: docs/decisions/0003-search.md. A text common enough to have LIMIT matches among the
 * RANKED_WINDOW best-ranked names is answered from them, read in ranking order from an index that
 * carries the search text; a rarer one through the word-start read model, which yields its
 * matches and no others. No read grows with the table: the first stops after RANKED_WINDOW names,
 * the second after CANDIDATES matches (and WORDS words for matches inside a word).
 */
const RANKED_WINDOW = 3000;
const CANDIDATES = 3000;
const WORDS = 500;

type Kind = 'wordStart' | 'insideWord';

/** Ids of the best-ranked matches among the RANKED_WINDOW best-ranked creatives (index-only). */
async function idsAmongBestRanked(db: Executor, kind: Kind, text: string) {
  const best = db
    .select({ id: creatives.id, totalPoints: creatives.totalPoints, totalAwards: creatives.totalAwards, name: creatives.name, searchName: creatives.searchName })
    .from(creatives)
    .orderBy(desc(creatives.totalPoints), desc(creatives.totalAwards), asc(creatives.name), asc(creatives.id))
    .limit(RANKED_WINDOW)
    .as('best');
  const rows = await db
    .select({ id: best.id })
    .from(best)
    .where((kind === 'wordStart' ? wordStartMatch : insideWordMatch)(best.searchName, text))
    .orderBy(desc(best.totalPoints), desc(best.totalAwards), asc(best.name), asc(best.id))
    .limit(LIMIT);
  return rows.map((row) => row.id);
}

/**
 * The best-ranked creatives with a word start that begins with one of the prefixes, leaving out
 * `except`: btree ranges over the read model, ranked from the index alone, at most CANDIDATES entries.
 */
async function idsStartingWith(db: Executor, prefixes: string[], except: number[] = []) {
  const rows = await db.execute(sql`
    select creative_id as id from (
      select s.creative_id, s.total_points, s.total_awards, s.name
      from json_array_elements_text(${JSON.stringify(prefixes)}::json) as p(prefix)
      join ${creativeNameStarts} s on s.start ~>=~ p.prefix and s.start ~<~ (p.prefix || chr(1114111))
      limit ${CANDIDATES}) found
    group by creative_id, total_points, total_awards, name
    order by total_points desc, total_awards desc, name, creative_id
    limit ${LIMIT + except.length}`);
  return rowsOf<{ id: number }>(rows)
    .map((row) => row.id)
    .filter((id) => !except.includes(id))
    .slice(0, LIMIT);
}

/**
 * The prefixes of word starts at which the text occurs inside a word: for "rez", " perez",
 * " alvarez", ... built from the known words that hold its first word anywhere but at the start
 * (at the end, when the text goes on past it).
 */
async function insideWordPrefixes(db: Executor, folded: string) {
  const space = folded.indexOf(' ');
  const head = space === -1 ? folded : folded.slice(0, space);
  const pattern = space === -1 ? `%_${escapeLike(head)}%` : `%_${escapeLike(head)}`;
  const words = await db.select({ word: nameWords.word }).from(nameWords).where(sql`${nameWords.word} like ${pattern}`).limit(WORDS);
  const prefixes = new Set<string>();
  for (const { word } of words) {
    for (let at = word.indexOf(head, 1); at !== -1; at = word.indexOf(head, at + 1)) {
      if (space === -1 || at + head.length === word.length) prefixes.add(` ${word.slice(0, at)}${folded}`);
    }
  }
  return [...prefixes];
}

/**
 * The best-ranked matches of one kind: from the window when it holds LIMIT of them (they are then
 * the best of all), else from the read model, exact while fewer than CANDIDATES word starts match.
 * Inside-word matches leave out the word-start ones already found (all of them, when fewer than LIMIT).
 */
async function bestMatchIds(db: Executor, kind: Kind, text: string, wordStartIds: number[] = []) {
  const ranked = await idsAmongBestRanked(db, kind, text);
  if (ranked.length === LIMIT) return ranked;
  const folded = foldText(text);
  if (kind === 'wordStart') return idsStartingWith(db, [` ${folded}`]);
  const prefixes = await insideWordPrefixes(db, folded);
  return prefixes.length === 0 ? [] : idsStartingWith(db, prefixes, wordStartIds);
}

/** Word-start matches first, then matches inside a word, each by points. */
export async function searchCreatives(db: Executor, text: string) {
  const ids = await bestMatchIds(db, 'wordStart', text);
  if (ids.length < LIMIT) ids.push(...(await bestMatchIds(db, 'insideWord', text, ids)).slice(0, LIMIT - ids.length));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: creatives.id,
      name: creatives.name,
      username: creatives.username,
      countryCode: creatives.countryCode,
      agency: creatives.agencyName,
      avatar: creatives.avatar,
      totalPoints: creatives.totalPoints,
    })
    .from(creatives)
    .where(inArray(creatives.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

/** Agencies and festivals are few: ranked by relevance among a bounded set of trigram-index matches. */
export async function searchAgencies(db: Executor, text: string) {
  const found = db
    .select({
      id: agencies.id,
      name: agencies.name,
      slug: agencies.slug,
      logo: agencies.logo,
      headquarters: agencies.headquarters,
      totalAwards: agencies.totalAwards,
      wordStart: sql<boolean>`${wordStartMatch(agencies.searchName, text)}`.as('word_start'),
    })
    .from(agencies)
    .where(foldedMatch(agencies.searchName, text))
    .limit(CANDIDATES)
    .as('found');
  return db
    .select({ id: found.id, name: found.name, slug: found.slug, logo: found.logo, headquarters: found.headquarters })
    .from(found)
    .orderBy(desc(found.wordStart), desc(found.totalAwards), asc(found.name), asc(found.id))
    .limit(LIMIT);
}

export async function searchFestivals(db: Executor, text: string) {
  return db
    .select({
      id: festivals.id,
      name: festivals.name,
      shortName: festivals.shortName,
      slug: festivals.slug,
      countryCode: festivals.countryCode,
      city: festivals.city,
      registrationOpenDate: festivals.registrationOpenDate,
      registrationCloseDate: festivals.registrationCloseDate,
    })
    .from(festivals)
    .where(sql`(${foldedMatch(festivals.searchName, text)} or ${foldedMatch(festivals.searchShortName, text)})`)
    .orderBy(
      desc(sql`(${wordStartMatch(festivals.searchName, text)} or ${wordStartMatch(festivals.searchShortName, text)})`),
      desc(festivals.prestige),
      asc(festivals.name),
      asc(festivals.id),
    )
    .limit(LIMIT);
}
