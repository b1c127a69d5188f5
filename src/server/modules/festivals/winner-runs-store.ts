import { sql } from 'drizzle-orm';
import type { AwardType } from '../../../shared/constants';
import type { Database } from '../../db/client';
import { attachments, KeyedByNotices } from '../../db/keyed-by-notices';
import { rowsOf } from '../../lib/sql';

/** A run of an edition's winners: its counted awards of one level and category. */
export interface WinnerRun {
  type: AwardType;
  categoryId: number;
  /** The category's name as JSON text. */
  categoryName: string;
  awards: number;
}

/** The edition's key in the store and in the notices: `festivalId:year`. */
export const editionKeyOf = (festivalId: number, year: number) => `${festivalId}:${year}`;

interface RunRow {
  key: string;
  type: AwardType;
  category_id: number;
  category_name: string;
  awards: number;
}

/** The runs of every edition, or of one (`festivalId:year`), in the pages' order: level, category name, category id. */
async function readRuns(db: Database, key?: string): Promise<Map<string, WinnerRun[]>> {
  const [festivalId, year] = key === undefined ? [] : key.split(':').map(Number);
  const rows = rowsOf<RunRow>(
    await db.execute(sql`select r.festival_id || ':' || r.year as key, r.type, r.category_id,
        to_json(c.name)::text as category_name, r.awards
      from festival_winner_runs r join categories c on c.id = r.category_id and c.festival_id = r.festival_id
      where r.awards > 0 ${key === undefined ? sql`` : sql`and r.festival_id = ${festivalId} and r.year = ${year}`}
      order by r.festival_id, r.year, r.type, c.name, r.category_id`),
  );
  const held = new Map<string, WinnerRun[]>();
  for (const row of rows) {
    let runs = held.get(row.key);
    if (!runs) held.set(row.key, (runs = []));
    runs.push({ type: row.type, categoryId: Number(row.category_id), categoryName: row.category_name, awards: Number(row.awards) });
  }
  return held;
}

/** An edition's runs read from the database (when the store does not hold them), in the pages' order. */
export async function editionRuns(db: Database, festivalId: number, year: number): Promise<WinnerRun[]> {
  const key = editionKeyOf(festivalId, year);
  return (await readRuns(db, key)).get(key) ?? [];
}

/**
 * Every festival edition's runs of winners (festival_winner_runs with their categories' names: some
 * 160,000 rows for 4,000 editions at 1M creatives) held in this process's memory, so that a page of
 * an edition's winners reads only the index ranges of the runs it shows (docs/decisions/0023).
 * Kept fresh by migration 0056's notices (db/keyed-by-notices.ts).
 */
export class WinnerRunsStore extends KeyedByNotices<WinnerRun[]> {
  constructor(db: Database, log: (message: string) => void = () => {}) {
    super(db, 'winner_runs', [], (message) => log(`winner runs store: ${message}`));
  }

  /** An edition's runs as held, or undefined while they are not (they are then read in). */
  runs(festivalId: number, year: number): WinnerRun[] | undefined {
    return this.value(editionKeyOf(festivalId, year));
  }

  protected read(key?: string): Promise<Map<string, WinnerRun[]>> {
    return readRuns(this.db, key);
  }
}

const stores = attachments<WinnerRunsStore>();

/** Makes `store` the one a festival's winners are paged through on each of `dbs` (the pools of one database). */
export const attachWinnerRunsStore = stores.attach;

/** The winner runs store attached to `db`, if any. */
export const winnerRunsStoreOf = stores.of;
