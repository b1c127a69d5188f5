import { PAGE_LIMIT_MAX } from '../../../shared/constants';
import type { Award } from '../../../shared/schemas/award';
import {
  CREATIVE_CSV_COLUMNS,
  type Creative,
  type CreativeExportQuery,
  type CreativeListQuery,
  type CreativeSummary,
} from '../../../shared/schemas/creative';
import { cursorBatches, readsByCursor, type Database, type Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { csvLines, csvPages, UTF8_BOM } from '../../lib/csv';
import * as exportRepo from './creative-export.repository';
import type { ExportKey } from './creative-export.repository';
import { itemsWithHeads } from './card-store';
import * as repo from './creative.repository';
import { windowOf } from '../rankings/rankings.service';

/**
 * A page of the ranking or of People as JSON text, ready to send, with the filter's total: of
 * all time, or of the window the query names (its creatives with points in it). The window's
 * festival is looked up on `lookups`: on the costly pool's share it would wait in its queue twice.
 */
const isWindowed = (query: Pick<CreativeListQuery, 'year' | 'festival'>) => query.year !== undefined || query.festival !== undefined;

/**
 * Whether each page of the list sorts or filters a whole ranking window: a window's rows are kept
 * in points order only (its seek indexes), so by awards, name or newest, or filtered by a text,
 * a page reads every row of the window (a year at 1M creatives: 0.1-1.4 s). Such lists run in the
 * sorting share of the pool (DatabaseHandle.sortingDb), where they wait for each other only.
 */
export function sortsAWindow(query: Pick<CreativeListQuery, 'year' | 'festival' | 'sort' | 'q'>): boolean {
  return isWindowed(query) && (query.sort !== 'points' || query.q !== undefined);
}

export async function listCreativesJson(db: Database, query: CreativeListQuery, lookups: Executor = db): Promise<repo.CreativePage> {
  if (isWindowed(query)) return windowPage(db, query, await windowOf(lookups, query));
  const held = await repo.listHeldCreatives(db, query);
  return held ? withHeads(db, held) : repo.listCreatives(db, query);
}

async function windowPage(db: Database, query: CreativeListQuery, window: repo.WindowKey): Promise<repo.CreativePage> {
  return withHeads(db, await repo.listWindowCreatives(db, query, window));
}

/** A page's rows with their items' heads (the card store's). */
async function withHeads(db: Database, page: repo.PageRows): Promise<repo.CreativePage> {
  return { json: await itemsWithHeads(db, page.rows, (head, tail) => head + tail), total: page.total };
}

export async function listCreatives(db: Database, query: CreativeListQuery) {
  const { json, total } = await listCreativesJson(db, query);
  return { items: JSON.parse(json) as CreativeSummary[], total };
}

export async function listCreativesOfAgencyJson(
  db: Database,
  agencyName: string,
  page: { limit: number; offset: number },
): Promise<repo.CreativePage> {
  return repo.listCreativesOfAgency(db, agencyName, page);
}

type AwardRow = Pick<Awaited<ReturnType<typeof repo.awardsOfCreative>>[number], keyof typeof repo.awardColumns>;

export function toAward(row: AwardRow): Award {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    year: row.year,
    type: row.type,
    points: row.points,
    verified: row.verified,
    festivalId: row.festivalId,
    categoryId: row.categoryId,
    festival: { id: row.festivalId, name: row.festivalName, slug: row.festivalSlug },
    category: { id: row.categoryId, name: row.categoryName },
    agency:
      row.agencyId !== null && row.agencySlug !== null && row.agencyName !== null
        ? { id: row.agencyId, slug: row.agencySlug, name: row.agencyName }
        : null,
  };
}

/** The public document of a creative as JSON text (creativeSchema), ready to send. */
export async function getCreativeJson(db: Database, by: { id: number } | { username: string }): Promise<string> {
  const document = await repo.creativeDocument(db, by);
  if (document === undefined) {
    throw new NotFoundError('id' in by ? `Creative ${by.id} not found` : `Creative "${by.username}" not found`);
  }
  return document;
}

