import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '../../shared/text';

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/*
 * Text matching on the `search_*` columns (schema.ts: a space, then the accent- and case-folded
 * text), each with a trigram GIN index. A word start is "space + text", so both kinds are one LIKE
 * the index serves; a text under 3 characters has no trigram of its own except at a word start
 * (pg_trgm pads words with spaces), so it only ever matches word starts.
 */

/** The name, or one of its words, starts with the text: the best kind of match. */
export function wordStartMatch(searchColumn: SQLWrapper, text: string): SQL {
  return sql`${searchColumn} like ${`% ${escapeLike(foldText(text))}%`}`;
}

/** The text occurs somewhere, but not at a word start. */
export function insideWordMatch(searchColumn: SQLWrapper, text: string): SQL {
  return sql`(${searchColumn} like ${`%${escapeLike(foldText(text))}%`} and not ${wordStartMatch(searchColumn, text)})`;
}

/** Whether a text is long enough to be looked for inside words (it has a trigram of its own). */
export function matchesInsideWords(text: string): boolean {
  return foldText(text).length >= 3;
}

/**
 * The `q` filter of lists and search: a word start, or anywhere for texts of 3 characters or
 * more. Always served by the column's trigram index, never a scan of the table.
 */
export function foldedMatch(searchColumn: AnyPgColumn, text: string): SQL {
  return matchesInsideWords(text)
    ? sql`${searchColumn} like ${`%${escapeLike(foldText(text))}%`}`
    : wordStartMatch(searchColumn, text);
}

/** Rows of a raw `db.execute` on either driver (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
