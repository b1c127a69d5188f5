import http from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { childPids } from '../../scripts/lib/processes';
import { builtServerEntry, killServerProcesses, portIsFree, startServerProcess } from '../helpers/server-process';
import { postgresCopy } from '../helpers/test-app';

// WEB_CONCURRENCY=2 on the production entry: a cluster primary and two workers on one port,
// against a PostgreSQL server (PGlite runs one process).
const template = inject('postgresTemplate');

let database: Awaited<ReturnType<typeof postgresCopy>>;
beforeAll(async () => {
  if (template) database = await postgresCopy(template);
});
afterEach(killServerProcesses);
afterAll(async () => database?.drop());

async function startCluster() {
  return startServerProcess({
    command: await builtServerEntry(),
    env: {
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: '2',
      PUBLIC_URL: 'https://palmares.example',
      BETTER_AUTH_SECRET: 'web-concurrency-test-secret-0123456789',
      SHUTDOWN_GRACE_MS: '3000',
    },
  });
}

/** GET on a new connection each time, so the primary hands each one to a worker in turn. */
function getOnNewConnection(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function until<T>(probe: () => T | undefined, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The pids in the workers' request logs (pino writes each process's pid on every line). */
function answeringPids(output: string): Set<number> {
  const lines = output.split('\n').filter((line) => line.includes('"msg":"request completed"'));
  return new Set(lines.map((line) => (JSON.parse(line) as { pid: number }).pid));
}

describe.skipIf(!template)('WEB_CONCURRENCY on PostgreSQL', { timeout: 120_000 }, () => {
  it('serves from two worker processes on one port, and exits with 0 on SIGTERM once they have', async () => {
    const server = await startCluster();
    expect(server.output()).toContain('Palmarés: open https://palmares.example (2 processes listening on');
    const workers = childPids(server.child.pid!);
    expect(workers).toHaveLength(2);

    for (let i = 0; i < 10; i += 1) expect(await getOnNewConnection(server.port, '/readyz')).toBe(200);
    await until(() => (answeringPids(server.output()).size === 2 ? true : undefined), 'both workers to log a request');
    expect([...answeringPids(server.output())].sort()).toEqual([...workers].sort());

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    // Nothing in flight: well within the grace (3 s), closing the database included.
    expect(at - signalled).toBeLessThan(3000);
    expect(childPids(server.child.pid!)).toEqual([]);
    expect(await portIsFree(server.port)).toBe(true);
  });

  it('replaces a worker that dies, and stops when they keep dying', async () => {
    const server = await startCluster();
    const primary = server.child.pid!;
    const killed = new Set<number>();
    const killAWorker = async () => {
      const pid = await until(() => childPids(primary).find((child) => !killed.has(child)), 'a worker');
      killed.add(pid);
      process.kill(pid, 'SIGKILL');
    };

    await killAWorker();
    await server.untilLogged('exited unexpectedly (signal SIGKILL): starting another');
    await until(() => (childPids(primary).filter((child) => !killed.has(child)).length === 2 ? true : undefined), 'a new worker');
    expect(await getOnNewConnection(server.port, '/healthz')).toBe(200);

    // Five replacements within a minute are allowed; the sixth death stops the server.
    for (let i = 0; i < 5; i += 1) await killAWorker();
    await server.untilLogged('5 replaced within 60 s already: stopping');
    expect((await server.exited).code).toBe(1);
  });
});
