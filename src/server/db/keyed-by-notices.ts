import type { Database } from './client';
import { KeptByNotices } from './kept-by-notices';

/** A keyed store's figures, as `/readyz` shows them. */
export interface KeyedStoreState {
  held: number;
  loading: boolean;
  listening: boolean;
}

/**
 * Values by key held in each process (ranking/ranking-list-store.ts, festivals/winner-runs-store.ts),
 * every key read in at start and kept fresh by a channel whose notices name the changed keys
 * (comma-separated). A noticed key is forgotten and read again when next asked for; until then the
 * caller reads from the database as it would without the store. A read that a notice for its key
 * overtook is not kept. Nothing is used until the listening session is open and everything has
 * been read in once.
 */
export abstract class KeyedByNotices<T> extends KeptByNotices {
  private held = new Map<string, T>();
  /** Keys noticed and not read again since. */
  private readonly stale = new Set<string>();
  private complete = false;
  private seen = 0;
  private clearedAt = 0;
  private readonly forgotAt = new Map<string, number>();
  private readonly readingOne = new Set<string>();

  protected constructor(
    db: Database,
    channel: string,
    /** What a key none of whose rows were read holds. */
    private readonly empty: T,
    log: (message: string) => void,
  ) {
    super(db, channel, log);
  }

  /** Every key's value, or one key's, as of one snapshot (a key none of whose rows were found is left out). */
  protected abstract read(key?: string): Promise<Map<string, T>>;

  state(): KeyedStoreState {
    return { held: this.held.size, loading: this.reading, listening: this.listening };
  }

  /** The value held for `key`, or undefined while it is not (it is then read in). */
  protected value(key: string): T | undefined {
    if (!this.listening || !this.complete) return undefined;
    if (this.stale.has(key)) {
      this.readOne(key);
      return undefined;
    }
    return this.held.get(key) ?? this.empty;
  }

  protected notice(payload: string) {
    this.seen += 1;
    for (const key of payload.split(',')) {
      this.held.delete(key);
      this.stale.add(key);
      this.forgotAt.set(key, this.seen);
    }
  }

  /** Keeps what a read that started at notice `startedAt` found, for the keys no notice named since. */
  private keep(found: Map<string, T>, keys: Iterable<string>, startedAt: number) {
    if (!this.listening || this.clearedAt > startedAt) return;
    for (const key of keys) {
      if ((this.forgotAt.get(key) ?? 0) > startedAt) continue;
      const value = found.get(key);
      if (value) this.held.set(key, value);
      else this.held.delete(key);
      this.stale.delete(key);
    }
  }

  private readOne(key: string) {
    if (this.readingOne.has(key)) return;
    this.readingOne.add(key);
    const startedAt = this.seen;
    this.read(key)
      .then((found) => this.keep(found, [key], startedAt))
      .catch((error: unknown) => this.log(`reading ${key} failed (${String(error)})`))
      .finally(() => this.readingOne.delete(key));
  }

  protected async readAll(): Promise<void> {
    const startedAt = this.seen;
    const started = performance.now();
    const found = await this.read();
    if (!this.listening || this.clearedAt > startedAt) return;
    this.keep(found, new Set([...found.keys(), ...this.held.keys(), ...this.stale]), startedAt);
    this.complete = true;
    this.log(`${this.held.size} read in, ${Math.round(performance.now() - started)} ms`);
  }

  protected clear() {
    this.seen += 1;
    this.clearedAt = this.seen;
    this.complete = false;
    this.held.clear();
    this.stale.clear();
    this.forgotAt.clear();
  }
}

/** Which store of a kind each database handle reads through: `attach` it to the pools of one database, find it with `of`. */
export function attachments<S extends object>() {
  const attached = new WeakMap<Database, S>();
  return {
    attach: (store: S, dbs: Database[]): void => {
      for (const db of dbs) attached.set(db, store);
    },
    of: (db: Database): S | undefined => attached.get(db),
  };
}
