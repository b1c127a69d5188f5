import { and, asc, desc, eq, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { TEXT_FILTER_COUNT_CAP } from '../../../shared/constants';
import type { CreativeListQuery } from '../../../shared/schemas/creative';
import {
  executePlannedWithValues,
  executePrepared,
  executeShape,
  queryPrepared,
  type Database,
  type Executor,
  type PreparedStatement,
} from '../../db/client';
import {
  agencies,
  awards,
  categories,
  countryWindowPoints,
  creativeNameStarts,
  creatives,
  disciplineWindowCounts,
  festivals,
  namePrefixCounts,
  namePrefixCountryCounts,
  nameWords,
  rankLadder,
  windowBuckets,
  windowPoints,
  windowRankLadder,
} from '../../db/schema';
import {
  COUNTRY_STARTS_PROBE,
  foldedMatch,
  foldedLikeText,
  literal,
  matchesInsideWords,
  NAME_PREFIX_COUNTED,
  NAME_STARTS_PROBE,
  NAME_STARTS_SORTED,
  wordStartMatch,
} from '../../lib/sql';
import { segmentAt, type RankingList } from '../../ranking/ranking.repository';
import { LADDER_KEY, pageStart, rankingListStoreOf, windowKeyOf, type HeldList } from '../../ranking/ranking-list-store';
import type { StoredText } from '../../db/noticed-store';

/**
 * What a list shows of a creative's own row (its card, kept by triggers: migration 0029, and its
 * all-time totals) as JSON text that the list's item continues (itemTailOf): the same in every
 * list, so that a window's lists take it from each process's memory (card-store.ts).
 */
const itemHead = sql`${creatives.card} || ',"totalPoints":' || ${creatives.totalPoints} || ',"totalAwards":' || ${creatives.totalAwards}`;

/**
 * A creative's label as JSON (id, name, username and country code: an award's creative in a
 * festival's winners) from its item head: the first four fields of its card (creative_card,
 * migration 0052). The first `,"country":` outside a string is where the fifth begins: a quote
 * in a string is escaped.
 */
export function labelOfHead(head: string): string {
  return `${head.slice(0, head.indexOf(',"country":'))}}`;
}

/** A creative's id, name and username (its card's first three fields, as labelOfHead) and `points`: a country's best creative. */
export function scoredLabelOfHead(head: string, points: string): string {
  return `${head.slice(0, head.indexOf(',"countryCode":'))},"points":${points}}`;
}

/** The rest of a listed creative's item: its window's points and awards, its rank and rank change. */
function itemTailOf(window: { points: SQL; awards: SQL; rank: SQL; rankChange: SQL }): SQL {
  return sql`',"windowPoints":' || ${window.points} || ',"windowAwards":' || ${window.awards}
  || ',"rank":' || coalesce((${window.rank})::text, 'null') || ',"rankChange":' || coalesce((${window.rankChange})::text, 'null')
  || '}'`;
}

/**
 * A listed creative in the response's shape (creativeSummarySchema) as JSON text, `item`: its head
 * (itemHead) and its tail (itemTailOf), for all time (allTimeItem) or a window. Made JSON per
 * row, field by field, a page of 50 was a sixth of a deep page's time at 1M creatives. `item` is
 * null for the row a page past the end returns alone.
 */
function summaryItemOf(window: { points: SQL; awards: SQL; rank: SQL; rankChange: SQL }): SQL {
  return sql`left join lateral (select ${itemHead} || ${itemTailOf(window)} as item) summary on true`;
}

/** The item heads of creatives by id (itemHead): the ones a card store does not hold. */
export async function itemHeads(db: Database, ids: number[]): Promise<StoredText[]> {
  return executePrepared<StoredText>(
    db,
    sql`select ${creatives.id} as id, ${itemHead} as text from ${creatives}
      where ${creatives.id} = any(${`{${ids.join(',')}}`}::int[]) and ${creatives.card} is not null`,
  );
}

/** Up to `limit` item heads in id order after `afterId`: a card store reads them all in this way. */
export async function itemHeadsAfter(db: Database, afterId: number, limit: number): Promise<StoredText[]> {
  return executePrepared<StoredText>(
    db,
    sql`select ${creatives.id} as id, ${itemHead} as text from ${creatives}
      where ${creatives.id} > ${afterId} and ${creatives.card} is not null order by ${creatives.id} limit ${limit}`,
  );
}

/**
 * A row of `creatives`' all-time ranks from its buckets' ranks (rank_ladder's `cur` and `prev`), in
 * the same statement as the page, and its item (`summary.item`).
 */
export const allTimeItem = sql`left join ${rankLadder} cur on cur.basis = 'current' and cur.points = ${creatives.totalPoints}
  left join ${rankLadder} prev on ${creatives.previousPoints} > 0 and prev.basis = 'previous' and prev.points = ${creatives.previousPoints}
  ${summaryItemOf({
    points: sql`${creatives.totalPoints}`,
    awards: sql`${creatives.totalAwards}`,
    rank: sql`case when ${creatives.totalPoints} > 0 then coalesce(cur.rank, 1) end`,
    rankChange: sql`case when ${creatives.totalPoints} > 0 then prev.rank - coalesce(cur.rank, 1) end`,
  })}`;

/** A page as the response sends it: the items as one JSON array text, and the filter's total. */
export interface CreativePage {
  json: string;
  total: number;
}

/**
 * Folds a page's rows (each a total, an `item` with its `item_id`, and its place `n`) into one
 * row: the page's text.
 */
const pageFrom = (rows: SQL) =>
  sql`select max(total) as total, coalesce('[' || string_agg(item, ',' order by n) filter (where item_id is not null) || ']', '[]') as json
    from (${rows}) page_rows`;

type PageResult = { total: string | number | null; json: string };

function toPage([page]: PageResult[]): CreativePage {
  return { json: page?.json ?? '[]', total: Number(page?.total ?? 0) };
}

// The ranking order (DESIGN.md section 3); each sort has a matching index.
const ORDERS: Record<CreativeListQuery['sort'], SQL[]> = {
  points: [desc(creatives.totalPoints), desc(creatives.totalAwards), asc(creatives.name), asc(creatives.id)],
  awards: [desc(creatives.totalAwards), desc(creatives.totalPoints), asc(creatives.name), asc(creatives.id)],
  name: [asc(creatives.name), asc(creatives.id)],
  newest: [desc(creatives.createdAt), desc(creatives.id)],
};

// Each order backwards: the same index read from its other end (`desc` is nulls first, `asc` nulls last).
const REVERSED: Record<CreativeListQuery['sort'], SQL[]> = {
  points: [asc(creatives.totalPoints), asc(creatives.totalAwards), desc(creatives.name), desc(creatives.id)],
  awards: [asc(creatives.totalAwards), asc(creatives.totalPoints), desc(creatives.name), desc(creatives.id)],
  name: [desc(creatives.name), desc(creatives.id)],
  newest: [asc(creatives.createdAt), asc(creatives.id)],
};

/**
 * A statement's total as `t`, counted once (`offset 0` keeps it a subquery): pulled up, each use of
 * t.total (a page's side, its limit and offset, the output) ran the count again, four times for a
 * window's discipline (year=2024&category=film at 1M: 2.5 s -> 0.55 s).
 */
const totalOnce = (count: SQL) => sql`(select (${count}) as total offset 0) t`;

/**
 * A page of a list whose exact total the statement has read as `t.total`, from whichever end of
 * the list is nearer: `read(backwards, limit, skip)` reads the list in its order or backwards (the
 * same index from its other end). A page in the back half then skips at most half the list (the
 * United States by awards at offset 60,000 of 129,459: 11 ms of skipping from the front). Each
 * side is gated by the total, which PostgreSQL checks before it runs either. `limit` is a literal
 * and caps both sides again: the back side's is computed, and a generic plan took it for a tenth
 * of the table and joined the page to every creative (0.4 s for a first page by name at 1M).
 */
function fromNearerEnd(read: (backwards: boolean, limit: SQL, skip: SQL) => SQL, limit: SQL, offset: SQL): SQL {
  const backLimit = sql`greatest(least(${limit}, t.total - ${offset}), 0)`;
  const backSkip = sql`greatest(t.total - ${offset} - ${limit}, 0)`;
  return sql`(select * from (select * from (${read(false, limit, offset)}) front where ${offset} * 2 <= t.total
    union all
    select * from (${read(true, backLimit, backSkip)}) back where ${offset} * 2 > t.total) sides limit ${limit})`;
}

/**
 * One page of creatives in a given order, with the filter's exact total (`count`), in one
 * statement. The page's ids come first from the sort index alone (an index-only scan), read from
 * the nearer end (fromNearerEnd), then only those rows are read and joined: a deep offset never
 * fetches the rows it skips.
 */
function creativesPageRows(
  where: SQL | undefined,
  count: SQL,
  sort: CreativeListQuery['sort'],
  page: { limit: number; offset: number | Placeholder },
): SQL {
  const ids = (backwards: boolean, limit: SQL, skip: SQL) =>
    sql`select ${creatives.id} from ${creatives} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join((backwards ? REVERSED : ORDERS)[sort], sql`, `)} limit ${limit} offset ${skip}`;
  // The page size is written in the text: as a parameter, a generic plan expected a tenth of the
  // table from each end and joined the page's 50 ids to every creative (1.8 s at 1M, by name).
  return sql`select t.total, ${creatives.id} as item_id, item, row_number() over (order by ${sql.join(ORDERS[sort], sql`, `)}) as n
    from ${totalOnce(count)}
    left join lateral ${fromNearerEnd(ids, literal(page.limit), sql`${page.offset}`)} page on true
    left join ${creatives} on ${creatives.id} = page.id
    ${allTimeItem}`;
}

/**
 * One page of a text-filtered list, with its total counted up to TEXT_FILTER_COUNT_CAP, in one
 * statement planned with its values (every value a literal). The matches up to the cap (or up to
 * the page's end, past it) are found once, in the list's order, and both the total and the page
 * are read from them: counting them apart had the planner intersect the trigram index's bitmap of a
 * common text (228,920 rows for `ma`: 67 ms) with the filter's, where the page itself walked the
 * sort's index for 0.2 ms.
 */
function textFilteredPageRows(where: SQL | undefined, sort: CreativeListQuery['sort'], page: { limit: number; offset: SQL }): SQL {
  return matchesPageRows(
    (reach) => sql`select ${creatives.id} from ${creatives} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(ORDERS[sort], sql`, `)} limit ${reach}`,
    page,
  );
}

/**
 * A page of matches whose ids `ordered(reach)` lists in the list's order, up to the cap (or the
 * page's end, past it): the total and the page are both read from them. Where the total is
 * `known` (not null: a probe found at least the cap, or counted them all), they are listed up to
 * the page's end only. The offset may be a placeholder (a prepared statement's); the page size
 * stays in the text.
 */
function matchesPageRows(
  ordered: (reach: SQL) => SQL,
  page: { limit: number; offset: SQL | Placeholder },
  known: SQL = sql`null::int`,
): SQL {
  const limit = literal(page.limit);
  const cap = literal(TEXT_FILTER_COUNT_CAP);
  const reach = sql`case when ${known} is not null then ${page.offset} + ${limit} else greatest(${cap}, ${page.offset} + ${limit}) end`;
  return sql`with matches as materialized (
      select id, row_number() over () as at from (${ordered(reach)}) ordered
    )
    select t.total, ${creatives.id} as item_id, item, row_number() over (order by page.at) as n
    from (select coalesce(${known}, least(count(*), ${cap}))::int as total from matches) t
    left join lateral (select id, at from matches where at > ${page.offset} order by at limit ${limit}) page on true
    left join ${creatives} on ${creatives.id} = page.id
    ${allTimeItem}`;
}

/** One page of a text-filtered list whose total (`total`, up to the cap) is read apart: the page's ids alone are walked. */
function countedPageRows(
  where: SQL | undefined,
  total: SQL,
  sort: CreativeListQuery['sort'],
  page: { limit: number; offset: number },
): SQL {
  return sql`select t.total, ${creatives.id} as item_id, item, row_number() over (order by ${sql.join(ORDERS[sort], sql`, `)}) as n
    from ${totalOnce(total)}
    left join lateral (select ${creatives.id} from ${creatives} ${where ? sql`where ${where}` : sql``}
      order by ${sql.join(ORDERS[sort], sql`, `)} limit ${literal(page.limit)} offset ${literal(page.offset)}) page on true
    left join ${creatives} on ${creatives.id} = page.id
    ${allTimeItem}`;
}

/**
 * The segmented list a people query without a text reads (migration 0050): its filter (the whole
 * list, a country's, a discipline's or a country's discipline) and, but for points, its order.
 */
function peopleListOf(query: CreativeListQuery): RankingList {
  const filter =
    query.country && query.category
      ? (`country:${query.country}:${query.category}` as const)
      : query.country
        ? (`country:${query.country}` as const)
        : query.category
          ? (`discipline:${query.category}` as const)
          : 'all';
  return query.sort === 'points' ? filter : `${filter}/${query.sort}`;
}

/**
 * Each order's range of its lists' seek indexes from a segment's start key (`seg`, segmentAt:
 * `points`, `awards`, `name`, `id` as migration 0050 keeps each order's key), and the order itself.
 * The newest order's key is its creation time's microseconds in two halves and the id negated;
 * a list's first segment (id 0) starts before every creative.
 */
const SEEKS: Record<CreativeListQuery['sort'], { from: SQL; order: SQL }> = {
  points: {
    from: sql`(-${creatives.totalPoints}, -${creatives.totalAwards}, ${creatives.name}, ${creatives.id}) >= (-seg.points, -seg.awards, seg.name, seg.id)`,
    order: sql`-${creatives.totalPoints}, -${creatives.totalAwards}, ${creatives.name}, ${creatives.id}`,
  },
  awards: {
    from: sql`(-${creatives.totalAwards}, -${creatives.totalPoints}, ${creatives.name}, ${creatives.id}) >= (-seg.points, -seg.awards, seg.name, seg.id)`,
    order: sql`-${creatives.totalAwards}, -${creatives.totalPoints}, ${creatives.name}, ${creatives.id}`,
  },
  name: {
    from: sql`(${creatives.name}, ${creatives.id}) >= (seg.name, seg.id)`,
    order: sql`${creatives.name}, ${creatives.id}`,
  },
  newest: {
    from: sql`(${creatives.createdAt}, ${creatives.id}) <= (case when seg.id = 0 then 'infinity'::timestamptz
      else to_timestamp((seg.points::bigint << 31 | seg.awards) / 1000000) + ((seg.points::bigint << 31 | seg.awards) % 1000000) * interval '1 microsecond' end, -seg.id)`,
    order: sql`${creatives.createdAt} desc, ${creatives.id} desc`,
  },
};

/**
 * A page of a segmented people list in one statement: from the start key of the segment holding
 * the offset, one range of the list's seek index (its order's key, SEEKS): at most a segment's
 * worth of index entries are skipped, at any depth, and the list's total is its segments'. The
 * range reads ids only (an index-only scan), and the page's rows are then looked up by id. A list
 * by points is read so only while the ranking list store does not hold it (listHeldCreatives).
 */
function peopleListPageRows(
  list: RankingList | Placeholder,
  sort: CreativeListQuery['sort'],
  filters: { country?: Placeholder; category?: Placeholder },
  page: { limit: number; offset: number | Placeholder },
): SQL {
  const where = and(
    filters.country && eq(creatives.countryCode, filters.country),
    filters.category && eq(creatives.discipline, filters.category),
    SEEKS[sort].from,
  );
  // The page size is written in the text: told only "a parameter", a statement's one plan expected
  // a tenth of the range and hashed the whole table to join the page's rows (260 ms at 1M).
  const limit = literal(page.limit);
  return sql`select seg.total, ${creatives.id} as item_id, item, row_number() over (order by ${sql.join(ORDERS[sort], sql`, `)}) as n
    from ${segmentAt(list, page.offset)} seg
    left join lateral (select ${creatives.id} from ${creatives} where ${where} order by ${SEEKS[sort].order} offset seg.skip limit ${limit}) page on true
    left join ${creatives} on ${creatives.id} = page.id
    ${allTimeItem}`;
}

// The values of a list query: its shape (which filters, which order) is built once (executeShape).
const param = {
  country: sql.placeholder('country'),
  category: sql.placeholder('category'),
  list: sql.placeholder('list'),
  offset: sql.placeholder('offset'),
};

/**
 * The word starts beginning with `start` (a space and a folded text): as a byte range of the
 * `text_pattern_ops` indexes rather than a LIKE prefix, which a generic plan cannot turn into one
 * (its pattern is not known when it is planned). The range ends where the text's last character
 * is followed by the next code point (UTF-8 orders bytes as code points; surrogates, which text
 * never holds, skipped), as PostgreSQL bounds a LIKE prefix; after U+10FFFF there is none, so a
 * text ending in that noncharacter ends its range at itself followed by it.
 */
function startsFrom(start: SQL): SQL {
  const last = sql`ascii(right(${start}, 1))`;
  const after = sql`(case when ${last} = 1114111 then ${start} || chr(1114111)
    else left(${start}, -1) || chr(${last} + case when ${last} = 55295 then 2049 else 1 end) end)`;
  return sql`${creativeNameStarts.start} ~>=~ ${start} and ${creativeNameStarts.start} ~<~ ${after}`;
}

/** The word starts beginning with a text (a placeholder, or a literal). */
function nameStartsFrom(text: SQL | Placeholder): SQL {
  return startsFrom(sql`(' ' || f_unaccent(lower(${text}::text)))`);
}

/**
 * Where a text's matches are found among the word starts: at its own (`whole`), or for a text of
 * several words whose first word is also found inside words (`wordEnds`), at the starts of every
 * word that ends with that first word, followed by the rest of the text. A name holds such a text
 * only there (its first word ends where a space follows), so no name is missed and none is found
 * that does not hold it.
 */
type TextPart = 'whole' | 'wordEnds';

/** Whether a text can be found through its first word's word ends: it has a space once folded. */
function hasWordEnds(text: SQL | Placeholder): SQL {
  return sql`strpos(f_unaccent(lower(${text}::text)), ' ') > 0`;
}

/**
 * A word of `name_words` matching a LIKE pattern made from the text, the pattern made once (an init
 * plan): as an expression of the parameter, it was folded again for every word (0.6 ms of a 1.7 ms
 * page for 196 words at 1M creatives; real names have thousands).
 */
function wordLike(pattern: SQL): SQL {
  return sql`${nameWords.word} like (select ${pattern})`;
}

/** The starts a text's matches are found at (TextPart), `gate` checked first: a statement's `from` and `where`. */
function startsSource(text: SQL | Placeholder, part: TextPart, gate?: SQL): SQL {
  const s = creativeNameStarts;
  if (part === 'whole') return sql`from ${s} where ${and(gate, nameStartsFrom(text))}`;
  const folded = sql`f_unaccent(lower(${text}::text))`;
  const firstWord = foldedLikeText(sql`split_part(${folded}, ' ', 1)`);
  return sql`from ${nameWords}
    join ${s} on ${startsFrom(sql`(' ' || ${nameWords.word} || (select substr(${folded}, strpos(${folded}, ' '))))`)}
    where ${and(gate, hasWordEnds(text), wordLike(sql`'%' || ${firstWord}`))}`;
}

/** The creatives at the starts a text's matches are found at (startsSource). */
function startsOf(text: SQL | Placeholder, part: TextPart, gate?: SQL): SQL {
  return sql`select ${creativeNameStarts.creativeId} ${startsSource(text, part, gate)}`;
}

/**
 * Starts (of `creative_name_starts`, selected by the `from` and `where` before it) as their creatives
 * in the points order, up to `reach`: the starts carry the ranking's keys, so no creative is read.
 * A name's several matching starts are one.
 */
function startsRanked(reach: SQL): SQL {
  const s = creativeNameStarts;
  return sql`group by ${s.totalPoints}, ${s.totalAwards}, ${s.name}, ${s.creativeId}
    order by ${s.totalPoints} desc, ${s.totalAwards} desc, ${s.name} asc, ${s.creativeId} asc limit ${reach}`;
}

/**
 * The creatives at the starts a text's matches are found at, as an array looked up by key;
 * `gate`, when given, is checked before any start is read (the array is computed apart from the
 * scan that uses it, so a gate on that scan alone would not spare it).
 */
function readModelMatch(id: SQLWrapper, text: SQL | Placeholder, part: TextPart = 'whole', gate?: SQL): SQL {
  // An array, looked up by key: the planner cannot estimate a long prefix (` olga santos%`, 86
  // rows, was taken for 13,817), so as a semi-join it walked all 1,000,000 creatives in the
  // list's order to meet them (3-4.5 s at 1M); an array it takes for a few keys.
  return sql`${id} = any(array(${startsOf(text, part, gate)}))`;
}

/**
 * How a text filter finds its matches (decision 0003, item 10). A text of word starts alone (no
 * run of 3 letters, or one no word of any name holds past its first letter: `name_words`) matches
 * exactly the names with a word start in `creative_name_starts`. `readModel`: at most
 * NAME_STARTS_PROBE of them, read from there (`part`: `wordEnds` for a text of several words found
 * inside words too, TextPart). `wordStarts`: more, walked in the list's order. Else `anywhere`: the
 * trigram index or a walk. `atLeastCap`: the probe counted TEXT_FILTER_COUNT_CAP creatives among
 * the word starts it read (in the country, with one), so at least that many match (inside words,
 * more): the total is the cap and only the page needs walking.
 */
type TextFilter = { kind: 'readModel'; match: SQL; part: TextPart } | { kind: 'wordStarts' | 'anywhere'; match: SQL; atLeastCap: boolean };

// A name has a start per word, so distinct creatives are counted among at least 3 starts per one.
const PROBED_STARTS = Math.max(NAME_STARTS_PROBE, 3 * TEXT_FILTER_COUNT_CAP) + 1;

// The values of a text filter's prepared statements (the probe, a rare text's page, a country's).
const textParam = {
  text: sql.placeholder('text'),
  firstWord: sql.placeholder('firstWord'),
  country: sql.placeholder('country'),
  category: sql.placeholder('category'),
  offset: sql.placeholder('offset'),
};

/** Whether the text folded fills a bucket of word starts (migration 0043): a space and 3 characters, in a country 2. */
const fillsBucket = (inCountry: boolean) => sql`char_length(f_unaccent(lower(${textParam.text}::text))) >= ${literal(inCountry ? 2 : 3)}`;

/**
 * The probe of a text filter: how many word starts begin with the text (up to PROBED_STARTS), the
 * creatives among them, whether the first word is found inside any word of any name, and with a
 * country, the country's starts; for a text of several words found inside words, the starts its
 * matches are found at through its first word's word ends (TextPart, up to PROBED_STARTS). One
 * prepared statement per shape: its word starts are read as a byte range (nameStartsFrom), so a
 * generic plan serves every text, where planning it for each text was a third of its time.
 * A text of one word short enough has the whole list's figures kept (name_prefix_counts,
 * migration 0046) and each country's (name_prefix_country_counts, migration 0048): read there by
 * key, where its starts were read and their creatives counted (a common text's 3,001 starts, half
 * of its page's time in the database; `mar` in the Netherlands, 1.7 ms of 2.5); its creatives are
 * then all of them, not only those among the first starts. `countryFirst` (ProbeShape): the country's
 * figures alone decide the page, so the whole list's are not read (`starts` and `creatives` are null).
 */
function probeStatement(inside: boolean, country: boolean, wordEnds: boolean, countryFirst: boolean): SQL {
  const s = creativeNameStarts;
  // The country's starts are counted only for a common text (a CASE runs its branch's subquery only
  // when taken), and its creatives among the first PROBED_STARTS of them only when there are more.
  // A text that fills a bucket needs them counted only past NAME_STARTS_PROBE (readModelGates).
  const folded = sql`f_unaccent(lower(${textParam.text}::text))`;
  // Both ways are in the one generic plan; the condition, on the parameter alone, runs one of them.
  const counted = sql`(strpos(${folded}, ' ') = 0 and char_length(${folded}) between 2 and ${literal(NAME_PREFIX_COUNTED)})`;
  const countryStarts = sql`from ${s} where ${s.countryCode} = ${textParam.country}::text and ${nameStartsFrom(textParam.text)}`;
  const kc = namePrefixCountryCounts;
  // Kept (migration 0048): all of the country's starts and creatives.
  const countryFigures = sql`(case when ${counted} then coalesce((select array[${kc.starts}, ${kc.creatives}] from ${kc}
          where ${kc.countryCode} = ${textParam.country}::text and ${kc.prefix} = ' ' || ${folded}), array[0, 0])
        else (select case when c.n > ${literal(NAME_STARTS_PROBE)} then array[c.n, (select count(distinct d.creative_id)
          from (select ${s.creativeId} ${countryStarts} limit ${literal(PROBED_STARTS)}) d)]::int[] else array[c.n, 0] end
        from (select count(*)::int as n from (select 1 ${countryStarts}
          limit case when ${fillsBucket(true)} then ${literal(PROBED_STARTS)} else ${literal(COUNTRY_STARTS_PROBE + 1)} end) c) c) end)`;
  const countryProbe = country
    ? countryFirst
      ? countryFigures
      : sql`case when p.starts > ${literal(NAME_STARTS_PROBE)} then ${countryFigures} end`
    : sql`null::int[]`;
  // A word holding the first word past its first letter (`name_words`: a few thousand words).
  const firstWordInside = sql`exists (select 1 from ${nameWords} where ${wordLike(sql`'_%' || ${foldedLikeText(sql`${textParam.firstWord}`)} || '%'`)})`;
  const wordEndStarts = sql`case when p."insideWords" and ${hasWordEnds(textParam.text)} then (select count(*)::int from (
    ${startsOf(textParam.text, 'wordEnds')} limit ${literal(PROBED_STARTS)}) t) end`;
  const insideWords = inside ? firstWordInside : sql`false`;
  const k = namePrefixCounts;
  const figures = countryFirst
    ? sql`select null::int as starts, null::int as creatives, ${insideWords} as "insideWords", ${counted} as "startsKept"`
    : sql`select case when ${counted} then coalesce(kept.starts, 0) else read.starts end as starts,
        case when ${counted} then coalesce(kept.creatives, 0) else read.creatives end as creatives, ${insideWords} as "insideWords",
        ${counted} as "startsKept"
      from (select count(*)::int as starts, count(distinct probe.creative_id)::int as creatives
        from (select ${s.creativeId} from ${s} where not ${counted} and ${nameStartsFrom(textParam.text)} limit ${literal(PROBED_STARTS)}) probe) read
      left join lateral (select ${k.starts}, ${k.creatives} from ${k} where ${counted} and ${k.prefix} = ' ' || ${folded}) kept on true`;
  return sql`select p.*, ${countryProbe} as "country", ${wordEnds ? wordEndStarts : sql`null::int`} as "wordEndStarts" from (${figures}) p`;
}

/** What a text filter's probe reads (probeStatement). */
interface Probe {
  /** Up to PROBED_STARTS, or all of them when `startsKept` (with `countryFirst`, the country's are). */
  starts: number | null;
  creatives: number | null;
  insideWords: boolean;
  startsKept: boolean;
  country: number[] | null;
  wordEndStarts: number | null;
}

/**
 * The shape of a text filter's probe: which of its parts the text and the filters need.
 * `rankedInCountry`: a page of a country's list in the points order, without a discipline, whose
 * matches of word starts come from the country's own starts however many the whole list has
 * (readModelGates): the whole list's starts, 3,001 entries read and their creatives counted for a
 * common text, decide nothing there.
 */
function probeShape(text: string, country: string | undefined, rankedInCountry = false) {
  const inside = matchesInsideWords(text);
  const words = text.trim().split(/\s+/);
  const wordEnds = inside && words.length > 1;
  const countryFirst = rankedInCountry && country !== undefined;
  return {
    key: `${inside}:${country !== undefined}:${wordEnds}:${countryFirst}`,
    wordEnds,
    countryFirst,
    statement: () => probeStatement(inside, country !== undefined, wordEnds, countryFirst),
    values: { text, firstWord: words[0] ?? text, country },
  };
}

/**
 * How a text filter finds its matches, from its probe. Without the probe, a rare text (`a_b`, a
 * text of punctuation that has no trigram at all) had the trigram index return every row (0.5-1.4
 * s at 1M), and a common word (`olivia`) walked 90,000 names to count 1,000 of them (17 ms).
 * listCreatives' statement decides the same in SQL (readModelGates).
 */
function filterOfProbe(
  probe: Probe | undefined,
  text: string,
  creative: { id: SQLWrapper; searchName: SQLWrapper },
  country?: string,
): TextFilter {
  // Null: not read, the country's figures having decided (probeShape), so not known to be few.
  const starts = probe?.starts === null ? Number.POSITIVE_INFINITY : (probe?.starts ?? 0);
  const countryCreatives = probe?.country?.[1] ?? 0;
  // Counted among the first PROBED_STARTS starts (or all, kept per prefix), at least the cap of creatives match; inside words, more.
  const atLeastCap = (country ? countryCreatives : (probe?.creatives ?? 0)) >= TEXT_FILTER_COUNT_CAP;
  if (matchesInsideWords(text) && (probe?.insideWords ?? true)) {
    // A full name (`Ana Martínez Weiß`): a few names hold it after a word ending in its first
    // word, where the trigram index intersected the long lists of its common trigrams (12-50 ms at 1M).
    if (probe?.wordEndStarts != null && probe.wordEndStarts <= NAME_STARTS_PROBE) {
      return { kind: 'readModel', match: readModelMatch(creative.id, literal(text), 'wordEnds'), part: 'wordEnds' };
    }
    return { kind: 'anywhere', match: foldedMatch(creative.searchName, text), atLeastCap };
  }
  if (starts <= NAME_STARTS_PROBE) return { kind: 'readModel', match: readModelMatch(creative.id, literal(text)), part: 'whole' };
  return { kind: 'wordStarts', match: wordStartMatch(creative.searchName, text), atLeastCap };
}

/** Reads how a text filter finds its matches, in one round trip (the probe alone). */
async function textFilter(
  db: Database,
  text: string,
  creative: { id: SQLWrapper; searchName: SQLWrapper },
  country?: string,
): Promise<TextFilter> {
  const shape = probeShape(text, country);
  const [probe] = await executeShape<Probe>(db, `name-probe:${shape.key}`, shape.statement, shape.values);
  return filterOfProbe(probe, text, creative, country);
}

/**
 * A country's creatives with a word start matching the text, in the points order, from the read
 * model's index by country. `insideWords`: for a text of one word found inside words, the starts
 * of every word holding it (`name_words`), each read as a byte range: a name holds such a text
 * only inside one of its words, so these are exactly its matches.
 */
function countryStartsOrdered(gate: SQL, reach: SQL, insideWords = false): SQL {
  const s = creativeNameStarts;
  const inCountry = sql`${s.countryCode} = ${textParam.country}::text`;
  const from = insideWords
    ? sql`${nameWords} join ${s} on ${inCountry} and ${startsFrom(sql`(' ' || ${nameWords.word})`)}
      where ${gate} and ${wordLike(sql`'%' || ${foldedLikeText(sql`${textParam.text}`)} || '%'`)}`
    : sql`${s} where ${gate} and ${inCountry} and ${nameStartsFrom(textParam.text)}`;
  return sql`select ${s.creativeId} as id from ${from} ${startsRanked(reach)}`;
}

/**
 * The starts beginning with the text in the points order, from its bucket's index (migration 0043):
 * the starts that begin with the same 4 characters (in a country 3), walked in the ranking's order,
 * the rest of the text checked on each from the index alone; a name's several matching starts are
 * adjacent. A text of 2 letters in the whole list (`short`) is its bucket, the starts beginning with
 * a space and those letters (migration 0047), every entry a match.
 */
function bucketStartsOrdered(gate: SQL, reach: SQL, bucket: 'list' | 'country' | 'short'): SQL {
  const s = creativeNameStarts;
  const size = literal(bucket === 'list' ? 4 : 3);
  // Folded once (an init plan): as an expression of the parameter, it was folded again for every
  // entry the walk checks (2,469 entries for a tenth page of `marchetti`: 3.2 ms).
  const start = sql`(select ' ' || f_unaccent(lower(${textParam.text}::text)))`;
  return sql`select ${s.creativeId} as id from ${s}
    where ${and(
      gate,
      bucket === 'country' ? sql`${s.countryCode} = ${textParam.country}::text` : undefined,
      sql`left(${s.start}, ${size}) = left(${start}, ${size})`,
      bucket === 'short' ? undefined : sql`starts_with(${s.start}, ${start})`,
    )}
    ${startsRanked(reach)}`;
}

/**
 * When a text filter's matches come from the word starts, by the probe's figures (`probe`), as
 * filterOfProbe decides: a rare text's (`whole`), a full name's (`wordEnds`), ranked by points a
 * common text's that fills a bucket (`bucket`: in a country, one with more starts there than
 * NAME_STARTS_PROBE; `short`: in the whole list, one of 2 letters), or a common text's in a country
 * that holds few enough of them (`country`). Null where a shape cannot. `known`: the page's total
 * when the probe tells it, so that the walk or sort stops at the page: the cap, where it counted at
 * least the cap of creatives for a bucket's walk, or the creatives it counted all of (kept per prefix).
 */
function readModelGates(
  query: CreativeListQuery,
  inside: boolean,
  shape: { wordEnds: boolean; countryFirst: boolean },
): {
  gates: {
    whole: SQL | null;
    wordEnds: SQL | null;
    bucket: SQL | null;
    short: SQL | null;
    country: SQL | null;
    countryInside: SQL | null;
    insideWalk: SQL | null;
  };
  known: SQL;
} {
  const insideHit = inside ? sql`probe."insideWords"` : sql`false`;
  const common = sql`not ${insideHit} and probe.starts > ${literal(NAME_STARTS_PROBE)}`;
  const ranked = !query.category && query.sort === 'points';
  const countryMany = sql`probe.country[1] > ${literal(NAME_STARTS_PROBE)}`;
  const fills = fillsBucket(Boolean(query.country));
  const creativesProbed = query.country ? sql`probe.country[2]` : sql`probe.creatives`;
  // Ranked in a country (probeShape's countryFirst): the country's starts are walked in its bucket
  // when there are many, else ranked by sorting them, however few or many the whole list has.
  const bucket = shape.countryFirst
    ? sql`(not ${insideHit} and ${fills} and ${countryMany})`
    : ranked
      ? sql`(${common} and ${fills}${query.country ? sql` and ${countryMany}` : sql``})`
      : null;
  // Ranked in the whole list, a common text of 2 letters, too short for its buckets (fillsBucket).
  const short = ranked && !query.country ? sql`(${common} and char_length(f_unaccent(lower(${textParam.text}::text))) = 2)` : null;
  const walked = bucket && short ? sql`(${bucket} or ${short})` : bucket;
  const cap = literal(TEXT_FILTER_COUNT_CAP);
  // Ranked in the whole list, one word found inside words too, whose word starts alone prove the cap:
  // its walk of the ranking stops at the page, in the prepared statement (it was planned with the
  // text's value for each: 0.8 ms of planning for a walk of about 0.5).
  const insideWalk = inside && ranked && !query.country && !shape.wordEnds ? sql`(${insideHit} and probe.creatives >= ${cap})` : null;
  const atLeastCap = sql.join(
    [walked && sql`(${walked} and ${creativesProbed} >= ${cap})`, insideWalk, sql`false`].filter((part): part is SQL => Boolean(part)),
    sql` or `,
  );
  // Matches of word starts alone, all counted (kept per prefix), in the list as the figures count it.
  const counted = !query.category && (shape.countryFirst || !query.country) ? sql`(not ${insideHit} and probe."startsKept")` : sql`false`;
  const country = shape.countryFirst
    ? sql`(not ${insideHit} and not (${fills} and ${countryMany}))`
    : query.country && ranked
      ? sql`(${common} and probe.country[1] <= ${literal(COUNTRY_STARTS_PROBE)} and not (${fills} and ${countryMany}))`
      : null;
  return {
    gates: {
      // In name order, a text's starts counted exactly and not too many are sorted: walking that
      // order met a common first name's names only where they stand together (`q=lukas&sort=name`:
      // 989,000 names read, 1.2 s). The other orders spread them, and their walks stay shorter.
      whole: shape.countryFirst
        ? null
        : query.sort === 'name'
          ? sql`(not ${insideHit} and (probe.starts <= ${literal(NAME_STARTS_PROBE)}
            or (probe."startsKept" and probe.starts <= ${literal(NAME_STARTS_SORTED)})))`
          : sql`(not ${insideHit} and probe.starts <= ${literal(NAME_STARTS_PROBE)})`,
      wordEnds: shape.wordEnds ? sql`(${insideHit} and probe."wordEndStarts" <= ${literal(NAME_STARTS_PROBE)})` : null,
      bucket,
      short,
      country,
      // Found inside words, one word, ranked in a country: the country's starts of the words holding
      // it, where the trigram index led by the country was planned with the text's value for each
      // (`van` in Peru, `ivanov`: about 3 ms, half of it planning). Unless its word starts alone
      // prove the cap: then its walk of the country's ranking is short (`mar` in the United States:
      // 7 ms, where sorting the starts of `maria`, `martinez`, `omar`... took 31).
      countryInside:
        shape.countryFirst && inside && !shape.wordEnds
          ? sql`(${insideHit} and strpos(f_unaccent(lower(${textParam.text}::text)), ' ') = 0
            and coalesce(probe.country[2], 0) < ${literal(TEXT_FILTER_COUNT_CAP)})`
          : null,
      insideWalk,
    },
    known: sql`case when ${atLeastCap} then ${cap} when ${counted} then least(${creativesProbed}, ${cap}) end`,
  };
}

/**
 * A text filter's probe and, when its matches come from the word starts (readModelGates), its page,
 * in one prepared statement per shape: their plans do not depend on the text, so they are planned
 * once per connection, not for every text, and the page costs no second round trip. Each way of
 * reading the page runs only when its gate holds (a one-time filter), so at most one does. The
 * probe is read once (`offset 0`): pulled up, each use of its figures ran its subqueries again.
 */
async function probeAndReadModelPage(db: Database, query: CreativeListQuery & { q: string }) {
  const shape = probeShape(query.q, query.country, !query.category && query.sort === 'points');
  const inside = matchesInsideWords(query.q);
  const { gates, known } = readModelGates(query, inside, shape);
  const filters = and(
    query.country ? sql`${creatives.countryCode} = ${textParam.country}::text` : undefined,
    query.category ? sql`${creatives.discipline} = ${textParam.category}::text` : undefined,
  );
  // Ranked in the whole list, the starts alone give the order: 115 names of `Camila Ruiz` looked up
  // by key read 460 buffers of a 0.8 ms page, their starts 6.
  const byKey = (gate: SQL, part: TextPart, reach: SQL) =>
    !query.country && !query.category && query.sort === 'points'
      ? sql`select ${creativeNameStarts.creativeId} as id ${startsSource(textParam.text, part, gate)} ${startsRanked(reach)}`
      : sql`select ${creatives.id} from ${creatives} where ${and(
          gate,
          readModelMatch(creatives.id, textParam.text, part, gate),
          filters,
        )} order by ${sql.join(ORDERS[query.sort], sql`, `)} limit ${reach}`;
  const ordered = (reach: SQL) =>
    sql.join(
      [
        gates.whole && byKey(gates.whole, 'whole', reach),
        gates.wordEnds && byKey(gates.wordEnds, 'wordEnds', reach),
        gates.bucket && bucketStartsOrdered(gates.bucket, reach, query.country ? 'country' : 'list'),
        gates.short && bucketStartsOrdered(gates.short, reach, 'short'),
        gates.country && countryStartsOrdered(gates.country, reach),
        gates.countryInside && countryStartsOrdered(gates.countryInside, reach, true),
        gates.insideWalk &&
          sql`select ${creatives.id} from ${creatives} where ${gates.insideWalk}
            and ${creatives.searchName} like (select '%' || ${foldedLikeText(sql`${textParam.text}`)} || '%')
            order by ${sql.join(ORDERS.points, sql`, `)} limit ${reach}`,
      ]
        .filter((branch): branch is SQL => Boolean(branch))
        .map((branch) => sql`(${branch})`),
      sql` union all `,
    );
  const paged = sql.join(
    Object.values(gates).filter((gate): gate is SQL => gate !== null),
    sql` or `,
  );
  const key = `name-list:${shape.key}:${query.sort}:${query.country ? 'country' : ''}:${query.category ? 'category' : ''}:${query.limit}`;
  const [row] = await executeShape<Probe & { paged: boolean } & PageResult>(
    db,
    key,
    () => sql`select probe.*, coalesce(${paged}, false) as paged, page.total, page.json
      from (${shape.statement()} offset 0) probe
      cross join lateral (${pageFrom(matchesPageRows(ordered, { limit: query.limit, offset: textParam.offset }, known))}) page`,
    { ...shape.values, category: query.category, offset: query.offset },
  );
  return { probe: row, page: row?.paged ? toPage([row]) : undefined };
}

export async function listCreatives(db: Database, query: CreativeListQuery): Promise<CreativePage> {
  if (query.q) {
    // A text filter's SQL depends on the text (docs/decisions/0003-search.md): unless its matches
    // come from the word starts, it is planned with its values; its total is counted up to a cap.
    const { probe, page } = await probeAndReadModelPage(db, { ...query, q: query.q });
    if (page) return page;
    const filter = filterOfProbe(probe, query.q, { id: creatives.id, searchName: creatives.searchName }, query.country);
    const where = and(
      filter.match,
      query.country ? sql`${creatives.countryCode} = ${literal(query.country)}` : undefined,
      query.category ? sql`${creatives.discipline} = ${literal(query.category)}` : undefined,
    );
    // At least the cap of matches: the page alone is walked (`ma` in the United States, 31,000
    // starts, read 1,000 matches from the table for 12 ms; `ana`, inside words too, 8 ms).
    const rows =
      filter.kind !== 'readModel' && filter.atLeastCap && !query.category
        ? countedPageRows(where, literal(TEXT_FILTER_COUNT_CAP), query.sort, query)
        : textFilteredPageRows(where, query.sort, { limit: query.limit, offset: literal(query.offset) });
    return toPage(await executePlannedWithValues<PageResult>(db, pageFrom(rows)));
  }

  const filters = { country: query.country ? param.country : undefined, category: query.category ? param.category : undefined };
  // The page size stays in the text (at most 100 sizes): the planner sizes its joins by it.
  const page = { limit: query.limit, offset: param.offset };
  const shape = `creatives:${query.sort}:${query.country ? 'country' : ''}:${query.category ? 'category' : ''}:${query.limit}`;
  const rows = await executeShape<PageResult>(db, shape, () => pageFrom(peopleListPageRows(param.list, query.sort, filters, page)), {
    country: query.country,
    category: query.category,
    list: peopleListOf(query),
    offset: query.offset,
  });
  return toPage(rows);
}

/** A ranking window by ids: 0 for all years or all festivals (schema.ts, windowPoints). */
export interface WindowKey {
  year: number;
  festivalId: number;
}

/**
 * The window a year-earlier rank is read in: for a year, the same festival's year before, by
 * its current points; for all years, the same window by the points of the years before the
 * basis year (window_points.previous_points).
 */
export function previousWindow(window: WindowKey): { key: WindowKey; basis: 'current' | 'previous' } {
  return window.year > 0
    ? { key: { year: window.year - 1, festivalId: window.festivalId }, basis: 'current' }
    : { key: window, basis: 'previous' };
}

/**
 * A window in a statement built once per shape (executeShape): its year, festival and year-earlier
 * year as placeholders (windowValues fills them), or as literals in a statement planned with its
 * values; whether it spans all years is part of the shape (it decides which points the year-earlier
 * ranking reads: previousWindow).
 */
export interface WindowShape {
  year: Placeholder | SQL;
  festivalId: Placeholder | SQL;
  previousYear: Placeholder | SQL;
  allYears: boolean;
}

export function windowShape(window: WindowKey): WindowShape {
  return {
    year: sql.placeholder('year'),
    festivalId: sql.placeholder('festivalId'),
    previousYear: sql.placeholder('previousYear'),
    allYears: window.year === 0,
  };
}

export function windowValues(window: WindowKey) {
  return { year: window.year, festivalId: window.festivalId, previousYear: previousWindow(window).key.year };
}

/** Rows (points, rank) of a window's ranks by its buckets' points (window_rank_ladder). */
function windowBucketRanks(year: Placeholder | SQL, festivalId: Placeholder | SQL, basis: 'current' | 'previous'): SQL {
  return sql`select l.points, l.rank from ${windowRankLadder} l
    where l.year = ${year} and l.festival_id = ${festivalId} and l.basis = ${basis}`;
}

/**
 * The window's ranks by points (`cur`) and its year-earlier ranks (`prev`), read once for the
 * statement and joined by hash.
 */
function windowRanks(window: WindowShape): SQL {
  return sql`with cur as materialized (${windowBucketRanks(window.year, window.festivalId, 'current')}),
    prev as materialized (${windowBucketRanks(window.previousYear, window.festivalId, window.allYears ? 'previous' : 'current')})`;
}

/**
 * A page row's (alias `wp`, a window_points row) rank and year-earlier rank in the window
 * (windowRanks). The year-earlier points are on the row: for a window of all years its points
 * before the basis year, for a year its points in the same festival's year before (migration 0030).
 */
function windowRankJoins(window: WindowShape): SQL {
  const previous = window.allYears ? sql`wp.previous_points` : sql`wp.year_before_points`;
  return sql`left join cur on cur.points = wp.points
    left join prev on ${previous} > 0 and prev.points = ${previous}`;
}

/** A window list's order over window rows `wp` (the creative's creation time as `createdAt`), or that order backwards. */
function windowOrder(sort: CreativeListQuery['sort'], createdAt: SQL, backwards = false): SQL {
  if (backwards) {
    return {
      points: sql`wp.points asc, wp.awards asc, wp.name desc, wp.creative_id desc`,
      awards: sql`wp.awards asc, wp.points asc, wp.name desc, wp.creative_id desc`,
      name: sql`wp.name desc, wp.creative_id desc`,
      newest: sql`${createdAt} asc, wp.creative_id asc`,
    }[sort];
  }
  return {
    points: sql`wp.points desc, wp.awards desc, wp.name, wp.creative_id`,
    awards: sql`wp.awards desc, wp.points desc, wp.name, wp.creative_id`,
    name: sql`wp.name, wp.creative_id`,
    newest: sql`${createdAt} desc, wp.creative_id desc`,
  }[sort];
}

/**
 * A page of a window's ranking from its segment `seg` (segmentAt), as peopleListPageRows reads
 * the all-time one: from the segment's start key, one range of the window's seek index
 * (migration 0028), so no more than a segment is skipped; the first page from the window's start,
 * without a segment (`fromSegment` false: finding the first one was a seventh of the statement,
 * `pgbench` at 1M). The range reads only the index's own columns, the year-earlier points among
 * them (an index-only scan: neither the skipped rows nor the page's visit the table; a lookup per
 * page row took a third of a festival's deep page at 1M creatives). The page size is written in
 * the text, as there.
 */
function windowSegmentPage(window: WindowShape, limit: number, fromSegment: boolean): SQL {
  const key = sql`-wp.points, -wp.awards, wp.name, wp.creative_id`;
  return sql`(select wp.creative_id, wp.points, wp.awards, wp.name, wp.previous_points, wp.year_before_points from ${windowPoints} wp
    where wp.year = ${window.year} and wp.festival_id = ${window.festivalId} and wp.points > 0
      ${fromSegment ? sql`and (${key}) >= (-seg.points, -seg.awards, seg.name, seg.id)` : sql``}
    order by ${key} ${fromSegment ? sql`offset seg.skip` : sql``} limit ${sql.raw(String(Math.trunc(limit)))})`;
}

/** A window list's filters, as placeholders. */
interface WindowFilters {
  country?: Placeholder;
  category?: Placeholder;
}

/**
 * A window list's row `wp` as its item's tail (itemTailOf), with its rank and rank change
 * (windowRankJoins): the head is the card store's (card-store.ts), so no creative is read.
 */
const windowItem = sql`left join lateral (select ${itemTailOf({
  points: sql`wp.points`,
  awards: sql`wp.awards`,
  rank: sql`cur.rank`,
  rankChange: sql`prev.rank - cur.rank`,
})} as item) summary on true`;

/**
 * A window page's rows (each a total, an `item` tail with its `item_id`, and its place `n`) folded
 * into one row: the page's rows as text, a line each, the creative's id and its item's tail
 * separated by a tab.
 */
const windowPageFrom = (rows: SQL) =>
  sql`select max(total) as total, string_agg(item_id || E'\t' || item, E'\n' order by n) filter (where item_id is not null) as rows
    from (${rows}) page_rows`;

/**
 * A page as windowPageFrom folds it, or as a held list's page reads it: its total, and its rows as
 * text (null for none), each the creative's id and its item's tail (the service adds the heads).
 */
export interface PageRows {
  total: number;
  rows: string | null;
}

type WindowPageResult = { total: string | number | null; rows: string | null };

function toWindowPage([page]: WindowPageResult[]): PageRows {
  return { total: Number(page?.total ?? 0), rows: page?.rows ?? null };
}

/**
 * A page of a window's ranking (the creatives with points in it) in one statement: the page's
 * rows from the window's index range (window_points, kept by the awards' trigger), the rows'
 * creatives, and each row's rank and rank change from the window's buckets. The total of the
 * points order unfiltered is its segments' (segmentAt; the first page's, its segment groups'), of
 * another order the sum of the window's buckets, of a country or a discipline its kept count.
 */
function windowCreativesRows(window: WindowShape, query: CreativeListQuery, filters: WindowFilters, offset: Placeholder): SQL {
  const where = and(
    sql`wp.year = ${window.year} and wp.festival_id = ${window.festivalId} and wp.points > 0`,
    filters.country ? sql`wp.country_code = ${filters.country}` : undefined,
    filters.category ? sql`wp.discipline = ${filters.category}` : undefined,
  );
  const from = query.sort === 'newest' ? sql`${windowPoints} wp join ${creatives} c on c.id = wp.creative_id` : sql`${windowPoints} wp`;
  // A country's or a discipline's total is kept; of both, counted over an index range.
  const total =
    filters.category && filters.country
      ? sql`select count(*)::int from ${windowPoints} wp where ${where}`
      : filters.category
        ? sql`select coalesce((select t.creatives from ${disciplineWindowCounts} t
          where t.year = ${window.year} and t.festival_id = ${window.festivalId} and t.discipline = ${filters.category}), 0)`
        : filters.country
          ? sql`select coalesce((select t.creatives from ${countryWindowPoints} t
          where t.year = ${window.year} and t.festival_id = ${window.festivalId} and t.country_code = ${filters.country}), 0)`
          : sql`select coalesce(sum(b.creatives), 0)::int from ${windowBuckets} b
          where b.year = ${window.year} and b.festival_id = ${window.festivalId} and b.basis = 'current'`;
  const segmented = query.sort === 'points' && !filters.category && !filters.country;
  const first = segmented && query.offset === 0;
  const rows = (backwards: boolean, limit: SQL, skip: SQL) =>
    sql`select wp.* ${query.sort === 'newest' ? sql`, c.created_at` : sql``} from ${from} where ${where}
      order by ${windowOrder(query.sort, sql`c.created_at`, backwards)} limit ${limit} offset ${skip}`;
  const page = segmented ? windowSegmentPage(window, query.limit, !first) : fromNearerEnd(rows, literal(query.limit), sql`${offset}`);
  const totalAndStart = first
    ? sql`(select sum(creatives) as total from ranking_segment_groups where list = ${param.list}) t`
    : segmented
      ? sql`${segmentAt(param.list, offset)} seg cross join lateral (select seg.total) t`
      : totalOnce(total);
  return sql`${windowRanks(window)}
    select t.total, wp.creative_id as item_id, item, row_number() over (order by ${windowOrder(query.sort, sql`wp.created_at`)}) as n
    from ${totalAndStart}
    left join lateral ${page} wp on true
    ${windowRankJoins(window)}
    ${windowItem}`;
}

/**
 * A page of a window's ranking filtered by a text, as textFilteredPageRows does for all time: every
 * value a literal (the window's too), the matches up to the cap found once in the list's order.
 */
function windowTextFilteredRows(window: WindowKey, query: CreativeListQuery, match: SQL): SQL {
  const shape = {
    year: literal(window.year),
    festivalId: literal(window.festivalId),
    previousYear: literal(previousWindow(window).key.year),
    allYears: window.year === 0,
  };
  const where = and(
    sql`wp.year = ${shape.year} and wp.festival_id = ${shape.festivalId} and wp.points > 0`,
    query.country ? sql`wp.country_code = ${literal(query.country)}` : undefined,
    query.category ? sql`wp.discipline = ${literal(query.category)}` : undefined,
    match,
  );
  const reach = Math.max(TEXT_FILTER_COUNT_CAP, query.offset + query.limit);
  return sql`${windowRanks(shape)},
    matches as materialized (
      select ordered.*, row_number() over () as at from (
        select wp.* from ${windowPoints} wp join ${creatives} c on c.id = wp.creative_id where ${where}
        order by ${windowOrder(query.sort, sql`c.created_at`)} limit ${literal(reach)}) ordered
    )
    select t.total, wp.creative_id as item_id, item, row_number() over (order by wp.at) as n
    from (select least(count(*), ${literal(TEXT_FILTER_COUNT_CAP)})::int as total from matches) t
    left join lateral (select * from matches where at > ${literal(query.offset)} order by at limit ${literal(query.limit)}) wp on true
    ${windowRankJoins(shape)}
    ${windowItem}`;
}

/** A held list's page from the segment's start key the store gave (heldRangePage; unbounded, from the list's start). */
const HELD_START = sql`(${sql.placeholder('negPoints')}, ${sql.placeholder('negAwards')}, ${sql.placeholder('name')}, ${sql.placeholder('id')})`;

/**
 * A page of a window's list from its index alone, starting at a segment's key the store gave
 * (`bounded`) or at the list's start: each row's id, points, awards and year-earlier points, a line
 * each in the list's order (the same range windowSegmentPage reads).
 */
function windowRangeRows(allYears: boolean, limit: number, bounded: boolean): SQL {
  const key = sql`-wp.points, -wp.awards, wp.name, wp.creative_id`;
  const previous = allYears ? sql`wp.previous_points` : sql`wp.year_before_points`;
  return sql`select array_to_string(array(
      select wp.creative_id || ',' || wp.points || ',' || wp.awards || ',' || ${previous} from ${windowPoints} wp
      where wp.year = ${sql.placeholder('year')} and wp.festival_id = ${sql.placeholder('festivalId')} and wp.points > 0
        ${bounded ? sql`and (${key}) >= ${HELD_START}` : sql``}
      order by ${key} ${bounded ? sql`offset ${sql.placeholder('skip')}` : sql``} limit ${literal(limit)}
    ), E'\n') as rows`;
}

/**
 * A page of a people list by points from its seek index alone (migration 0058), as windowRangeRows
 * reads a window's: each row's id, all-time points and awards and year-earlier points.
 */
function peopleRangeRows(filters: { country: boolean; category: boolean }, limit: number, bounded: boolean): SQL {
  const where = and(
    filters.country ? eq(creatives.countryCode, param.country) : undefined,
    filters.category ? eq(creatives.discipline, param.category) : undefined,
    bounded ? sql`(${SEEKS.points.order}) >= ${HELD_START}` : undefined,
  );
  return sql`select array_to_string(array(
      select ${creatives.id} || ',' || ${creatives.totalPoints} || ',' || ${creatives.totalAwards} || ',' || ${creatives.previousPoints}
      from ${creatives} ${where ? sql`where ${where}` : sql``}
      order by ${SEEKS.points.order} ${bounded ? sql`offset ${sql.placeholder('skip')}` : sql``} limit ${literal(limit)}
    ), E'\n') as rows`;
}

/**
 * The page of a held list at `offset`: its rows (`statement`, one shape per `shape` and whether
 * the page starts at a segment's key), as text `id,points,awards,year-earlier points` a line each.
 */
async function heldRangePage(
  db: Database,
  held: HeldList,
  offset: number,
  shape: string,
  statement: (bounded: boolean) => SQL,
  values: Record<string, unknown>,
): Promise<{ total: number; rows: string | null }> {
  const start = pageStart(held, offset);
  if (start === null) return { total: held.total, rows: null };
  const bounded = offset > 0;
  const [page] = await executeShape<{ rows: string }>(
    db,
    `${shape}:${bounded}`,
    () => statement(bounded),
    { ...values, ...start.key, skip: start.skip },
    { short: true },
  );
  return { total: held.total, rows: page?.rows || null };
}

/**
 * A held page's rows (heldRangePage) as PageRows' lines: each row's rank (`rankOf` its points) and
 * rank change (its year-earlier points' rank in `previousRanks`, only for year-earlier points) from
 * the held ladders, as the statements' rank joins give them (windowRankJoins, allTimeItem).
 */
function rankedRows(
  page: { total: number; rows: string | null },
  rankOf: (points: number) => number | undefined,
  previousRanks: Map<number, number>,
): PageRows {
  if (page.rows === null) return page;
  const lines = page.rows.split('\n').map((line) => {
    const [id, points, awards, previous] = line.split(',');
    const rank = rankOf(Number(points));
    const previousRank = Number(previous) > 0 ? previousRanks.get(Number(previous)) : undefined;
    const change = rank === undefined || previousRank === undefined ? 'null' : String(previousRank - rank);
    return `${id}\t,"windowPoints":${points},"windowAwards":${awards},"rank":${rank ?? 'null'},"rankChange":${change}}`;
  });
  return { total: page.total, rows: lines.join('\n') };
}

/** A page of a window's ranking, points order unfiltered, from the ranking list store. */
async function heldWindowPage(
  db: Database,
  query: CreativeListQuery,
  window: WindowKey,
  held: HeldList,
  previousRanks: Map<number, number>,
): Promise<PageRows> {
  const allYears = window.year === 0;
  const page = await heldRangePage(
    db,
    held,
    query.offset,
    `window-range:${allYears}:${query.limit}`,
    (bounded) => windowRangeRows(allYears, query.limit, bounded),
    { year: window.year, festivalId: window.festivalId },
  );
  return rankedRows(page, (points) => held.current.get(points), previousRanks);
}

/**
 * A page of a people list by points (the whole ranking, a country's, a discipline's or a
 * country's discipline's) from the ranking list store: one range of the list's seek index, ranks
 * from the held all-time ladder (docs/decisions/0024). Undefined for any other list, or while the
 * store does not hold the list or the ladder: the page is then read by listCreatives.
 */
export async function listHeldCreatives(db: Database, query: CreativeListQuery): Promise<PageRows | undefined> {
  if (query.q || query.sort !== 'points') return undefined;
  const store = rankingListStoreOf(db);
  const list = store?.list(peopleListOf(query));
  const ladder = store?.list(LADDER_KEY);
  if (!list || !ladder) return undefined;
  const filters = { country: query.country !== undefined, category: query.category !== undefined };
  const page = await heldRangePage(
    db,
    list,
    query.offset,
    `people-range:${filters.country}:${filters.category}:${query.limit}`,
    (bounded) => peopleRangeRows(filters, query.limit, bounded),
    { country: query.country, category: query.category },
  );
  return rankedRows(page, (points) => (points > 0 ? (ladder.current.get(points) ?? 1) : undefined), ladder.previous);
}

/** The window's held segments and ladders and its year-earlier ranks, when the store holds both. */
function heldWindowOf(db: Database, window: WindowKey): { held: HeldList; previousRanks: Map<number, number> } | undefined {
  const store = rankingListStoreOf(db);
  const held = store?.list(windowKeyOf(window));
  if (!store || !held) return undefined;
  const previous = previousWindow(window);
  if (previous.basis === 'previous') return { held, previousRanks: held.previous };
  const before = store.list(windowKeyOf(previous.key));
  return before && { held, previousRanks: before.current };
}

/**
 * A page of a window's ranking. One statement per shape (all years or one, filters, order, page
 * size), built once (executeShape); a text filter's is planned with its values.
 */
export async function listWindowCreatives(db: Database, query: CreativeListQuery, window: WindowKey): Promise<PageRows> {
  if (query.q) {
    const { match } = await textFilter(db, query.q, { id: sql`wp.creative_id`, searchName: sql`c.search_name` });
    return toWindowPage(await executePlannedWithValues<WindowPageResult>(db, windowPageFrom(windowTextFilteredRows(window, query, match))));
  }
  if (query.sort === 'points' && !query.country && !query.category) {
    const held = heldWindowOf(db, window);
    if (held) return heldWindowPage(db, query, window, held.held, held.previousRanks);
  }
  const shape = windowShape(window);
  const filters: WindowFilters = {
    country: query.country ? param.country : undefined,
    category: query.category ? param.category : undefined,
  };
  const values = {
    ...windowValues(window),
    country: query.country,
    category: query.category,
    list: windowKeyOf(window),
    offset: query.offset,
  };
  // The first page of the points order, unfiltered, is read without a segment (windowSegmentPage).
  const first = query.sort === 'points' && !query.country && !query.category && query.offset === 0;
  const key = `window-creatives:${shape.allYears}:${query.sort}:${query.country ? 'country' : ''}:${query.category ? 'category' : ''}:${query.limit}:${first ? 'first' : ''}`;
  return toWindowPage(
    await executeShape<WindowPageResult>(db, key, () => windowPageFrom(windowCreativesRows(shape, query, filters, param.offset)), values),
  );
}

/** A limit past any list's end: the rest of the list (a window holds at most every creative). */
const WHOLE_REST = 1_000_000_000;

/**
 * A window's list from `offset` to its end (or `limit` rows) as one statement, item by item in its
 * order, for an export read by a cursor (cursorBatches): one sort of the window however long the
 * list, where its pages sort it once each. The pages' own statements, their page the whole rest.
 */
export async function windowCreativesFrom(
  db: Database,
  query: Omit<CreativeListQuery, 'limit'> & { limit?: number },
  window: WindowKey,
): Promise<{ statement: SQL; values: Record<string, unknown> }> {
  const whole = { ...query, limit: query.limit ?? WHOLE_REST };
  // Each row's head joined here: a whole window in one read, where a page takes them from the card store.
  const inOrder = (rows: SQL) =>
    sql`select (${itemHead} || listed.item)::json as item from (${rows}) listed
      join ${creatives} on ${creatives.id} = listed.item_id order by listed.n`;
  if (whole.q) {
    const { match } = await textFilter(db, whole.q, { id: sql`wp.creative_id`, searchName: sql`c.search_name` });
    return { statement: inOrder(windowTextFilteredRows(window, whole, match)), values: {} };
  }
  const filters: WindowFilters = {
    country: whole.country ? param.country : undefined,
    category: whole.category ? param.category : undefined,
  };
  return {
    statement: inOrder(windowCreativesRows(windowShape(window), whole, filters, param.offset)),
    values: { ...windowValues(window), country: whole.country, category: whole.category, list: windowKeyOf(window), offset: whole.offset },
  };
}

export async function listCreativesOfAgency(db: Database, agencyName: string, page: { limit: number; offset: number }) {
  // A listed agency matches by id (its creatives may spell it differently); else by the free-text name.
  const [agency] = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(sql`lower(${agencies.name}) = lower(${agencyName})`)
    .limit(1);
  const where = agency ? eq(creatives.agencyId, agency.id) : sql`lower(${creatives.agencyName}) = lower(${agencyName})`;
  const total = sql`select count(*)::int from ${creatives} where ${where}`;
  return toPage(await executePrepared<PageResult>(db, pageFrom(creativesPageRows(where, total, 'points', page))));
}

// A creative has tens of awards; the bound keeps the endpoint bounded all the same (the award
// list read model keeps the same 500, migration 0008).
const MAX_AWARDS_PER_CREATIVE = 500;
const MAX_PROJECTS_PER_CREATIVE = 100;

/** A document's `"name":value` after its card, the value as JSON (null included). */
const documentField = (name: string, value: string) => `|| ',"${name}":' || coalesce(to_json(${value})::text, 'null')`;

/**
 * A creative's whole public document (creativeSchema) as JSON text, built by one statement:
 * the profile row's card (what a list shows of it: its agency's slug and its country's name,
 * migration 0029) and the rest of the row, the award list read model (creative_award_lists), its
 * projects, and its current and year-earlier ranks (rank_ladder). The route sends the text as it
 * comes: no join per award, no parse, no serialization. The fields are appended to the card as
 * text, as a list's items are (summaryItemOf): built field by field with json_build_object and the
 * country's name looked up, the statement took twice the database's time (38 against 19-25 µs of
 * executor at 1M creatives).
 */
function creativeDocumentStatement(key: 'id' | 'username'): PreparedStatement {
  const fields: [string, string][] = [
    ['totalPoints', 'c.total_points'],
    ['totalAwards', 'c.total_awards'],
    ['windowPoints', 'c.total_points'],
    ['windowAwards', 'c.total_awards'],
    ['rank', 'case when c.total_points > 0 then r.rank end'],
    ['rankChange', 'case when c.total_points > 0 then p.rank - r.rank end'],
    ['bio', 'c.bio'],
    ['website', 'c.website'],
    ['linkedin', 'c.linkedin'],
    ['portfolio', 'c.portfolio'],
    ['claimed', 'c.user_id is not null'],
    ['yearsExperience', 'c.years_experience'],
    ['countriesWorked', 'c.countries_worked'],
    ['teamSizeLed', 'c.team_size_led'],
  ];
  return {
    name: `creative_document_by_${key}`,
    text: `select c.card ${fields.map(([name, value]) => documentField(name, value)).join(' ')}
      || ',"awards":' || coalesce(l.awards::text, '[]')
      || ',"projects":' || (select coalesce(json_agg(json_build_object('id', pr.id, 'title', pr.title, 'client', pr.client,
          'category', pr.category, 'award', pr.award, 'year', pr.year, 'description', pr.description, 'image', pr.image,
          'metrics', json_build_object('reach', pr.reach, 'engagement', pr.engagement, 'conversion', pr.conversion))
          order by pr.position, pr.id), '[]'::json)
        from (select * from projects where creative_id = c.id order by position, id limit ${MAX_PROJECTS_PER_CREATIVE}) pr)::text
      || '}' as document
    from creatives c
    left join creative_award_lists l on l.creative_id = c.id
    left join rank_ladder r on r.basis = 'current' and r.points = c.total_points
    left join rank_ladder p on c.previous_points > 0 and p.basis = 'previous' and p.points = c.previous_points
    where c.${key} = $1`,
  };
}

const documentById = creativeDocumentStatement('id');
const documentByUsername = creativeDocumentStatement('username');

export async function creativeDocument(db: Database, by: { id: number } | { username: string }): Promise<string | undefined> {
  const [row] =
    'id' in by
      ? await queryPrepared<{ document: string }>(db, documentById, [by.id])
      : await queryPrepared<{ document: string }>(db, documentByUsername, [by.username]);
  return row?.document;
}

/** An award with its festival, category and agency names (join `festivals`, `categories`, left join `agencies`). */
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
  agencyId: awards.agencyId,
  agencySlug: agencies.slug,
  agencyName: agencies.name,
};

/** Awards of a creative, newest first; `verifiedOnly` for the public profile. */
export async function awardsOfCreative(db: Executor, creativeId: number, options: { verifiedOnly: boolean }) {
  return db
    .select({ ...awardColumns, reviewedAt: awards.reviewedAt, rejectionReason: awards.rejectionReason })
    .from(awards)
    .innerJoin(festivals, eq(festivals.id, awards.festivalId))
    .innerJoin(categories, eq(categories.id, awards.categoryId))
    .leftJoin(agencies, eq(agencies.id, awards.agencyId))
    .where(and(eq(awards.creativeId, creativeId), options.verifiedOnly ? eq(awards.verified, true) : undefined))
    .orderBy(desc(awards.year), desc(awards.id))
    .limit(MAX_AWARDS_PER_CREATIVE);
}
