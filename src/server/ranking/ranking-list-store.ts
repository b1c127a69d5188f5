import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attachments, KeyedByNotices } from '../db/keyed-by-notices';
import { literal, rowsOf } from '../lib/sql';

/** A segment's start key in a list (ranking_segments: its row's negated points and awards). */
export interface SegmentKey {
  negPoints: number;
  negAwards: number;
  name: string;
  id: number;
}

/** What a store holds under a key: a list's segments, or rank ladders by points (either may be empty). */
export interface HeldList {
  /** The segments' start keys in the list's order. */
  starts: SegmentKey[];
  /** The creatives up to each segment's end. */
  upto: number[];
  /** The creatives in the list. */
  total: number;
  /** Rank by points, by basis. */
  current: Map<number, number>;
  previous: Map<number, number>;
}

/** Where a page of a list starts: the segment holding its offset, and how many rows into it. */
export interface PageStart {
  key: SegmentKey;
  skip: number;
}

const EMPTY: HeldList = { starts: [], upto: [], total: 0, current: new Map(), previous: new Map() };

/** A segment of the list held under `key`. */
interface SegmentRow {
  key: string;
  neg_points: number;
  neg_awards: number;
  name: string;
  id: number;
  creatives: number;
}

/** A rank of the ladder held under `key`. */
interface LadderRow {
  key: string;
  basis: 'current' | 'previous';
  points: number;
  rank: number;
}

/** The held lists of `segments` (in each list's order) and `ladders`, by key. */
function heldLists(segments: SegmentRow[], ladders: LadderRow[]): Map<string, HeldList> {
  const held = new Map<string, HeldList>();
  const entry = (key: string) => {
    let found = held.get(key);
    if (!found) {
      found = { starts: [], upto: [], total: 0, current: new Map(), previous: new Map() };
      held.set(key, found);
    }
    return found;
  };
  for (const row of segments) {
    const list = entry(row.key);
    list.total += Number(row.creatives);
    list.starts.push({ negPoints: Number(row.neg_points), negAwards: Number(row.neg_awards), name: row.name, id: Number(row.id) });
    list.upto.push(list.total);
  }
  for (const row of ladders) entry(row.key)[row.basis].set(Number(row.points), Number(row.rank));
  return held;
}

/** A window's list's name in ranking_segments: its key in the store and in the notices. */
export const windowKeyOf = (window: { year: number; festivalId: number }) => `window:${window.year}:${window.festivalId}`;

/** The key under which the store holds the all-time rank ladder (rank_ladder), beside the lists' names. */
export const LADDER_KEY = 'ladder';

/** The lists held: every window's and the people lists by points (no other order: `all/name`...). */
const HELD_LISTS = sql`list not like '%/%'`;

/** The segments of every held list, or of one (each under its list's name), in list order. */
function segmentsOf(key?: string): SQL {
  return sql`select list as key, neg_points, neg_awards, name, id, creatives from ranking_segments
    where ${key === undefined ? HELD_LISTS : sql`list = ${key}`} order by list, neg_points, neg_awards, name, id`;
}

const WINDOW_LADDERS = sql`select 'window:' || year || ':' || festival_id as key, basis, points, rank from window_rank_ladder`;
const ALL_TIME_LADDER = sql`select ${literal(LADDER_KEY)} as key, basis, points, rank from rank_ladder`;

/** The ladders of every window and the all-time one, or of one key (none for a people list's). */
function laddersOf(key?: string): SQL | undefined {
  if (key === undefined) return sql`${WINDOW_LADDERS} union all ${ALL_TIME_LADDER}`;
  if (key === LADDER_KEY) return ALL_TIME_LADDER;
  if (!key.startsWith('window:')) return undefined;
  const [year, festivalId] = key.slice('window:'.length).split(':').map(Number);
  return sql`${WINDOW_LADDERS} where year = ${year} and festival_id = ${festivalId}`;
}

/**
 * The segmented ranking lists' segments and rank ladders held in this process's memory (some
 * 120,000 segments and 43,000 ladder rows at 1M creatives), so that a page of a list is one range
 * of its index: no segment looked up, no ladder joined. Held: every ranking window's list and
 * ladders, under the window's list name (`windowKeyOf`: docs/decisions/0022), and the people lists
 * by points (the whole ranking, a country's, a discipline's, a country's discipline's: `all`,
 * `country:ES`...) with the all-time ladder under LADDER_KEY (docs/decisions/0024).
 *
 * Kept fresh by the notices of migrations 0055 and 0058 on `ranking_lists`, which name the lists
 * whose segments or ladders changed (db/keyed-by-notices.ts): a list noticed is read as before,
 * wholly from the database, until the store has read it again.
 */
export class RankingListStore extends KeyedByNotices<HeldList> {
  constructor(db: Database, log: (message: string) => void = () => {}) {
    super(db, 'ranking_lists', EMPTY, (message) => log(`ranking list store: ${message}`));
  }

  /** A key's list or ladders as held, or undefined while they are not (they are then read in). */
  list(key: string): HeldList | undefined {
    return this.value(key);
  }

  /** Every key's segments and ladders, or one key's, as of one snapshot. */
  protected read(key?: string): Promise<Map<string, HeldList>> {
    return this.db.transaction(
      async (tx) => {
        const rows = async <T>(statement: SQL | undefined) => (statement ? rowsOf<T>(await tx.execute(statement)) : []);
        const segments = key === LADDER_KEY ? undefined : segmentsOf(key);
        return heldLists(await rows<SegmentRow>(segments), await rows<LadderRow>(laddersOf(key)));
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }
}

/** Where a page at `offset` of a held list starts, or null past its end. */
export function pageStart(list: HeldList, offset: number): PageStart | null {
  if (offset >= list.total) return null;
  let low = 0;
  let high = list.upto.length - 1;
  // The first segment that ends past the offset.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list.upto[middle]! > offset) high = middle;
    else low = middle + 1;
  }
  return { key: list.starts[low]!, skip: offset - (low > 0 ? list.upto[low - 1]! : 0) };
}

const stores = attachments<RankingListStore>();

/** Makes `store` the one the ranking lists' pages are read through on each of `dbs` (the pools of one database). */
export const attachRankingListStore = stores.attach;

/** The ranking list store attached to `db`, if any. */
export const rankingListStoreOf = stores.of;
