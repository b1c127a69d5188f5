import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

export interface NoticeHandlers {
  /** A notice's payload, in the order the notifying transactions committed. */
  notice(payload: string): void;
  /** Listening (again): notices from here on arrive. */
  listening(): void;
  /** The listening session is gone: notices sent meanwhile are lost until `listening` again. */
  lost(): void;
}

export interface Listener {
  /**
   * Sends a notice on the channel and waits until the listener has seen it, so that every notice
   * of a transaction committed before has been handled: `seen`. `unsent` when it could not be sent
   * (not listening, no free connection), `unseen` when it was sent and did not come back within
   * ROUND_TRIP_MS (the listening session may be gone unnoticed).
   */
  roundTrip(payload: string): Promise<'seen' | 'unsent' | 'unseen'>;
  close(): Promise<void>;
}

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 30_000;
const ROUND_TRIP_MS = 5_000;

/**
 * Listens to a channel of PostgreSQL's notices (LISTEN). On the PostgreSQL server a session of its
 * own, outside the pools, opened again after a loss (the server restarted, the session was ended)
 * with a growing pause; on PGlite the database's own listener (a single in-process session: a
 * write's notices are delivered before its statement returns).
 */
export async function listenTo(db: Database, channel: string, handlers: NoticeHandlers): Promise<Listener> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof PGlite) {
    const stop = await client.listen(channel, (payload) => handlers.notice(payload));
    handlers.listening();
    return { roundTrip: () => Promise.resolve('seen'), close: () => stop() };
  }
  const quoted = `"${channel.replaceAll('"', '""')}"`;
  let session: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let pause = RETRY_FIRST_MS;
  const waiting = new Map<string, (seen: boolean) => void>();
  // A session lost meanwhile: every notice handled before it was, and the rest are forgotten with it.
  const settleAll = () => {
    for (const settle of waiting.values()) settle(true);
    waiting.clear();
  };

  const open = async () => {
    const next = new pg.Client({ ...client.options, application_name: `palmares notices ${channel}` });
    let gone = false;
    const lose = () => {
      if (gone) return;
      gone = true;
      if (session === next) session = undefined;
      next.removeAllListeners('notification');
      void next.end().catch(() => {});
      handlers.lost();
      settleAll();
      if (!closed) retry = setTimeout(() => void open(), pause);
      pause = Math.min(pause * 2, RETRY_MAX_MS);
    };
    next.on('error', lose);
    next.on('end', lose);
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      const settle = waiting.get(payload);
      if (settle) {
        waiting.delete(payload);
        settle(true);
        return;
      }
      handlers.notice(payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${quoted}`);
    } catch {
      lose();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    session = next;
    pause = RETRY_FIRST_MS;
    handlers.listening();
  };

  await open();
  return {
    roundTrip: async (payload) => {
      if (!session) return 'unsent';
      let timer: NodeJS.Timeout | undefined;
      const seen = new Promise<boolean>((resolve) => {
        waiting.set(payload, resolve);
        timer = setTimeout(() => {
          waiting.delete(payload);
          resolve(false);
        }, ROUND_TRIP_MS);
      });
      try {
        await client.query('select pg_notify($1, $2)', [channel, payload]);
      } catch {
        clearTimeout(timer);
        waiting.delete(payload);
        return 'unsent';
      }
      const result = await seen;
      clearTimeout(timer);
      return result ? 'seen' : 'unseen';
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      settleAll();
      const last = session;
      session = undefined;
      await last?.end().catch(() => {});
    },
  };
}
