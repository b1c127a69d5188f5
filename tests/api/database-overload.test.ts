import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { rowsOf } from '../../src/server/lib/sql';
import { errorHandlerPlugin } from '../../src/server/plugins/error-handler';

// statement_timeout and a bounded wait for a pooled connection exist on the PostgreSQL server only.
const template = inject('postgresTemplate');

/** A real database error, answered by the app's error handler over a real route. */
async function answerFor(error: unknown) {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.get('/boom', () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return response;
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the query to fail');
}

describe.skipIf(!template)("the pools' sessions", () => {
  it('run without JIT, in the costly share too: compiling a page cost more than running it', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 3, costlyPoolSize: 1 });
    try {
      for (const db of [handle.db, handle.costlyDb]) {
        expect(rowsOf<{ jit: string }>(await db.execute(sql`show jit`))[0]!.jit).toBe('off');
      }
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(!template)('a saturated database answers 503 with Retry-After', () => {
  it('cancels a statement that runs past the statement timeout', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      const error = await rejectionOf(handle.db.execute(sql`select pg_sleep(5)`));
      expect(Date.now() - started).toBeLessThan(3000);
      const response = await answerFor(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      expect(response.body).not.toMatch(/pg_sleep|select/i);
      // Ordinary statements still run on the same pool.
      await expect(handle.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await handle.close();
    }
  });

  it('answers 503 for a statement whose session the server ends under it', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 2 });
    try {
      const running = rejectionOf(handle.db.execute(sql`select pg_sleep(5), 'lost' as tag`));
      await expect
        .poll(async () => {
          const [row] = rowsOf<{ ended: boolean }>(
            await handle.db.execute(sql`select coalesce(bool_or(pg_terminate_backend(pid)), false) as ended from pg_stat_activity
              where query like '%''lost'' as tag%' and pid <> pg_backend_pid()`),
          );
          return row!.ended;
        })
        .toBe(true);
      const response = await answerFor(await running);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.body).not.toMatch(/terminat|pg_sleep/i);
    } finally {
      await handle.close();
    }
  });

  it('gives up waiting for a pooled connection instead of queueing without end', async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 1, connectTimeoutMs: 200 });
    try {
      // The only connection is held by a transaction until the test lets it go.
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let acquired = () => {};
      const holds = new Promise<void>((resolve) => (acquired = resolve));
      const holding = handle.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        acquired();
        await gate;
      });
      await holds;
      const started = Date.now();
      const error = await rejectionOf(handle.db.execute(sql`select 1`));
      expect(Date.now() - started).toBeLessThan(900);
      const response = await answerFor(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('2');
      release();
      await holding;
    } finally {
      await handle.close();
    }
  });

  it("survives the server ending a transaction's session between its queries: the transaction fails, the pool goes on", async () => {
    const handle = await openDatabase({ databaseUrl: template!.url, poolSize: 2 });
    try {
      let ended = () => {};
      const gate = new Promise<void>((resolve) => (ended = resolve));
      const transaction = handle.db.transaction(async (tx) => {
        const [session] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        // As a restart or a failover would, while the transaction waits on the app.
        await handle.db.execute(sql`select pg_terminate_backend(${session!.pid})`);
        await gate;
        await tx.execute(sql`select 1`);
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      ended();
      const error = await rejectionOf(transaction);
      // The database out of reach for a moment: a 503 that asks to come back, not a 500.
      const response = await answerFor(error);
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(rowsOf<{ one: number }>(await handle.db.execute(sql`select 1 as one`))[0]!.one).toBe(1);
    } finally {
      await handle.close();
    }
  });
});
