import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attachments } from '../db/keyed-by-notices';
import { HeldListsStore, segmentsOf } from './held-lists-store';

/** The window's key in the store and in the notices: `year:festivalId`. */
export const windowKeyOf = (window: { year: number; festivalId: number }) => `${window.year}:${window.festivalId}`;

/**
 * Every ranking window's segments and rank ladders (a few thousand windows, some 100,000 rows at
 * 1M creatives) held in this process's memory, each under its key (`windowKeyOf`): a page of a
 * window's ranking is one range of its index (docs/decisions/0022). Migration 0055's notices name
 * the windows whose segments or ladders changed.
 */
export class WindowStore extends HeldListsStore {
  constructor(db: Database, log: (message: string) => void = () => {}) {
    super(
      db,
      'ranking_windows',
      {
        segments: (key) => segmentsOf(sql`substr(list, 8)`, key === undefined ? sql`list like 'window:%'` : sql`list = ${`window:${key}`}`),
        ladders: (key) => {
          const [year, festivalId] = key === undefined ? [] : key.split(':').map(Number);
          return sql`select year || ':' || festival_id as key, basis, points, rank from window_rank_ladder
            ${key === undefined ? sql`` : sql`where year = ${year} and festival_id = ${festivalId}`}`;
        },
      },
      (message) => log(`window store: ${message}`),
    );
  }
}

const stores = attachments<WindowStore>();

/** Makes `store` the one a window's pages are read through on each of `dbs` (the pools of one database). */
export const attachWindowStore = stores.attach;

/** The window store attached to `db`, if any. */
export const windowStoreOf = stores.of;
