import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { KeyedByNotices } from '../db/keyed-by-notices';
import { rowsOf } from '../lib/sql';

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
export interface SegmentRow {
  key: string;
  neg_points: number;
  neg_awards: number;
  name: string;
  id: number;
  creatives: number;
}

/** A rank of the ladder held under `key`. */
export interface LadderRow {
  key: string;
  basis: 'current' | 'previous';
  points: number;
  rank: number;
}

/** The statements that read a store's rows, of every key or of one (undefined: that key has none of them). */
export interface HeldListsSource {
  /** Segments in each list's order. */
  segments: (key?: string) => SQL | undefined;
  ladders: (key?: string) => SQL | undefined;
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

/**
 * Lists' segments and rank ladders held in this process's memory (the ranking windows':
 * window-store.ts; the people lists by points: people-list-store.ts), so that a page of a list is
 * one range of its index: no segment looked up, no ladder joined (docs/decisions/0022, 0024).
 *
 * Kept fresh by notices naming the changed keys (db/keyed-by-notices.ts): a key noticed is read as
 * before, wholly from the database, until the store has read it again.
 */
export class HeldListsStore extends KeyedByNotices<HeldList> {
  constructor(
    db: Database,
    channel: string,
    private readonly source: HeldListsSource,
    log: (message: string) => void,
  ) {
    super(db, channel, EMPTY, log);
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
        return heldLists(await rows<SegmentRow>(this.source.segments(key)), await rows<LadderRow>(this.source.ladders(key)));
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

/** The segments of `lists` (a condition on ranking_segments' `list`), each under `key`, in list order. */
export const segmentsOf = (key: SQL, lists: SQL) =>
  sql`select ${key} as key, neg_points, neg_awards, name, id, creatives from ranking_segments
    where ${lists} order by list, neg_points, neg_awards, name, id`;
