import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import type { Clock } from '../../src/server/lib/clock';
import type { AppInstance } from '../../src/server/lib/types';
import { TEST_NOW } from './test-clock';

/** Signs up as a moderator: the test app's ADMIN_EMAILS. */
export const TEST_MODERATOR_EMAIL = 'moderator@palmares.test';

export interface TestApp {
  app: AppInstance;
  db: Database;
  handle: DatabaseHandle;
  baseUrl: string;
  /** fetch against the listening app: tests go over real HTTP. */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** GET and parse JSON, returning the status and headers too. */
  get<T = unknown>(path: string): Promise<{ status: number; body: T; headers: Headers }>;
  /** Waits until the app's stores have heard of every write committed so far (one straight into `db` too, as another process's). */
  heard(): Promise<void>;
  close(): Promise<void>;
}

/** Pool settings of the PostgreSQL test database (PGlite has one connection). */
export interface TestDatabaseOptions {
  costlyPoolSize?: number;
  sortingPoolSize?: number;
  connectTimeoutMs?: number;
  pipelinedConnections?: number;
  costlyPipelinedConnections?: number;
  /** The address the app connects to, given the test database's (a proxy's, tcp-proxy.ts). */
  connectVia?: (url: string) => string;
}

/** A new database on the PostgreSQL test server, copied from the seeded template. */
export async function postgresCopy(template: { url: string; database: string }) {
  const name = `palmares_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template.database}`);
  await admin.end();
  const url = new URL(template.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: template.url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function freshDatabase({ connectVia, ...options }: TestDatabaseOptions = {}) {
  const pgTemplate = inject('postgresTemplate');
  if (pgTemplate) {
    const { url, drop } = await postgresCopy(pgTemplate);
    return {
      handle: await openDatabase({
        databaseUrl: connectVia ? connectVia(url) : url,
        poolSize: 7,
        costlyPoolSize: 2,
        sortingPoolSize: 1,
        pipelinedConnections: 1,
        costlyPipelinedConnections: 1,
        ...options,
      }),
      drop,
    };
  }
  const file = inject('pgliteTemplate');
  if (!file) throw new Error('No test database template: is tests/helpers/global-setup.ts configured?');
  const handle = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(file)]) });
  return { handle, drop: async () => {} };
}

/** The test app's sign-in settings: no providers, better-auth's rate limits off. */
export const TEST_AUTH: AppConfig['auth'] = {
  secret: 'palmares-test-secret-0123456789abcdef',
  rateLimit: false,
  passwordWork: { running: 2, waiting: 32 },
  adminEmails: [TEST_MODERATOR_EMAIL],
  google: null,
  twitter: null,
  linkedin: null,
  microsoft: null,
  oidc: null,
};

/** The same with better-auth's sign-in and sign-up limits on, and no moderators. */
export const RATE_LIMITED_AUTH: AppConfig['auth'] = { ...TEST_AUTH, rateLimit: true, adminEmails: [] };

/** A built client's folder holding `files` (path → content), for the routes that serve pages. */
function clientDirWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-client-'));
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/**
 * A listening app on its own copy of the seeded database, with a fixed clock; with `clientFiles`,
 * a client folder of its own holding them, removed on close.
 */
export async function createTestApp(
  options: { clock?: Clock; config?: Partial<AppConfig>; database?: TestDatabaseOptions; clientFiles?: Record<string, string> } = {},
): Promise<TestApp> {
  const { handle, drop } = await freshDatabase(options.database);
  const clientDir = options.clientFiles ? clientDirWith(options.clientFiles) : null;
  const config: AppConfig = {
    env: 'test',
    publicUrl: 'http://localhost:3000',
    logLevel: 'silent',
    responseCacheTtlMs: 0,
    cardStoreBytes: 64 * 1024 * 1024,
    trustProxy: false,
    clientDir: null,
    // Pages render with the client's sources (the tests do not depend on a build).
    ssrEntry: path.resolve(import.meta.dirname, '../../src/client/entry-server.tsx'),
    auth: TEST_AUTH,
    mail: { smtpUrl: null, from: 'Palmarés <no-reply@palmares.test>' },
    http: { requestTimeoutMs: 30_000, connectionTimeoutMs: 10_000 },
    pageRendersMax: 100,
    exports: { slots: 4, bytesPerSecond: 100_000_000 },
    apiDocs: true,
    trustedOrigins: [],
    ...options.config,
    ...(clientDir ? { clientDir } : {}),
  };
  if (!options.config?.trustedOrigins) config.trustedOrigins = [new URL(config.publicUrl).origin];
  const app = await buildApp({
    config,
    db: handle.db,
    costlyDb: handle.costlyDb,
    sortingDb: handle.sortingDb,
    clock: options.clock ?? (() => TEST_NOW),
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const request = (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init);
  return {
    app,
    db: handle.db,
    handle,
    baseUrl,
    request,
    async get<T>(path: string) {
      const response = await request(path);
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: (text ? JSON.parse(text) : undefined) as T };
    },
    async heard() {
      const stores = [app.cardStore, app.agencyStore, app.rankingListStore, app.winnerRunsStore].filter((store) => store !== null);
      await Promise.all(stores.map((store) => store.settle()));
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
      if (clientDir) fs.rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
