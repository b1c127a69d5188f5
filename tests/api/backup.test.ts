import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowCounts } from '../../scripts/lib/backup';
import { openPglite } from '../../src/server/db/client';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';

// `npm run db:backup` / `db:restore` on PGlite folders, run as an operator runs them.
const run = promisify(execFile);
// Made in beforeAll, so that the PostgreSQL pass, which skips every test in this file, leaves nothing behind.
let work: string, original: string, restored: string, backup: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-backup-'));
  original = path.join(work, 'original');
  restored = path.join(work, 'restored');
  backup = path.join(work, 'backup.tar.gz');
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function script(name: string, args: string[], env: Record<string, string>) {
  const childEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  return run(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, ...args], { env: childEnv });
}

async function countsIn(dataDir: string) {
  const { client, close } = await openPglite({ dataDir });
  try {
    return await rowCounts(client);
  } finally {
    await close();
  }
}

/** The error a script exited with: its code and what it wrote. */
async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const { code, stderr } = error as { code: number; stderr: string };
    return { code, stderr };
  }
  throw new Error('expected the script to fail');
}

describe.skipIf(Boolean(inject('postgresTemplate')))('PGlite backup and restore', { timeout: 180_000 }, () => {
  it('restores a backup into another folder with the same rows in every table', async () => {
    // The seeded test template, as a folder.
    const { close } = await openPglite({ dataDir: original, loadDataDir: new Blob([fs.readFileSync(inject('pgliteTemplate')!)]) });
    await close();
    const before = await countsIn(original);
    expect(before['public.creatives']).toBeGreaterThan(0);
    expect(before['public.awards']).toBeGreaterThan(0);

    await script('db-backup', [backup], { DATA_DIR: original });
    expect(fs.statSync(backup).size).toBeGreaterThan(0);
    const { stdout } = await script('db-restore', [backup], { DATA_DIR: restored });
    expect(stdout).toContain(`${before['public.creatives']} creatives`);
    // The backup carries the lock file of the process that made it; the restore leaves none.
    expect(fs.existsSync(path.join(restored, LOCK_FILE))).toBe(false);
    expect(await countsIn(restored)).toEqual(before);
  });

  it('refuses to restore over a database without --force, and replaces it with', async () => {
    const refused = await failure(script('db-restore', [backup], { DATA_DIR: original }));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    await script('db-restore', [backup, '--force'], { DATA_DIR: original });
    expect(await countsIn(original)).toEqual(await countsIn(restored));
  });

  it('refuses a folder another live process holds', async () => {
    const held = await openPglite({ dataDir: original });
    try {
      const refused = await failure(script('db-backup', [path.join(work, 'second.tar.gz')], { DATA_DIR: original }));
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
      expect(fs.existsSync(path.join(work, 'second.tar.gz'))).toBe(false);
    } finally {
      await held.close();
    }
  });

  it('names the pg_dump and pg_restore commands when DATABASE_URL is set', async () => {
    const refused = await failure(
      run(process.execPath, ['--import', 'tsx', 'scripts/db-backup.ts'], {
        env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
      }),
    );
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('pg_dump --format=custom');
    expect(refused.stderr).toContain('pg_restore --clean --if-exists');
  });
});
