import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { attachments } from '../db/keyed-by-notices';
import { literal } from '../lib/sql';
import { HeldListsStore, segmentsOf } from './held-lists-store';

/** The key under which the store holds the all-time rank ladder (rank_ladder), beside the lists' names. */
export const LADDER_KEY = 'ladder';

/** The people lists by points: no other order (`/name`...), no window. */
const BY_POINTS = sql`list not like 'window:%' and list not like '%/%'`;

/**
 * The people lists by points (the whole ranking, a country's, a discipline's, a country's
 * discipline's: some 200 lists, 16,000 segments at 1M creatives) and the all-time rank ladder held
 * in this process's memory, each list under its name (`all`, `country:ES`...) and the ladder under
 * LADDER_KEY: a deep page of the ranking is one range of its seek index, as a window's
 * (docs/decisions/0024). Migration 0058's notices name the lists whose segments changed, and the
 * ladder when a rank moved.
 */
export class PeopleListStore extends HeldListsStore {
  constructor(db: Database, log: (message: string) => void = () => {}) {
    super(
      db,
      'ranking_lists',
      {
        segments: (key) => (key === LADDER_KEY ? undefined : segmentsOf(sql`list`, key === undefined ? BY_POINTS : sql`list = ${key}`)),
        ladders: (key) =>
          key === undefined || key === LADDER_KEY
            ? sql`select ${literal(LADDER_KEY)} as key, basis, points, rank from rank_ladder`
            : undefined,
      },
      (message) => log(`people list store: ${message}`),
    );
  }
}

const stores = attachments<PeopleListStore>();

/** Makes `store` the one the people lists' pages are read through on each of `dbs` (the pools of one database). */
export const attachPeopleListStore = stores.attach;

/** The people list store attached to `db`, if any. */
export const peopleListStoreOf = stores.of;
