import { inArray, sql } from 'drizzle-orm';
import { SEARCH_RESULTS_PER_SECTION as LIMIT } from '../../../shared/constants';
import type { Executor } from '../../db/client';
import { agencies, creativeNameStarts, creatives, festivals, nameWords } from '../../db/schema';
import { escapeLike, foldedMatch, foldedText, insideWordMatch, rowsOf, wordStartMatch } from '../../lib/sql';

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

const hitColumns = {
  id: creatives.id,
  name: creatives.name,
  username: creatives.username,
  countryCode: creatives.countryCode,
  agency: creatives.agencyName,
  avatar: creatives.avatar,
  totalPoints: creatives.totalPoints,
};
type Creative = typeof creatives.$inferSelect;
type Hit = Pick<Creative, 'id' | 'name' | 'username' | 'countryCode' | 'avatar' | 'totalPoints'> & { agency: Creative['agencyName'] };

/** The best-ranked matches of one kind among the RANKED_WINDOW best-ranked creatives (index-only). */
function windowMatches(kind: 0 | 1, text: string) {
  const match = kind === 0 ? wordStartMatch : insideWordMatch;
  return sql`(select id, ${sql.raw(String(kind))} as kind, total_points, total_awards, name from (
      select ${creatives.id}, ${creatives.totalPoints}, ${creatives.totalAwards}, ${creatives.name}, ${creatives.searchName} from ${creatives}
      order by ${creatives.totalPoints} desc, ${creatives.totalAwards} desc, ${creatives.name}, ${creatives.id} limit ${RANKED_WINDOW}) best
    where ${match(sql`best.search_name`, text)}
    order by total_points desc, total_awards desc, name, id limit ${LIMIT})`;
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
  // Folding can leave no first word ("^ ab" folds to " ab"): nothing to find inside a word, and
  // `indexOf('')` below would never move past the end of the word (the process would hang).
  if (head === '') return [];
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

async function hitsOf(db: Executor, ids: number[]): Promise<Hit[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(hitColumns).from(creatives).where(inArray(creatives.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

type AgencyHit = Pick<typeof agencies.$inferSelect, 'id' | 'name' | 'slug' | 'logo' | 'headquarters'>;
type FestivalHit = Pick<
  typeof festivals.$inferSelect,
  'id' | 'name' | 'shortName' | 'slug' | 'countryCode' | 'city' | 'registrationOpenDate' | 'registrationCloseDate'
>;

/** Window matches of both kinds, each half stopping as soon as it has LIMIT. */
function creativesInWindow(text: string) {
  return sql`select ${creatives.id}, ${creatives.name}, ${creatives.username}, ${creatives.countryCode}, ${creatives.agencyName},
      ${creatives.avatar}, ${creatives.totalPoints}, ${creatives.totalAwards}, m.kind
    from (${windowMatches(0, text)} union all ${windowMatches(1, text)}) m join ${creatives} on ${creatives.id} = m.id`;
}

/** Agencies and festivals are few: ranked by relevance among a bounded set of trigram-index matches. */
function bestAgencies(text: string) {
  return sql`select * from (
      select ${agencies.id}, ${agencies.name}, ${agencies.slug}, ${agencies.logo}, ${agencies.headquarters}, ${agencies.totalAwards},
        ${wordStartMatch(agencies.searchName, text)} as word_start
      from ${agencies} where ${foldedMatch(agencies.searchName, text)} limit ${CANDIDATES}) found
    order by word_start desc, total_awards desc, name, id limit ${LIMIT}`;
}

function bestFestivals(text: string) {
  return sql`select ${festivals.id}, ${festivals.name}, ${festivals.shortName}, ${festivals.slug}, ${festivals.countryCode}, ${festivals.city},
      ${festivals.registrationOpenDate}, ${festivals.registrationCloseDate}, ${festivals.prestige},
      (${wordStartMatch(festivals.searchName, text)} or ${wordStartMatch(festivals.searchShortName, text)}) as word_start
    from ${festivals} where ${foldedMatch(festivals.searchName, text)} or ${foldedMatch(festivals.searchShortName, text)}
    order by word_start desc, prestige desc, name, id limit ${LIMIT}`;
}

/** One round trip for the common case: every section, shaped as the response wants it. */
async function firstPass(db: Executor, text: string) {
  const [row] = rowsOf<{ folded: string; creatives: (Hit & { kind: 0 | 1 })[]; agencies: AgencyHit[]; festivals: FestivalHit[] }>(
    await db.execute(sql`select ${foldedText(text)} as folded,
      (select coalesce(json_agg(json_build_object('id', h.id, 'name', h.name, 'username', h.username, 'countryCode', h.country_code,
          'agency', h.agency_name, 'avatar', h.avatar, 'totalPoints', h.total_points, 'kind', h.kind)
        order by h.kind, h.total_points desc, h.total_awards desc, h.name, h.id), '[]') from (${creativesInWindow(text)}) h) as creatives,
      (select coalesce(json_agg(json_build_object('id', a.id, 'name', a.name, 'slug', a.slug, 'logo', a.logo, 'headquarters', a.headquarters)
        order by a.word_start desc, a.total_awards desc, a.name, a.id), '[]') from (${bestAgencies(text)}) a) as agencies,
      (select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'shortName', f.short_name, 'slug', f.slug,
          'countryCode', f.country_code, 'city', f.city, 'registrationOpenDate', f.registration_open_date,
          'registrationCloseDate', f.registration_close_date)
        order by f.word_start desc, f.prestige desc, f.name, f.id), '[]') from (${bestFestivals(text)}) f) as festivals`),
  );
  return row!;
}

/**
 * Creatives, agencies and festivals matching the text. Creatives: word-start matches first, then
 * matches inside a word, each by points. Matches of a kind found in the window are exact as far
 * as they go (whatever it misses ranks lower); only a kind the window holds too few of is looked
 * up in the read model, exact while fewer than CANDIDATES word starts match. Inside-word
 * candidates leave out the word-start matches already listed.
 */
export async function searchAll(db: Executor, text: string) {
  const { folded, creatives: inWindow, agencies: agencyHits, festivals: festivalHits } = await firstPass(db, text);
  const hits = (kind: 0 | 1): Hit[] => inWindow.filter((hit) => hit.kind === kind).map(({ kind: _, ...hit }) => hit);
  return { creatives: await completeCreatives(db, folded, hits(0), hits(1)), agencies: agencyHits, festivals: festivalHits };
}

/** `folded`: the text as the database folds it (the read model holds the same folding). */
async function completeCreatives(db: Executor, folded: string, windowWordStart: Hit[], windowInside: Hit[]) {
  const wordStart = windowWordStart.length === LIMIT ? windowWordStart : await hitsOf(db, await idsStartingWith(db, [` ${folded}`]));
  const missing = LIMIT - wordStart.length;
  if (missing === 0) return wordStart;
  if (windowInside.length >= missing) return [...wordStart, ...windowInside.slice(0, missing)];
  const prefixes = await insideWordPrefixes(db, folded);
  const inside = prefixes.length === 0 ? [] : await idsStartingWith(db, prefixes, wordStart.map((hit) => hit.id));
  return [...wordStart, ...(await hitsOf(db, inside.slice(0, missing)))];
}
