import { stringify } from 'csv-stringify/sync';

// A spreadsheet reads a cell starting with one of these as a formula (OWASP, "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

/** Text a spreadsheet shows as text: a would-be formula gets a leading apostrophe. Numbers pass as they are. */
export function spreadsheetSafe(value: string | number | boolean | null): string | number | boolean | null {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}

/** CSV lines (RFC 4180, CRLF) of these rows, every cell spreadsheet-safe; null is an empty cell. */
export function csvLines(rows: (string | number | boolean | null)[][]): string {
  return stringify(
    rows.map((row) => row.map(spreadsheetSafe)),
    // A bare line feed inside a cell is no record delimiter here (CRLF), so it must be quoted all the same.
    { record_delimiter: '\r\n', quoted_match: /[\r\n]/, cast: { boolean: (value) => String(value) } },
  );
}

/** Makes a UTF-8 CSV open with its accents in spreadsheet programs that otherwise guess the encoding. */
export const UTF8_BOM = '\uFEFF';

type Cell = string | number | boolean | null;

/**
 * A ranking read page by page as CSV text, piece by piece: the header, then each page's rows,
 * from `offset` for `limit` rows (all of them without one). For lists whose pages seek by
 * position (ranking segments): every page is one short statement, memory stays flat.
 */
export async function* csvPages<T>(
  header: readonly string[],
  readPage: (offset: number, limit: number) => Promise<T[]>,
  toRow: (item: T) => Cell[],
  rows: { offset: number; limit?: number; pageSize: number },
): AsyncGenerator<string> {
  yield UTF8_BOM + csvLines([[...header]]);
  let offset = rows.offset;
  let left = rows.limit ?? Infinity;
  while (left > 0) {
    const size = Math.min(rows.pageSize, left);
    const items = await readPage(offset, size);
    if (items.length > 0) yield csvLines(items.map(toRow));
    if (items.length < size) return;
    offset += size;
    left -= size;
  }
}
