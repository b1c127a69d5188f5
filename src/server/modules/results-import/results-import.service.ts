import { BAD_ROWS_LISTED, type BadRow, type ImportPreview, type ImportResult } from '../../../shared/schemas/results-import';
import { foldText } from '../../../shared/text';
import { usernameFromName } from '../../../shared/username';
import type { Database, Executor } from '../../db/client';
import { transaction } from '../../db/transaction';
import { BadRequestError, ConflictError } from '../../errors';
import { freeNames } from '../../lib/free-names';
import { getBasisYear } from '../../ranking/ranking.repository';
import { takenUsernames } from '../profiles/profile.repository';
import { parseResultsCsv, type ResultRow } from './results-csv';
import * as repo from './results-import.repository';

/** Rows per statement and per transaction: large enough for set-based SQL to pay, small enough to keep locks short. */
export const IMPORT_BATCH_SIZE = 5000;

export type ImportProgress = (done: number, total: number) => void;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += IMPORT_BATCH_SIZE) out.push(items.slice(i, i + IMPORT_BATCH_SIZE));
  return out;
}

/** Finds each row's festival by slug, name or short name (accents and case aside); unknown ones are bad rows. */
async function placeRows(db: Executor, rows: ResultRow[]): Promise<{ placed: repo.PlacedRow[]; badRows: BadRow[] }> {
  const byKey = new Map<string, number>();
  for (const festival of await repo.festivalNames(db)) {
    for (const key of [festival.slug, festival.name, festival.shortName]) if (key) byKey.set(foldText(key), festival.id);
  }
  const placed: repo.PlacedRow[] = [];
  const badRows: BadRow[] = [];
  for (const row of rows) {
    const festivalId = byKey.get(foldText(row.festival));
    if (festivalId === undefined) badRows.push({ line: row.line, field: 'festival', reason: `unknown festival "${row.festival}"` });
    else placed.push({ ...row, festivalId });
  }
  return { placed, badRows };
}

/** The creative a row names, for rows whose creative does not exist yet (two rows, one new person). */
const newCreativeKey = (row: repo.PlacedRow, match: repo.RowMatch) => row.username ?? `${match.folded}|${row.country}`;
const categoryKey = (row: repo.PlacedRow) => `${row.festivalId}|${row.category.toLowerCase()}`;

function ambiguity(row: repo.PlacedRow): BadRow {
  return {
    line: row.line,
    field: 'creative',
    reason: `more than one creative is named "${row.name}" in ${row.country}: give their username`,
  };
}

/** Matches batches two at a time: on the PostgreSQL server, each on a connection (and a core) of its own. */
async function matchBatches(db: Executor, list: repo.PlacedRow[][]): Promise<repo.RowMatch[][]> {
  const matched: repo.RowMatch[][] = [];
  let next = 0;
  const worker = async () => {
    for (let b = next++; b < list.length; b = next++) matched[b] = await repo.matchRows(db, list[b]!, { imported: true });
  };
  await Promise.all([worker(), worker()]);
  return matched;
}

/**
 * What importing a results file would do, worked out from the database without writing:
 * creatives, agencies and categories matched and to create, awards to add, rows already
 * imported, and every bad row.
 */
export async function previewResults(db: Executor, text: string, now: Date): Promise<{ preview: ImportPreview; placed: repo.PlacedRow[] }> {
  const parsed = parseResultsCsv(text, now);
  const { placed, badRows: unplaced } = await placeRows(db, parsed.rows);
  const badRows = [...parsed.badRows, ...unplaced];
  const creatives = { matched: new Set<number>(), toCreate: new Set<string>() };
  const agencies = { matched: new Set<number>(), toCreate: new Set<string>() };
  const categories = { matched: new Set<number>(), toCreate: new Set<string>() };
  let alreadyImported = 0;
  let awardsToAdd = 0;
  const good: repo.PlacedRow[] = [];
  const batched = batches(placed);
  const matched = await matchBatches(db, batched);
  for (const [b, batch] of batched.entries()) {
    const matches = matched[b]!;
    batch.forEach((row, i) => {
      const match = matches[i]!;
      if (match.creativeIds.length > 1) {
        badRows.push(ambiguity(row));
        return;
      }
      good.push(row);
      if (match.creativeIds[0] !== undefined) creatives.matched.add(match.creativeIds[0]);
      else creatives.toCreate.add(newCreativeKey(row, match));
      if (match.agencyId !== null) agencies.matched.add(match.agencyId);
      else agencies.toCreate.add(row.agency.toLowerCase());
      if (match.categoryId !== null) categories.matched.add(match.categoryId);
      else categories.toCreate.add(categoryKey(row));
      if (match.imported) alreadyImported++;
      else awardsToAdd++;
    });
  }
  badRows.sort((a, b) => a.line - b.line);
  const counts = (set: { matched: Set<number>; toCreate: Set<string> }) => ({ matched: set.matched.size, toCreate: set.toCreate.size });
  return {
    preview: {
      rows: parsed.total,
      creatives: counts(creatives),
      agencies: counts(agencies),
      categories: counts(categories),
      awardsToAdd,
      alreadyImported,
      badRowCount: badRows.length,
      badRows: badRows.slice(0, BAD_ROWS_LISTED),
    },
    placed: good,
  };
}

