import { CsvError, parse } from 'csv-parse/sync';
import { AWARD_POINTS, AWARD_TYPES, AWARD_YEAR_MIN, latestAwardYear, type AwardType } from '../../../shared/constants';
import { toCountryCode } from '../../../shared/countries';
import { OPTIONAL_RESULTS_COLUMNS, RESULTS_COLUMNS, type BadRow, type ResultsColumn } from '../../../shared/schemas/results-import';
import { hasControlCharacters } from '../../../shared/schemas/safe-input';
import { foldText } from '../../../shared/text';
import { isValidUsername } from '../../../shared/username';
import { BadRequestError } from '../../errors';

/** One good row of a results file, its text checked and normalised. */
export interface ResultRow {
  line: number;
  festival: string;
  year: number;
  category: string;
  type: AwardType;
  points: number;
  title: string;
  name: string;
  username: string | null;
  country: string;
  agency: string;
  description: string | null;
}

export interface ParsedResults {
  rows: ResultRow[];
  badRows: BadRow[];
  /** Data rows read, good and bad. */
  total: number;
}

const MAX_LENGTH: Record<ResultsColumn, number> = {
  festival: 200,
  year: 4,
  category: 200,
  level: 40,
  title: 200,
  creative: 200,
  username: 40,
  country: 100,
  agency: 200,
  description: 2000,
};

/** "Grand Prix", "grand-prix", "GRAND_PRIX" -> grand_prix. */
function levelOf(text: string): AwardType | undefined {
  const key = text.toLowerCase().replace(/[\s-]+/g, '_');
  return AWARD_TYPES.find((type) => type === key);
}

type Cells = Record<ResultsColumn, string>;

/** The row's values, or the first thing wrong with it. */
function checkRow(cells: Cells, line: number, now: Date): ResultRow | BadRow {
  const bad = (field: ResultsColumn, reason: string): BadRow => ({ line, field, reason });
  for (const column of RESULTS_COLUMNS) {
    const value = cells[column];
    if (!value && !OPTIONAL_RESULTS_COLUMNS.includes(column)) return bad(column, `${column} is required`);
    if (value.length > MAX_LENGTH[column]) return bad(column, `${column} must be at most ${MAX_LENGTH[column]} characters`);
    if (hasControlCharacters(value, { multiline: column === 'description' }))
      return bad(column, `${column} must not contain control characters`);
  }
  const latest = latestAwardYear(now);
  const year = /^\d{4}$/.test(cells.year) ? Number(cells.year) : NaN;
  if (!(year >= AWARD_YEAR_MIN && year <= latest)) return bad('year', `year must be a year from ${AWARD_YEAR_MIN} to ${latest}`);
  const type = levelOf(cells.level);
  if (!type) return bad('level', `level must be one of ${AWARD_TYPES.join(', ')}`);
  const country = toCountryCode(cells.country);
  if (!country) return bad('country', `unknown country "${cells.country}"`);
  const username = cells.username ? cells.username.toLowerCase() : null;
  if (username !== null && !isValidUsername(username)) {
    return bad('username', 'username must be lowercase letters, digits and hyphens (not all digits)');
  }
  return {
    line,
    festival: cells.festival,
    year,
    category: cells.category,
    type,
    points: AWARD_POINTS[type],
    title: cells.title,
    name: cells.creative,
    username,
    country,
    agency: cells.agency,
    description: cells.description || null,
  };
}

/** The same award twice in one file: the key a re-import is matched on, as far as the file can tell. */
function fileKey(row: ResultRow): string {
  const creative = row.username ?? `${foldText(row.name)}|${row.country}`;
  return [foldText(row.festival), row.year, foldText(row.category), row.type, foldText(row.title), creative].join('|');
}

function headerOf(names: string[]): ResultsColumn[] {
  const header = names.map((name) => name.trim().toLowerCase());
  const missing = RESULTS_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => !(RESULTS_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const problems = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      unknown.length > 0 ? `unknown ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
    ].filter(Boolean);
    throw new BadRequestError(`The first line must name the columns ${RESULTS_COLUMNS.join(', ')} (${problems.join('; ')})`, [
      { path: 'line 1', message: problems.join('; ') },
    ]);
  }
  return header as ResultsColumn[];
}

/**
 * Reads a results file (UTF-8, with or without a BOM, LF or CRLF, RFC 4180 quoting). A file that
 * is not CSV, or whose header is not the documented one, is refused as a whole (BadRequestError);
 * rows with a bad value come back in `badRows` with their line, field and reason.
 */
export function parseResultsCsv(text: string, now: Date): ParsedResults {
  // With `info` and `raw` each record comes as {record, info, raw}; csv-parse's types only model that with `columns`.
  let records: { record: string[]; info: { lines: number }; raw: string }[];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      raw: true,
      info: true,
      trim: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) {
      throw new BadRequestError(`The file is not valid CSV: ${error.message}`, [
        { path: `line ${String(error.lines)}`, message: error.message },
      ]);
    }
    throw error;
  }
  const [head, ...data] = records;
  if (!head) throw new BadRequestError('The file is empty: it needs a header line and at least one row');
  const header = headerOf(head.record);
  if (data.length === 0) throw new BadRequestError('The file has a header but no rows');

  const rows: ResultRow[] = [];
  const badRows: BadRow[] = [];
  const seen = new Map<string, number>();
  for (const { record, info, raw } of data) {
    // info.lines is where the record ends; a quoted field may span lines.
    const line = info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0);
    if (record.length !== header.length) {
      badRows.push({ line, field: 'row', reason: `expected ${header.length} fields, found ${record.length}` });
      continue;
    }
    const cells = Object.fromEntries(header.map((column, i) => [column, record[i] ?? ''])) as Cells;
    const checked = checkRow(cells, line, now);
    if ('reason' in checked) {
      badRows.push(checked);
      continue;
    }
    const key = fileKey(checked);
    const first = seen.get(key);
    if (first !== undefined) {
      badRows.push({ line, field: 'row', reason: `the same award as line ${first}` });
      continue;
    }
    seen.set(key, line);
    rows.push(checked);
  }
  return { rows, badRows, total: data.length };
}
