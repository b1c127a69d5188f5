import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { createHash } from 'node:crypto';
import { fillPlaceholders, type ExtractTablesWithRelations, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT, type PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { pipelinedReads, type PipelinedReads } from './pipelined-reads';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository function runs on: the database or an open transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /**
   * For work that can scan (lists with filters and deep pages, search, sitemaps): on the
   * PostgreSQL server a pool of its own, a bounded share of the connections, so that however
   * much of it arrives, the rest of the site keeps the other connections (DESIGN.md section 10).
   * On PGlite, the same database.
   */
  costlyDb: Database;
  /**
   * For lists that no index keeps in their order or filter, so that each page sorts or filters a
   * whole ranking window (a window by name, by newest, by a text): on the PostgreSQL server a
   * smaller pool of its own, so that however many arrive they hold neither the costly share nor
   * the rest. On PGlite, the same database.
   */
  sortingDb: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const pgliteExtensions = { btree_gin, pg_trgm, unaccent };

export type DatabaseOptions =
  | {
      databaseUrl: string;
      /** Connections in all, the costly and sorting shares included. */
      poolSize?: number;
      /** How many of them only costly work uses (0: none set apart, one pool for all). */
      costlyPoolSize?: number;
      /** How many of them only whole-window sorts use (0: none set apart, they run in the costly share). */
      sortingPoolSize?: number;
      /** Every statement is cancelled after this (PostgreSQL's statement_timeout). */
      statementTimeoutMs?: number;
      /** Waiting for a free pooled connection fails after this, instead of queueing without end. */
      connectTimeoutMs?: number;
      /** How many of the main share's connections carry hot single-row reads pipelined (0: none). */
      pipelinedConnections?: number;
      /** How many of the costly share's connections carry its short reads pipelined (0: none; ReadOptions.short). */
      costlyPipelinedConnections?: number;
    }
  | { dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const size = options.poolSize ?? 10;
    const costlySize = Math.min(options.costlyPoolSize ?? 0, size - 1);
    const sortingSize = costlySize > 0 ? Math.min(options.sortingPoolSize ?? 0, size - costlySize - 1) : 0;
    const pipelinedSize = Math.min(options.pipelinedConnections ?? 0, size - costlySize - sortingSize - 1);
    const costlyPipelinedSize = Math.min(options.costlyPipelinedConnections ?? 0, costlySize - 1);
    const connection = (given: readonly string[]): pg.ClientConfig => {
      const settings = [...given];
      // No JIT: PostgreSQL compiles a statement's expressions on every execution whose estimated
      // cost passes jit_above_cost, and the estimate counts branches that never run. An agency's
      // page (1.5 ms of work) spent 25-30 ms compiling at 1M creatives; no statement here runs
      // long enough to repay it.
      settings.push('jit=off');
      // No memoized lookups: the planner puts a cache in front of a page's rows' creatives,
      // looked up by id, and every id of a page is distinct, so it only misses. Without it a
      // window's page and a filtered people page took 5-6% less PostgreSQL time at 1M creatives
      // (pgbench, alternated); no other statement of the bench's classes planned one.
      settings.push('enable_memoize=off');
      if (options.statementTimeoutMs) settings.push(`statement_timeout=${options.statementTimeoutMs}`);
      return {
        connectionString: options.databaseUrl,
        connectionTimeoutMillis: options.connectTimeoutMs ?? 0,
        options: settings.map((setting) => `-c ${setting}`).join(' '),
      };
    };
    const pool = (max: number, settings: string[]) => {
      const created = new pg.Pool({
        ...connection(settings),
        max,
        // Connections are kept: each holds its prepared statements and search_all's plans (a new
        // connection's first searches spend 25-50 ms planning them).
        idleTimeoutMillis: 0,
      });
      // An idle client's error (server restart) must not crash the process; the pool replaces it.
      created.on('error', () => {});
      // Nor a checked-out one's, between its queries (a transaction's, a cursor's): the pool listens
      // to idle clients only. The client's next query fails, and the pool drops it when released.
      created.on('connect', (client) => client.on('error', () => {}));
      return created;
    };
    const drizzleOn = (client: pg.Pool) => drizzleNodePg({ client, schema, casing: 'snake_case' }) as unknown as Database;
    const main = pool(size - costlySize - sortingSize - pipelinedSize, []);
    const reads =
      pipelinedSize > 0
        ? pipelinedReads({
            connection: { ...connection([]), application_name: 'palmares pipelined reads' },
            connections: pipelinedSize,
            maxInFlight: PIPELINED_PER_CONNECTION,
            overflow: main,
          })
        : undefined;
    if (reads) pipelinedOf.set(main, { reads, every: true });
    // The costly share only reads, through prepared statements whose shapes are built for one
    // plan (executeShape): left to choose, PostgreSQL re-plans a deep ranking page on every
    // execution (planning 3-4 ms, running 1.4 ms at 1M creatives).
    const generic = ['plan_cache_mode=force_generic_plan'];
    const costly = costlySize > 0 ? pool(costlySize - costlyPipelinedSize, generic) : main;
    const costlyReads =
      costly !== main && costlyPipelinedSize > 0
        ? pipelinedReads({
            connection: { ...connection(generic), application_name: 'palmares short reads' },
            connections: costlyPipelinedSize,
            maxInFlight: PIPELINED_PER_CONNECTION,
            overflow: costly,
          })
        : undefined;
    if (costlyReads) pipelinedOf.set(costly, { reads: costlyReads, every: false });
    const sorting = sortingSize > 0 ? pool(sortingSize, generic) : costly;
    const db = drizzleOn(main);
    const costlyDb = costly === main ? db : drizzleOn(costly);
    return {
      db,
      costlyDb,
      sortingDb: sorting === costly ? costlyDb : drizzleOn(sorting),
      kind: 'postgres',
      close: async () => {
        await reads?.close();
        await costlyReads?.close();
        await main.end();
        if (costly !== main) await costly.end();
        if (sorting !== costly) await sorting.end();
      },
    };
  }
  const { client, close } = await openPglite(options);
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Database;
  return { db, costlyDb: db, sortingDb: db, kind: 'pglite', close };
}