/**
 * Creates what a batch names but the database lacks (agencies, categories, then creatives, who
 * may work at a new agency) and gives each row its creative and category.
 */
async function matchOrCreate(tx: Executor, batch: repo.PlacedRow[]): Promise<repo.MatchedRow[]> {
  const matches = await repo.matchRows(tx, batch, { imported: false });
  const newAgencies = new Map<string, string>();
  const newCategories = new Map<string, { key: string; festivalId: number; name: string }>();
  const newCreatives = new Map<string, { name: string; username: string | null; country: string; agency: string }>();
  batch.forEach((row, i) => {
    const match = matches[i]!;
    if (match.creativeIds.length > 1) throw new ConflictError(`Line ${row.line}: ${ambiguity(row).reason}`);
    if (match.agencyId === null && !newAgencies.has(row.agency.toLowerCase())) newAgencies.set(row.agency.toLowerCase(), row.agency);
    if (match.categoryId === null && !newCategories.has(categoryKey(row))) {
      newCategories.set(categoryKey(row), { key: categoryKey(row), festivalId: row.festivalId, name: row.category });
    }
    // The first row that names a new person gives their name as written.
    const person = newCreativeKey(row, match);
    if (match.creativeIds.length === 0 && !newCreatives.has(person)) newCreatives.set(person, row);
  });
  const agencyNames = [...newAgencies.values()];
  const slugs = await freeNames(
    agencyNames.map((name) => usernameFromName(name)),
    (candidates) => repo.takenAgencySlugs(tx, candidates),
  );
  await repo.insertAgencies(
    tx,
    agencyNames.map((name, i) => ({ name, slug: slugs[i]! })),
  );
  const categoryIds = await repo.insertCategories(tx, [...newCategories.values()]);
  const people = [...newCreatives.entries()];
  const usernames = await freeNames(
    people.map(([, person]) => person.username ?? usernameFromName(person.name)),
    (candidates) => takenUsernames(tx, candidates),
  );
  const idsByUsername = await repo.insertCreatives(
    tx,
    people.map(([, person], i) => ({ name: person.name, username: usernames[i]!, country: person.country, agency: person.agency })),
  );
  const creativeIds = new Map(people.map(([key], i) => [key, idsByUsername.get(usernames[i]!)!]));
  return batch.map((row, i) => {
    const match = matches[i]!;
    return {
      ...row,
      creativeId: match.creativeIds[0] ?? creativeIds.get(newCreativeKey(row, match))!,
      categoryId: match.categoryId ?? categoryIds.get(categoryKey(row))!,
    };
  });
}

/** A file worked out by previewResults. */
export type PreviewedResults = Awaited<ReturnType<typeof previewResults>>;

/**
 * Writes a previewed file as verified awards. Nothing is written unless every row is good
 * (the preview's bad rows come back as a 400). Each batch is one transaction, holding the
 * import lock: it matches its rows again (the database may have changed since the preview), creates what is missing, adds the awards not yet
 * there and counts them in totals, ranks and agencies as moderation does. The creatives' award
 * lists are rewritten from the backlog on another connection while the next batch is written
 * (one rewrite in flight at a time), and all of them before this returns. A batch that fails
 * leaves the earlier ones in place; importing the file again completes it without duplicates.
 */
export async function writeResults(
  db: Database,
  { preview, placed }: PreviewedResults,
  options: { reviewedBy: string | null; now: Date; onProgress?: ImportProgress },
): Promise<ImportResult> {
  if (preview.badRowCount > 0) {
    throw new BadRequestError(
      `${preview.badRowCount} ${preview.badRowCount === 1 ? 'row has' : 'rows have'} errors: nothing was imported`,
      preview.badRows.map((bad) => ({ path: `line ${bad.line}: ${bad.field}`, message: bad.reason })),
    );
  }
  let added = 0;
  let done = 0;
  let lists: Promise<number> | undefined;
  options.onProgress?.(0, placed.length);
  try {
    for (const batch of batches(placed)) {
      added += await transaction(db, async (tx) => {
        await repo.beginImportBatch(tx);
        const basisYear = (await getBasisYear(tx)) ?? options.now.getUTCFullYear();
        const rows = await matchOrCreate(tx, batch);
        return repo.addVerifiedAwards(tx, rows, { reviewedBy: options.reviewedBy, at: options.now, basisYear });
      });
      await lists;
      // Retried like a batch: it can lose a race to a moderator's verification of the same
      // creatives, and the batches before it are already written, so losing must not fail the import.
      lists = transaction(db, (tx) => repo.refreshAwardListBacklog(tx));
      done += batch.length;
      options.onProgress?.(done, placed.length);
    }
    await lists;
  } catch (error) {
    await lists?.catch(() => 0);
    throw error;
  }
  return { ...preview, added };
}

/** Previews a results file, then writes it (writeResults). */
export async function importResults(db: Database, text: string, options: { reviewedBy: string | null; now: Date }): Promise<ImportResult> {
  return writeResults(db, await previewResults(db, text, options.now), options);
}
