import type { Database } from './client';
import { listenTo, type Listener } from './notices';

/**
 * What a store held in each process and kept fresh by a channel's notices shares
 * (noticed-store.ts, ranking/ranking-list-store.ts): listening from `start`, everything forgotten when
 * the listening session is lost or at a `*` notice and read in again (`readAll`), one reading in at
 * a time, and a writer's wait for its own notices (`settle`).
 */
export abstract class KeptByNotices {
  private listener: Listener | undefined;
  private isListening = false;
  private syncs = 0;
  private loading: Promise<void> | undefined;
  private reloadAgain = false;

  protected constructor(
    protected readonly db: Database,
    private readonly channel: string,
    protected readonly log: (message: string) => void,
  ) {}

  /** A notice's payload naming what changed (not a sync, nor `*`: forget everything). */
  protected abstract notice(payload: string): void;
  /** Forgets everything held. */
  protected abstract clear(): void;
  /** Reads everything in; stops early when the store is cleared meanwhile. */
  protected abstract readAll(): Promise<void>;

  protected get listening(): boolean {
    return this.isListening;
  }

  protected get reading(): boolean {
    return this.loading !== undefined;
  }

  async start(): Promise<void> {
    this.listener = await listenTo(this.db, this.channel, {
      notice: (payload) => {
        if (payload.startsWith('sync:')) return;
        if (payload !== '*') {
          this.notice(payload);
          return;
        }
        this.clear();
        this.reload();
      },
      listening: () => {
        this.isListening = true;
        this.reload();
      },
      lost: () => {
        this.isListening = false;
        this.clear();
      },
    });
  }

  async close(): Promise<void> {
    this.isListening = false;
    await this.listener?.close();
    await this.loading;
    this.clear();
  }

  /**
   * Waits until every notice of a transaction committed before the call has been handled: a
   * process's own writes then show in its next page. A notice sent and never seen back may mean a
   * listening session gone unnoticed: everything is forgotten and read in again. One that could not
   * be sent (the pool busy) leaves the store as it is: the write's notices still come.
   */
  async settle(): Promise<void> {
    if (!this.listener || !this.isListening) return;
    this.syncs += 1;
    if ((await this.listener.roundTrip(`sync:${process.pid}:${this.syncs}`)) === 'unseen' && this.isListening) {
      this.clear();
      this.reload();
    }
  }

  /** Reads everything in; once the reading under way has stopped, if there is one. */
  protected reload(): void {
    if (!this.isListening) return;
    if (this.loading) {
      this.reloadAgain = true;
      return;
    }
    this.loading = this.readAll()
      .catch((error: unknown) => this.log(`reading in stopped (${String(error)})`))
      .finally(() => {
        this.loading = undefined;
        if (this.reloadAgain) {
          this.reloadAgain = false;
          this.reload();
        }
      });
  }
}
