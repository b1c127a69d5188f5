import type { Database } from './client';
import { KeptByNotices } from './kept-by-notices';
import { TextArena } from '../lib/text-arena';

const PRELOAD_BATCH = 5000;

/** A row's text as a store holds it, by the row's id. */
export interface StoredText {
  id: number;
  text: string;
}

/** What a store holds and where it comes from. */
export interface StoreSource {
  /** The store's name in the log. */
  name: string;
  /** The channel the table's triggers send the changed rows' ids on (or `*`: every row). */
  channel: string;
  /** The texts of `ids`, in any order; none for a row that does not exist. */
  read(db: Database, ids: number[]): Promise<StoredText[]>;
  /** Up to `limit` texts in id order after `afterId`: how the store reads them all in. */
  readAfter(db: Database, afterId: number, limit: number): Promise<StoredText[]>;
}

export interface NoticedStoreState {
  /** How many rows' texts are held. */
  held: number;
  /** Whether the texts are being read in (at the start, after a `*` notice or a lost session). */
  loading: boolean;
  listening: boolean;
}

/**
 * A text per row of a table (what a page shows of it), held in this process's memory so that a
 * page reads its rows' ids from an index and joins the texts here (docs/decisions/0021). Kept
 * outside the JavaScript heap (text-arena.ts), up to `maxBytes` of them.
 *
 * Kept fresh by the table's notices: a committed change to a row's text names its id, and the text
 * is forgotten. Until the session listening for them is open every text is read from the database,
 * and when it is lost everything held is forgotten. A text read while a notice for it (or a `*`)
 * arrived is used for that page and not kept: it may predate the change.
 */
export class NoticedStore extends KeptByNotices {
  private readonly held: TextArena;
  /** Notices handled so far; a read records it when it starts. */
  private seen = 0;
  private clearedAt = 0;
  /** The notice each id was last forgotten at, while reads that started earlier may still be running. */
  private forgotAt = new Map<number, number>();
  private reads = 0;
  /** Moves on at every clear: a reading in of an earlier epoch stops. */
  private epoch = 0;

  constructor(
    db: Database,
    readonly source: StoreSource,
    maxBytes: number,
    log: (message: string) => void = () => {},
  ) {
    super(db, source.channel, (message) => log(`${source.name}: ${message}`));
    this.held = new TextArena(maxBytes);
  }

  state(): NoticedStoreState {
    return { held: this.held.size, loading: this.reading, listening: this.listening };
  }

  /** The texts of `ids` in their order; undefined for a row that no longer exists. */
  async texts(db: Database, ids: number[]): Promise<(string | undefined)[]> {
    const texts = ids.map((id) => (this.listening ? this.held.get(id) : undefined));
    const missing = ids.filter((_, at) => texts[at] === undefined);
    if (missing.length === 0) return texts;
    const found = new Map((await this.read(() => this.source.read(db, missing))).map((row) => [row.id, row.text]));
    return ids.map((id, at) => texts[at] ?? found.get(id));
  }

  /** Reads texts from the database, keeping those no notice arrived for meanwhile. */
  private async read(query: () => Promise<StoredText[]>): Promise<StoredText[]> {
    const startedAt = this.seen;
    this.reads += 1;
    let rows: StoredText[];
    try {
      rows = await query();
    } finally {
      this.reads -= 1;
    }
    if (this.listening && this.clearedAt <= startedAt) {
      for (const row of rows) if ((this.forgotAt.get(row.id) ?? 0) <= startedAt) this.held.set(row.id, row.text);
    }
    if (this.reads === 0) this.forgotAt.clear();
    return rows;
  }

  protected notice(payload: string) {
    this.seen += 1;
    for (const part of payload.split(',')) {
      const id = Number(part);
      this.held.delete(id);
      if (this.reads > 0) this.forgotAt.set(id, this.seen);
    }
  }

  /** Reads every text in, in batches by id. */
  protected async readAll(): Promise<void> {
    const epoch = this.epoch;
    const started = performance.now();
    let after = 0;
    while (this.listening && this.epoch === epoch) {
      const rows = await this.read(() => this.source.readAfter(this.db, after, PRELOAD_BATCH));
      if (rows.length === 0 || this.held.full) break;
      after = rows[rows.length - 1]!.id;
      // The batches yield to requests between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    this.log(`${this.held.size} held (${Math.round(this.held.bytes / 1e6)} MB) in ${Math.round(performance.now() - started)} ms`);
  }

  protected clear() {
    this.epoch += 1;
    this.seen += 1;
    this.clearedAt = this.seen;
    this.held.clear();
  }
}

const attached = new WeakMap<Database, Map<StoreSource, NoticedStore>>();

/** Makes `store` the one its source's texts are read through on each of `dbs` (the pools of one database). */
export function attachStore(store: NoticedStore, dbs: Database[]): void {
  for (const db of dbs) {
    const stores = attached.get(db) ?? new Map<StoreSource, NoticedStore>();
    stores.set(store.source, store);
    attached.set(db, stores);
  }
}

/** The texts of `ids` in their order (undefined for a row that no longer exists): from the store of `source` attached to `db`, or read from it. */
export async function storedTexts(db: Database, source: StoreSource, ids: number[]): Promise<(string | undefined)[]> {
  const store = attached.get(db)?.get(source);
  if (store) return store.texts(db, ids);
  if (ids.length === 0) return [];
  const found = new Map((await source.read(db, ids)).map((row) => [row.id, row.text]));
  return ids.map((id) => found.get(id));
}

/**
 * A page's items as JSON text from its rows: a line per item, in order, of a row's id, a tab and
 * the rest of the item, which `item` joins to the row's text (from the store of `source`). An item
 * whose row was deleted since the page was read is left out.
 */
export async function itemsWithTexts(
  db: Database,
  source: StoreSource,
  rows: string | null,
  item: (text: string, rest: string) => string,
): Promise<string> {
  if (rows === null) return '[]';
  const lines = rows.split('\n');
  const tabs = lines.map((line) => line.indexOf('\t'));
  const texts = await storedTexts(
    db,
    source,
    lines.map((line, at) => Number(line.slice(0, tabs[at]))),
  );
  const items: string[] = [];
  lines.forEach((line, at) => {
    const text = texts[at];
    if (text !== undefined) items.push(item(text, line.slice(tabs[at]! + 1)));
  });
  return `[${items.join(',')}]`;
}