// Enough to fill a connection's round trip under load; past it on every connection, the pool's
// bounded wait. 16 sent a third of the bench's 50 profile requests to the pool: with 32, 5-10%
// more profiles a second for a tenth less of PostgreSQL's CPU each (A/B at 1M, 1 December).
const PIPELINED_PER_CONNECTION = 32;
/** A pool's pipelined connections, and whether every prepared read takes them or only short ones. */
const pipelinedOf = new WeakMap<pg.Pool, { reads: PipelinedReads; every: boolean }>();

export interface ReadOptions {
  /**
   * The statement is short whatever the data's size, its work bounded by its page (one index range
   * of a few hundred entries: a held list's page, a kept standings page, a winners page of the
   * kept runs), so it may wait behind others like it on a pipelined connection of the costly
   * share. A statement that can scan must not: every read queued behind it would wait for it.
   */
  short?: boolean;
}

/** A fixed SQL text with `$n` parameters, named for the PostgreSQL server's prepared statements. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/**
 * Runs a fixed statement on the database itself (not a transaction): on the PostgreSQL server
 * as a named prepared statement, parsed and planned once per connection, where a hot read
 * would otherwise spend longer planning than running; on PGlite as plain parameterised SQL.
 */
export async function queryPrepared<T>(
  db: Database,
  statement: PreparedStatement,
  values: unknown[],
  options: ReadOptions = {},
): Promise<T[]> {
  // A transaction is typed as a database but has no client of its own.
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('queryPrepared runs on the database, not inside a transaction');
  if (client instanceof PGlite) return (await client.query<T>(statement.text, values)).rows;
  const pipelined = pipelinedOf.get(client);
  if (pipelined && (pipelined.every || options.short)) {
    return pipelined.reads.query<T & pg.QueryResultRow>(statement.name, statement.text, values);
  }
  return (await client.query<T & pg.QueryResultRow>({ name: statement.name, text: statement.text, values })).rows;
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    // Shapes are few (filters x sorts); the bound only guards against a shape made per request.
    if (statementNames.size < 1000) statementNames.set(text, name);
  }
  return name;
}

