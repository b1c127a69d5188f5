import { sql } from 'drizzle-orm';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase, queryPrepared } from '../../src/server/db/client';
import { pipelinedReads, type PipelinedReads } from '../../src/server/db/pipelined-reads';
import { overloadFromDatabase } from '../../src/server/errors';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, postgresCopy, type TestApp } from '../helpers/test-app';

// Pipelining is the PostgreSQL server's protocol; PGlite runs one statement at a time.
const template = inject('postgresTemplate');
const PIPELINED = 'palmares pipelined reads';

describe.skipIf(!template)('hot reads pipelined on connections of their own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: { pipelinedConnections: 2 } });
  });
  afterAll(() => t.close());

  async function pipelinedBackends(): Promise<number[]> {
    return rowsOf<{ pid: number }>(
      await t.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${PIPELINED}`),
    ).map((row) => row.pid);
  }

  async function profiles(ids: number[]) {
    return Promise.all(ids.map((id) => t.get<{ id: number; username: string }>(`/api/creatives/${id}`)));
  }

  it('answers each of many profiles read at once with its own document', async () => {
    const ids = rowsOf<{ id: number }>(await t.db.execute(sql`select id from creatives order by id limit 60`)).map((row) => row.id);
    expect(ids.length).toBe(60);
    const answers = await profiles(ids);
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 200));
    expect(answers.map((answer) => answer.body.id)).toEqual(ids);
    // ...sent down the two pipelined connections, not the pool's.
    expect((await pipelinedBackends()).length).toBe(2);
    const byUsername = await Promise.all(
      answers.map((answer) => t.get<{ id: number }>(`/api/creatives/username/${encodeURIComponent(answer.body.username)}`)),
    );
    expect(byUsername.map((answer) => answer.body.id)).toEqual(ids);
  });

  it('opens new connections when its connections are lost', async () => {
    const ids = rowsOf<{ id: number }>(await t.db.execute(sql`select id from creatives order by id desc limit 40`)).map((row) => row.id);
    await profiles(ids.slice(0, 20));
    const before = await pipelinedBackends();
    expect(before.length).toBeGreaterThan(0);
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = ${PIPELINED}`);
    await expect.poll(pipelinedBackends).toEqual([]);
    const answers = await profiles(ids.slice(20));
    expect(answers.map((answer) => answer.body.id)).toEqual(ids.slice(20));
    const after = await pipelinedBackends();
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((pid) => before.includes(pid))).toEqual([]);
  });
});

const SHORT = 'palmares short reads';

describe.skipIf(!template)("the costly share's short reads pipelined on a connection of their own", () => {
  let piped: TestApp;
  let pooled: TestApp;
  let paths: string[];
  beforeAll(async () => {
    [piped, pooled] = await Promise.all([createTestApp(), createTestApp({ database: { costlyPipelinedConnections: 0 } })]);
    await Promise.all([piped.heard(), pooled.heard()]);
    const [edition] = rowsOf<{ slug: string; year: number }>(
      await piped.db.execute(sql`select f.slug, a.year from awards a join festivals f on f.id = a.festival_id
        where a.verified group by f.slug, a.year order by count(*) desc limit 1`),
    );
    const [country] = rowsOf<{ code: string }>(
      await piped.db.execute(sql`select country_code as code from creatives where total_points > 0
        group by country_code order by count(*) desc limit 1`),
    );
    const window = `year=${edition!.year}&festival=${edition!.slug}`;
    paths = [
      ...[0, 3, 11, 40].map((offset) => `/api/creatives?limit=7&offset=${offset}`),
      `/api/creatives?country=${country!.code}&limit=5&offset=2`,
      `/api/creatives?year=${edition!.year}&limit=6&offset=4`,
      `/api/creatives?${window}&limit=3&offset=1`,
      `/api/rankings/agencies?limit=4&offset=2`,
      `/api/rankings/agencies?${window}&limit=3`,
      `/api/rankings/countries?year=${edition!.year}`,
      `/api/rankings/countries`,
      ...[0, 5, 9].map((offset) => `/api/festivals/${edition!.slug}/winners?year=${edition!.year}&limit=5&offset=${offset}`),
    ];
  });
  afterAll(() => Promise.all([piped?.close(), pooled?.close()]));

  async function shortBackends(app: TestApp): Promise<number> {
    return rowsOf<{ pid: number }>(
      await app.db.execute(sql`select pid from pg_stat_activity where datname = current_database() and application_name = ${SHORT}`),
    ).length;
  }

  it('leaves reads that can scan on the pool', async () => {
    for (const path of ['/api/search?q=an', '/api/creatives?sort=name&limit=5&offset=3', '/api/agencies?limit=5']) {
      expect((await piped.get(path)).status, path).toBe(200);
    }
    expect(await shortBackends(piped)).toBe(0);
  });

  it('answers every page read at once as the pool does, down the pipelined connection', async () => {
    const expected: Awaited<ReturnType<TestApp['get']>>[] = [];
    for (const path of paths) expected.push(await pooled.get(path));
    // Every path three times at once: many reads in flight on the one connection.
    const answers = await Promise.all([...paths, ...paths, ...paths].map((path) => piped.get(path)));
    answers.forEach((answer, n) => {
      const want = expected[n % paths.length]!;
      expect(answer.status, paths[n % paths.length]).toBe(200);
      expect(answer.body, paths[n % paths.length]).toEqual(want.body);
      expect(answer.headers.get('x-total-count'), paths[n % paths.length]).toBe(want.headers.get('x-total-count'));
    });
    expect(expected.every((answer) => Array.isArray(answer.body) && answer.body.length > 0)).toBe(true);
    expect(await shortBackends(piped)).toBe(1);
    expect(await shortBackends(pooled)).toBe(0);
  });
});

