import type { Database } from '../../db/client';
import { listenTo, type Listener } from '../../db/notices';
import { itemHeads, itemHeadsAfter } from './creative.repository';
import { HeadArena } from './head-arena';

/** The channel migration 0053's triggers send the changed creatives' ids on. */
const CHANNEL = 'creative_items';
const PRELOAD_BATCH = 5000;

export interface CardStoreState {
  /** How many creatives' heads are held. */
  held: number;
  /** Whether the heads are being read in (at the start, after a `*` notice or a lost session). */
  loading: boolean;
  listening: boolean;
}

/**
 * Each creative's item head (its card and all-time totals, creative.repository.ts, itemHeadOf: what
 * a list shows of it but its place in that list) held in this process's memory, so that a
 * window's page reads its rows' ids from an index and no creative (docs/decisions/0021). The
 * heads are kept outside the JavaScript heap (head-arena.ts), up to `maxBytes` of them.
 *
 * Kept fresh by migration 0053's notices: a committed change to a creative's card or totals names
 * its id, and the head is forgotten. Until the session listening for them is open every head is
 * read from the database, and when it is lost everything held is forgotten. A head read while a
 * notice for it (or a `*`) arrived is used for that page and not kept: it may predate the change.
 */
export class CardStore {
  private readonly held: HeadArena;
  /** Notices handled so far; a read records it when it starts. */
  private seen = 0;
  private clearedAt = 0;
  /** The notice each id was last forgotten at, while reads that started earlier may still be running. */
  private forgotAt = new Map<number, number>();
  private reads = 0;
  private listener: Listener | undefined;
  private listening = false;
  private loading: Promise<void> | undefined;
  private reloadAgain = false;
  /** Moves on at every clear: a reading in of an earlier epoch stops. */
  private epoch = 0;
  private syncs = 0;

  constructor(
    private readonly db: Database,
    maxBytes: number,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.held = new HeadArena(maxBytes);
  }

  async start(): Promise<void> {
    this.listener = await listenTo(this.db, CHANNEL, {
      notice: (payload) => this.notice(payload),
      listening: () => {
        this.listening = true;
        this.reload();
      },
      lost: () => {
        this.listening = false;
        this.clear();
      },
    });
  }

  async close(): Promise<void> {
    this.listening = false;
    await this.listener?.close();
    await this.loading;
    this.clear();
  }

  state(): CardStoreState {
    return { held: this.held.size, loading: this.loading !== undefined, listening: this.listening };
  }

  /**
   * Waits until every notice of a transaction committed before the call has been handled: a
   * process's own writes then show in its next page. A notice sent and never seen back may mean a
   * listening session gone unnoticed: everything is forgotten and read in again. One that could not
   * be sent (the pool busy) leaves the store as it is: the write's notices still come.
   */
  async settle(): Promise<void> {
    if (!this.listener || !this.listening) return;
    this.syncs += 1;
    if ((await this.listener.roundTrip(`sync:${process.pid}:${this.syncs}`)) === 'unseen' && this.listening) {
      this.clear();
      this.reload();
    }
  }

  /** The heads of `ids` in their order; undefined for a creative that no longer exists. */
  async heads(db: Database, ids: number[]): Promise<(string | undefined)[]> {
    const heads = ids.map((id) => (this.listening ? this.held.get(id) : undefined));
    const missing = ids.filter((_, at) => heads[at] === undefined);
    if (missing.length === 0) return heads;
    const found = new Map((await this.read(() => itemHeads(db, missing))).map((row) => [row.id, row.head]));
    return ids.map((id, at) => heads[at] ?? found.get(id));
  }

  /** Reads heads from the database, keeping those no notice arrived for meanwhile. */
  private async read(query: () => Promise<{ id: number; head: string }[]>): Promise<{ id: number; head: string }[]> {
    const startedAt = this.seen;
    this.reads += 1;
    let rows: { id: number; head: string }[];
    try {
      rows = await query();
    } finally {
      this.reads -= 1;
    }
    if (this.listening && this.clearedAt <= startedAt) {
      for (const row of rows) if ((this.forgotAt.get(row.id) ?? 0) <= startedAt) this.held.set(row.id, row.head);
    }
    if (this.reads === 0) this.forgotAt.clear();
    return rows;
  }

  private notice(payload: string) {
    if (payload.startsWith('sync:')) return;
    this.seen += 1;
    if (payload === '*') {
      this.clear();
      this.reload();
      return;
    }
    for (const part of payload.split(',')) {
      const id = Number(part);
      this.held.delete(id);
      if (this.reads > 0) this.forgotAt.set(id, this.seen);
    }
  }

  /** Reads every head in, in batches by id; once the reading under way has stopped, if there is one. */
  private reload() {
    if (!this.listening) return;
    if (this.loading) {
      this.reloadAgain = true;
      return;
    }
    const epoch = this.epoch;
    const started = performance.now();
    const load = async () => {
      let after = 0;
      while (this.listening && this.epoch === epoch) {
        const rows = await this.read(() => itemHeadsAfter(this.db, after, PRELOAD_BATCH));
        if (rows.length === 0 || this.held.full) break;
        after = rows[rows.length - 1]!.id;
        // The batches yield to requests between them.
        await new Promise((resolve) => setImmediate(resolve));
      }
      this.log(
        `card store: ${this.held.size} creatives held (${Math.round(this.held.bytes / 1e6)} MB) in ${Math.round(performance.now() - started)} ms`,
      );
    };
    this.loading = load()
      .catch((error: unknown) => this.log(`card store: reading in stopped (${String(error)})`))
      .finally(() => {
        this.loading = undefined;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          this.reload();
        }
      });
  }

  private clear() {
    this.epoch += 1;
    this.seen += 1;
    this.clearedAt = this.seen;
    this.held.clear();
  }
}

const stores = new WeakMap<Database, CardStore>();

/** Makes `store` the one the lists read through on each of `dbs` (the pools of one database). */
export function attachCardStore(store: CardStore, dbs: Database[]): void {
  for (const db of dbs) stores.set(db, store);
}

/**
 * The item heads of `ids` in their order (undefined for one that no longer exists): from the
 * store attached to `db`, or read from it.
 */
export async function headsOf(db: Database, ids: number[]): Promise<(string | undefined)[]> {
  const store = stores.get(db);
  if (store) return store.heads(db, ids);
  const found = new Map((await itemHeads(db, ids)).map((row) => [row.id, row.head]));
  return ids.map((id) => found.get(id));
}

/**
 * A page's items as JSON text from its rows: a line per item, in order, of the creative's id, a
 * tab and the rest of the item, which `item` joins to the creative's head. An item whose creative
 * was deleted since the page was read is left out.
 */
export async function itemsWithHeads(db: Database, rows: string | null, item: (head: string, rest: string) => string): Promise<string> {
  if (rows === null) return '[]';
  const lines = rows.split('\n');
  const tabs = lines.map((line) => line.indexOf('\t'));
  const heads = await headsOf(
    db,
    lines.map((line, at) => Number(line.slice(0, tabs[at]))),
  );
  const items: string[] = [];
  lines.forEach((line, at) => {
    const head = heads[at];
    if (head !== undefined) items.push(item(head, line.slice(tabs[at]! + 1)));
  });
  return `[${items.join(',')}]`;
}