/**
 * Runs a query built with Drizzle's `sql` as a prepared statement named after its text (the
 * values are parameters, so one shape of query is one statement, planned once per connection);
 * `values` fill its `sql.placeholder`s.
 */
export async function executePrepared<T>(db: Database, query: SQL, values: Record<string, unknown> = {}): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return queryPrepared<T>(db, { name: statementName(text), text }, fillPlaceholders(params, values));
}

/**
 * Runs a query as PostgreSQL's unnamed statement, planned with its values on every call: for a
 * statement whose best plan depends on a value. A text filter's pattern is one: on the costly
 * share's generic plans (force_generic_plan) the planner could not tell `ma` (a third of a million
 * names) from `qxqx`, sorted every match of the trigram index, and `q=ma` took 1.2 s at 1M.
 */
export async function executePlannedWithValues<T>(db: Database, query: SQL, values: Record<string, unknown> = {}): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const client = (db as unknown as { $client?: pg.Pool | PGlite }).$client;
  if (!client) throw new Error('executePlannedWithValues runs on the database, not inside a transaction');
  const filled = fillPlaceholders(params, values);
  if (client instanceof PGlite) return (await client.query<T>(text, filled)).rows;
  return (await client.query<T & pg.QueryResultRow>({ text, values: filled })).rows;
}

/** Whether rows can be read through a cursor of their own (cursorBatches): the PostgreSQL server's pools. */
export function readsByCursor(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

/**
 * A query's rows a batch at a time, from one run of it: a cursor in a read-only transaction on a
 * connection of the pool, held until the last batch is read or the reader stops (a download whose
 * client left). `statementTimeoutMs` bounds each batch (the first runs the query's sort); an idle
 * transaction (a reader that stopped asking) is ended by PostgreSQL after `idleMs`. The PostgreSQL
 * server only (readsByCursor).
 */
export async function* cursorBatches<T>(
  db: Database,
  query: SQL,
  values: Record<string, unknown>,
  options: { batchSize: number; idleMs: number; statementTimeoutMs: number },
): AsyncGenerator<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  // PostgreSQL may end the session while the reader waits (idleMs): the next read fails (openDatabase
  // listens to every client's errors).
  const client = await pool.connect();
  let finished = false;
  try {
    await client.query('begin read only');
    await client.query(`set local idle_in_transaction_session_timeout = ${Math.trunc(options.idleMs)}`);
    await client.query(`set local statement_timeout = ${Math.trunc(options.statementTimeoutMs)}`);
    await client.query({ text: `declare rows_out no scroll cursor for ${text}`, values: fillPlaceholders(params, values) });
    for (;;) {
      const { rows } = await client.query<T & pg.QueryResultRow>(`fetch ${Math.trunc(options.batchSize)} from rows_out`);
      if (rows.length > 0) yield rows;
      if (rows.length < options.batchSize) break;
    }
    await client.query('commit');
    finished = true;
  } finally {
    // A reader that stopped midway leaves the transaction open: the connection is dropped rather
    // than handed back in it.
    client.release(!finished);
  }
}

const shapes = new Map<string, { statement: PreparedStatement; params: unknown[] }>();

/**
 * Like executePrepared, for a query whose shape `key` names: built (with `sql.placeholder`s) and
 * rendered once per process, then only its values are filled in. Building and rendering a large
 * query with Drizzle costs more server time than the database spends running it.
 */
export async function executeShape<T>(
  db: Database,
  key: string,
  build: () => SQL,
  values: Record<string, unknown>,
  options: ReadOptions = {},
): Promise<T[]> {
  let shape = shapes.get(key);
  if (shape === undefined) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    shape = { statement: { name: statementName(text), text }, params };
    shapes.set(key, shape);
  }
  return queryPrepared<T>(db, shape.statement, fillPlaceholders(shape.params, values), options);
}

/** PGlite in memory, or on a folder this process holds until `close` (data-dir-lock.ts). */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File }) {
  const release = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({ dataDir: options.dataDir, loadDataDir: options.loadDataDir, extensions: pgliteExtensions });
  } catch (error) {
    release();
    throw error;
  }
  return {
    client,
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
