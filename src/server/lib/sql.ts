import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldText } from '../../shared/text';

/** Escapes LIKE wildcards so user text matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Accent- and case-insensitive substring match, served by the column's trigram index. */
export function foldedContains(column: AnyPgColumn, text: string): SQL {
  return sql`f_unaccent(lower(${column})) like ${`%${escapeLike(foldText(text))}%`}`;
}

/** Rows of a raw `db.execute` on either driver (both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
