import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attachments, KeyedByNotices } from '../db/keyed-by-notices';
import { rowsOf } from '../lib/sql';

/** A segment's start key in a window's list (ranking_segments: its row's negated points and awards). */
export interface SegmentKey {
  negPoints: number;
  negAwards: number;
  name: string;
  id: number;
}

/** What the store holds of a window: its list's segments, and its rank ladders by points. */
export interface HeldWindow {
  /** The segments' start keys in the list's order. */
  starts: SegmentKey[];
  /** The creatives up to each segment's end. */
  upto: number[];
  /** The creatives in the list. */
  total: number;
  /** Rank by points (window_rank_ladder), by basis. */
  current: Map<number, number>;
  previous: Map<number, number>;
}

/** Where a page of a window's list starts: the segment holding its offset, and how many rows into it. */
export interface PageStart {
  key: SegmentKey;
  skip: number;
}

const EMPTY: HeldWindow = { starts: [], upto: [], total: 0, current: new Map(), previous: new Map() };

/** The window's key in the store and in the notices: `year:festivalId`. */
export const windowKeyOf = (window: { year: number; festivalId: number }) => `${window.year}:${window.festivalId}`;

interface SegmentRow {
  key: string;
  neg_points: number;
  neg_awards: number;
  name: string;
  id: number;
  creatives: number;
}

interface LadderRow {
  key: string;
  basis: 'current' | 'previous';
  points: number;
  rank: number;
}

/** The held windows of `rows` (the segments in list order), with their ladders. */
function heldWindows(segments: SegmentRow[], ladders: LadderRow[]): Map<string, HeldWindow> {
  const held = new Map<string, HeldWindow>();
  const entry = (key: string) => {
    let found = held.get(key);
    if (!found) {
      found = { starts: [], upto: [], total: 0, current: new Map(), previous: new Map() };
      held.set(key, found);
    }
    return found;
  };
  for (const row of segments) {
    const window = entry(row.key);
    window.total += Number(row.creatives);
    window.starts.push({ negPoints: Number(row.neg_points), negAwards: Number(row.neg_awards), name: row.name, id: Number(row.id) });
    window.upto.push(window.total);
  }
  for (const row of ladders) entry(row.key)[row.basis].set(Number(row.points), Number(row.rank));
  return held;
}

/** The segments and ladders of every window, or of one (`year:festivalId`), as of one snapshot. */
async function readWindows(db: Database, key?: string): Promise<Map<string, HeldWindow>> {
  return db.transaction(
    async (tx) => {
      const [year, festivalId] = key === undefined ? [] : key.split(':').map(Number);
      const segments = rowsOf<SegmentRow>(
        await tx.execute(sql`select substr(list, 8) as key, neg_points, neg_awards, name, id, creatives from ranking_segments
          where ${key === undefined ? sql`list like 'window:%'` : sql`list = ${`window:${key}`}`}
          order by list, neg_points, neg_awards, name, id`),
      );
      const ladders = rowsOf<LadderRow>(
        await tx.execute(sql`select year || ':' || festival_id as key, basis, points, rank from window_rank_ladder
          ${key === undefined ? sql`` : sql`where year = ${year} and festival_id = ${festivalId}`}`),
      );
      return heldWindows(segments, ladders);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * Every ranking window's segments and rank ladders (a few thousand windows, some 100,000 rows at
 * 1M creatives) held in this process's memory, so that a page of a window's ranking is one range of
 * its index: no segment looked up, no ladder joined (docs/decisions/0022).
 *
 * Kept fresh by migration 0055's notices (db/keyed-by-notices.ts): a committed change to a window's
 * segments or ladders names the window, whose pages are read as before, wholly from the database,
 * until the store has read it again.
 */
export class WindowStore extends KeyedByNotices<HeldWindow> {
  constructor(db: Database, log: (message: string) => void = () => {}) {
    super(db, 'ranking_windows', EMPTY, (message) => log(`window store: ${message}`));
  }

  /** A window as held (`windowKeyOf`), or undefined while it is not (it is then read in). */
  window(key: string): HeldWindow | undefined {
    return this.value(key);
  }

  protected read(key?: string): Promise<Map<string, HeldWindow>> {
    return readWindows(this.db, key);
  }
}

/** Where a page at `offset` of a window's list starts, or null past its end. */
export function pageStart(window: HeldWindow, offset: number): PageStart | null {
  if (offset >= window.total) return null;
  let low = 0;
  let high = window.upto.length - 1;
  // The first segment that ends past the offset.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (window.upto[middle]! > offset) high = middle;
    else low = middle + 1;
  }
  return { key: window.starts[low]!, skip: offset - (low > 0 ? window.upto[low - 1]! : 0) };
}

const stores = attachments<WindowStore>();

/** Makes `store` the one a window's pages are read through on each of `dbs` (the pools of one database). */
export const attachWindowStore = stores.attach;

/** The window store attached to `db`, if any. */
export const windowStoreOf = stores.of;
