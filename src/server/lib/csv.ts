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
