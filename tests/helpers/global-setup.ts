import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/db/prepare';
import { TEST_NOW } from './test-clock';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database that each test file loads. */
    pgliteTemplate: string | null;
    /** PostgreSQL: the server and the template database each test file copies. */
    postgresTemplate: { url: string; database: string } | null;
  }
}

export const TEMPLATE_DATABASE = 'palmares_test_template';

/** Builds one migrated, seeded database; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${TEMPLATE_DATABASE}`;
    const handle = await openDatabase({ databaseUrl: url.toString() });
    await prepareDatabase(handle, { seed: true, now: TEST_NOW });
    await handle.close();
    project.provide('postgresTemplate', { url: serverUrl, database: TEMPLATE_DATABASE });
    project.provide('pgliteTemplate', null);
    return;
  }
  const handle = await openDatabase({});
  await prepareDatabase(handle, { seed: true, now: TEST_NOW });
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-test-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