describe.skipIf(!template)('a pipelined connection', () => {
  let database: Awaited<ReturnType<typeof postgresCopy>>;
  beforeAll(async () => {
    database = await postgresCopy(template!);
  });
  afterAll(() => database.drop());

  /** One pipelined connection holding at most `maxInFlight` reads, over a pool of 4. */
  async function withReads(maxInFlight: number, use: (reads: PipelinedReads) => Promise<void>) {
    const overflow = new pg.Pool({ connectionString: database.url, max: 4 });
    const reads = pipelinedReads({
      connection: { connectionString: database.url, application_name: PIPELINED },
      connections: 1,
      maxInFlight,
      overflow,
    });
    try {
      await use(reads);
    } finally {
      await reads.close();
      await overflow.end();
    }
  }
  const SLEEP_THEN_NAME = `select current_setting('application_name') as via, $1::int as n from pg_sleep($2::float)`;

  it('holds a bounded number of reads: past it on every connection, reads go to the pool', async () => {
    await withReads(1, async (reads) => {
      const started = Date.now();
      const rows = await Promise.all(
        [1, 2, 3, 4, 5].map((n) => reads.query<{ via: string; n: number }>('sleep_then_name', SLEEP_THEN_NAME, [n, 0.2])),
      );
      expect(rows.map(([row]) => row!.n)).toEqual([1, 2, 3, 4, 5]);
      expect(rows.filter(([row]) => row!.via === PIPELINED).length).toBe(1);
      // Side by side, not one after another behind the first.
      expect(Date.now() - started).toBeLessThan(900);
    });
  });

  it('sends the reads asked for in one turn of the event loop in one write', async () => {
    await withReads(16, async (reads) => {
      await reads.query('quick_read', 'select $1::int as n', [0]);
      const port = Number(new URL(database.url).port);
      const socket = net.Socket.prototype as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
      const writes = vi.fn();
      const spies = (['_write', '_writev'] as const).map((method) => {
        const original = socket[method];
        return vi.spyOn(socket, method).mockImplementation(function (this: net.Socket, ...args: unknown[]) {
          if (this.remotePort === port) writes();
          return original.apply(this, args);
        });
      });
      try {
        const rows = await Promise.all([1, 2, 3, 4, 5].map((n) => reads.query<{ n: number }>('quick_read', 'select $1::int as n', [n])));
        expect(rows.map(([row]) => row!.n)).toEqual([1, 2, 3, 4, 5]);
        expect(writes).toHaveBeenCalledTimes(1);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });
  });

  it('runs its reads again on the pool when the connection is lost under them', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await withReads(8, async (reads) => {
        // One read sleeping on the connection, three queued behind it, when its backend is terminated.
        const queued = [0.5, 0, 0, 0].map((seconds, n) =>
          reads.query<{ via: string; n: number }>('sleep_then_name', SLEEP_THEN_NAME, [n, seconds]),
        );
        await expect
          .poll(
            async () =>
              (await admin.query(`select 1 from pg_stat_activity where application_name = $1 and state = 'active'`, [PIPELINED])).rowCount,
          )
          .toBe(1);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [PIPELINED]);
        const rows = await Promise.all(queued);
        expect(rows.map(([row]) => row!.n)).toEqual([0, 1, 2, 3]);
        expect(rows.map(([row]) => row!.via)).toEqual(['', '', '', '']);
        // The next read opens a new connection.
        const [next] = await reads.query<{ via: string; n: number }>('sleep_then_name', SLEEP_THEN_NAME, [4, 0]);
        expect(next).toEqual({ via: PIPELINED, n: 4 });
      });
    } finally {
      await admin.end();
    }
  });

  it('cancels a read past the statement timeout (a 503) and goes on with those queued behind it', async () => {
    const handle = await openDatabase({
      databaseUrl: database.url,
      poolSize: 3,
      costlyPoolSize: 0,
      pipelinedConnections: 1,
      statementTimeoutMs: 200,
    });
    try {
      const slow = { name: 'slow_read', text: 'select pg_sleep($1::float) as slept' };
      const quick = { name: 'quick_read', text: 'select $1::int as n' };
      const [timedOut, ...after] = await Promise.allSettled([
        queryPrepared(handle.db, slow, [5]),
        ...[1, 2, 3].map((n) => queryPrepared<{ n: number }>(handle.db, quick, [n])),
      ]);
      expect(timedOut.status === 'rejected' && overloadFromDatabase(timedOut.reason)?.statusCode).toBe(503);
      expect(after.map((result) => (result.status === 'fulfilled' ? result.value[0]!.n : String(result.reason)))).toEqual([1, 2, 3]);
    } finally {
      await handle.close();
    }
  });
});