export async function getCreative(db: Database, by: { id: number } | { username: string }): Promise<Creative> {
  return JSON.parse(await getCreativeJson(db, by)) as Creative;
}

/** A list item as the export's row: its fields in the columns' order. */
const csvRowOf = (item: CreativeSummary) => CREATIVE_CSV_COLUMNS.map((column) => item[column]);

/** Rows per statement of an export: one short statement each, the pooled connection free in between. */
const EXPORT_BATCH = 2000;

/**
 * The list as CSV text, piece by piece: the header, then one batch of rows at a time, each batch
 * a statement that seeks from the last row's key (keyset paging), so memory stays flat and no
 * statement runs long however long the list. An offset starts from the row the JSON list has there.
 */
export async function* keysetCreativesCsv(db: Database, query: CreativeExportQuery, batchSize = EXPORT_BATCH): AsyncGenerator<string> {
  yield UTF8_BOM + csvLines([CREATIVE_CSV_COLUMNS]);
  let from: { key: ExportKey; inclusive: boolean } | null = null;
  if (query.offset > 0) {
    const { items } = await listCreatives(db, { ...query, limit: 1 });
    const key = items[0] && (await exportRepo.exportKeyOf(db, items[0].id));
    if (!key) return;
    from = { key, inclusive: true };
  }
  let left = query.limit ?? Infinity;
  while (left > 0) {
    const rows = await exportRepo.exportBatch(db, query, from, Math.min(batchSize, left));
    if (rows.length === 0) return;
    yield csvLines(rows.map(({ item }) => csvRowOf(item)));
    left -= rows.length;
    from = { key: rows[rows.length - 1]!.key, inclusive: false };
  }
}

/**
 * An export read by a cursor: how long it may wait for its reader before PostgreSQL ends it, and
 * how long its first read, the window's sort (2.4-2.8 s for a year by newest at 1M), may take. It
 * runs in the sorting share, which nothing else waits for.
 */
const CURSOR_READS = { batchSize: EXPORT_BATCH, idleMs: 30_000, statementTimeoutMs: 30_000 };

/**
 * A window's list that no index keeps in order (sortsAWindow), read by a cursor: the window is
 * sorted once for the whole file, where pages would sort it once each (a year by newest at 1M:
 * 283 sorts of 566,151 rows).
 */
async function* windowCsvByCursor(db: Database, query: CreativeExportQuery, window: repo.WindowKey): AsyncGenerator<string> {
  yield UTF8_BOM + csvLines([CREATIVE_CSV_COLUMNS]);
  const { statement, values } = await repo.windowCreativesFrom(db, query, window);
  const batches = cursorBatches<{ item: CreativeSummary }>(db, statement, values, CURSOR_READS);
  for await (const rows of batches) yield csvLines(rows.map(({ item }) => csvRowOf(item)));
}

/**
 * `GET /api/creatives.csv`: of all time, in keyset batches; of a window, page by page (a window's
 * list seeks each page from its ranking segments); in another order, or filtered by a text, one
 * sorted read through a cursor on the PostgreSQL server (on PGlite, whose one connection a
 * download must not hold, batches of 2,000 that each read the whole window). An unknown festival
 * is refused here, before the response starts.
 */
export async function exportCreativesCsv(
  db: Database,
  query: CreativeExportQuery,
  lookups: Executor = db,
): Promise<AsyncGenerator<string>> {
  if (!isWindowed(query)) return keysetCreativesCsv(db, query);
  const window = await windowOf(lookups, query);
  if (sortsAWindow(query) && readsByCursor(db)) return windowCsvByCursor(db, query, window);
  return csvPages(
    CREATIVE_CSV_COLUMNS,
    async (offset, limit) => JSON.parse((await windowPage(db, { ...query, offset, limit }, window)).json) as CreativeSummary[],
    csvRowOf,
    { offset: query.offset, limit: query.limit, pageSize: sortsAWindow(query) ? EXPORT_BATCH : PAGE_LIMIT_MAX },
  );
}
