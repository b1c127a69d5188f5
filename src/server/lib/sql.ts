import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import pg from 'pg';
import { foldText } from '../../shared/text';

/*
 * Text matching on the `search_*` columns (schema.ts: a space, then the accent- and case-folded
 * text), each with a trigram GIN index. A word start is "space + text", so both kinds are one LIKE
 * the index serves; a text under 3 characters has no trigram of its own except at a word start
 * (pg_trgm pads words with spaces), so it only ever matches word starts.
 */

/**
 * The text folded by the database itself, as the `search_*` columns are (unaccent maps "ß", "ł",
 * "ø", "ı", which Unicode decomposition keeps), with LIKE wildcards escaped. The text is written
 * into the statement as a literal, not sent as a parameter: the pattern is then a constant the
 * planner folds and estimates. As a parameter, a generic plan (the costly share's) could not tell
 * `ma` (a third of a million names) from `qxqx` and sorted every match of the trigram index: `q=ma`
 * took 1.2 s at 1M. A statement with it is run unnamed (executePlannedWithValues), one per text.
 */
export function foldedPattern(text: string): SQL {
  return foldedLikeText(literal(text));
}

/** A text value folded as the `search_*` columns are, with LIKE wildcards escaped. */
export function foldedLikeText(value: SQL): SQL {
  return sql`replace(replace(replace(f_unaccent(lower(${value}::text)), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/** The name, or one of its words, starts with the text: the best kind of match. */
export function wordStartMatch(searchColumn: SQLWrapper, text: string): SQL {
  return sql`${searchColumn} like ('% ' || ${foldedPattern(text)} || '%')`;
}

function anywhereMatch(searchColumn: SQLWrapper, text: string): SQL {
  return sql`${searchColumn} like ('%' || ${foldedPattern(text)} || '%')`;
}

/**
 * Whether a text can be looked for inside words through the trigram index: it needs a run of 3
 * letters or digits (pg_trgm's words). Shorter runs ("ma", "a_b", "o'b") only yield the padded
 * trigrams of word starts, so they match word starts alone.
 */
export function matchesInsideWords(text: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(foldText(text));
}

/**
 * The `q` filter of lists: a word start, or anywhere for texts that have a trigram of their own.
 * Always served by the column's trigram index, never a scan of the table.
 */
export function foldedMatch(searchColumn: SQLWrapper, text: string): SQL {
  return matchesInsideWords(text) ? anywhereMatch(searchColumn, text) : wordStartMatch(searchColumn, text);
}

/**
 * A text that matches word starts alone, with at most this many of them in the read model of word
 * starts (decision 0003), is ranked from them; a more common one walks the list's order.
 */
export const NAME_STARTS_PROBE = 3_000;

/**
 * A text of one word of 2 to this many characters folded finds its word starts' figures kept per
 * prefix (migration 0046's name_prefix_counts, which writes prefixes this long: 13 with the space).
 */
export const NAME_PREFIX_COUNTED = 12;

/**
 * A text whose word starts are counted exactly (NAME_PREFIX_COUNTED) and at most this many is
 * listed in name order by sorting its matches, looked up by key: `lukas` (10,930 starts at 1M)
 * walked the names to where its first names stand together, 1.2 s, and takes about 27 ms.
 */
export const NAME_STARTS_SORTED = 25_000;

/**
 * A common text's word starts in one country, up to this many, are ranked from the read model's
 * index by country (migration 0041): 5,000 of them (`ma` in Sweden) in 3 ms, where the trigram index
 * led by the country found and sorted as many rows of the table in 13. Past it (`ma` in the United
 * States: 31,000), walking the country's ranking is the shorter way.
 */
export const COUNTRY_STARTS_PROBE = 10_000;

/**
 * A value written into a statement as a literal rather than sent as a parameter, for a statement
 * planned with its values (foldedPattern): told only "a parameter", a generic plan expects a LIMIT
 * to keep a tenth of the rows and a country to hold 25,000 creatives (the United States has
 * 129,000 at 1M), and picks plans that read them all.
 */
export function literal(value: string | number): SQL {
  return sql.raw(typeof value === 'number' ? String(Math.trunc(value)) : pg.escapeLiteral(value));
}

/** Rows of a raw `db.execute` on either driver (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
