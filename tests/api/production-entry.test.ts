import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { projectRoot, SERVER_ENTRY, serverBuild, SSR_ENTRY, staleness } from '../../scripts/lib/builds';
import { childPids, commandLine } from '../../scripts/lib/processes';
import { openPglite } from '../../src/server/db/client';
import { LOCK_FILE } from '../../src/server/db/data-dir-lock';
import { builtServerEntry, failedStart, killServerProcesses, portIsFree, startServerProcess } from '../helpers/server-process';

// Production runs the bundle `npm run build` makes with plain node, and `npm start` hands the
// signal straight to it. PGlite pass only: the process handling is the same on both databases.

let dataDir: string;
const production = () => ({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'production-entry-test-secret-0123456789',
  SHUTDOWN_GRACE_MS: '3000',
  PUBLIC_URL: 'https://palmares.example',
});

beforeAll(async () => {
  // Made here, so that the PostgreSQL pass, which skips every test in this file, leaves nothing behind.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-production-'));
  // The seeded test database as the folder (faster than migrating a new one); the server still
  // reads the migrations folder at start, so a path wrong from dist/server fails the test.
  const template = inject('pgliteTemplate');
  if (!template) return;
  const { close } = await openPglite({ dataDir, loadDataDir: new Blob([fs.readFileSync(template)]) });
  await close();
});
afterEach(killServerProcesses);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const CLIENT_STAND_IN = '<!-- the client of a project copy -->';

/**
 * This project as `npm start` sees it, in a folder of its own: the sources linked, a built client
 * written now (fresh, so the real dist/client is never rebuilt under the other test files'
 * servers) and no server build. The scripts are copied: node runs a linked script from its real
 * folder, which would make this checkout the project.
 */
function projectCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-project-'));
  for (const name of ['src', 'drizzle', 'node_modules', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']) {
    fs.symlinkSync(path.join(projectRoot, name), path.join(root, name));
  }
  fs.cpSync(path.join(projectRoot, 'scripts'), path.join(root, 'scripts'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, 'package.json'), path.join(root, 'package.json'));
  fs.mkdirSync(path.join(root, 'dist/client'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'dist/client/index.html'),
    `<!doctype html><html><head></head><body>${CLIENT_STAND_IN}<div id="root"></div></body></html>`,
  );
  return root;
}

/**
 * This project as a host deploys it: the built server and server renderer in a folder of its own,
 * a stand-in client, the migrations and dependencies linked.
 */
async function deployedCopy(): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-deployed-'));
  for (const name of ['drizzle', 'node_modules']) fs.symlinkSync(path.join(projectRoot, name), path.join(root, name));
  await builtServerEntry();
  fs.mkdirSync(path.join(root, 'dist/server'), { recursive: true });
  fs.copyFileSync(path.join(projectRoot, SERVER_ENTRY), path.join(root, SERVER_ENTRY));
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--ssr',
      'src/client/entry-server.tsx',
      '--outDir',
      path.join(root, path.dirname(SSR_ENTRY)),
      '--logLevel',
      'error',
    ],
    // The tests' NODE_ENV would make it a development build.
    { cwd: projectRoot, env: { ...process.env, NODE_ENV: 'production' }, stdio: 'pipe' },
  );
  fs.mkdirSync(path.join(root, 'dist/client'));
  fs.writeFileSync(
    path.join(root, 'dist/client/index.html'),
    `<!doctype html><html><head></head><body><div id="root"></div></body></html>`,
  );
  return root;
}

describe.skipIf(Boolean(inject('postgresTemplate')))('the production entry', { timeout: 120_000 }, () => {
  it('serves from dist/server/main.js on plain node, one process on PGlite, and exits with 0 on SIGTERM', async () => {
    const server = await startServerProcess({
      command: await builtServerEntry(),
      env: { ...production(), WEB_CONCURRENCY: '2' },
    });
    // One process on PGlite whatever WEB_CONCURRENCY says, and the log says why.
    expect(server.output()).toContain("WEB_CONCURRENCY=2 ignored: PGlite's folder belongs to one process");
    expect(childPids(server.child.pid!)).toEqual([]);
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${server.port}/readyz`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${server.port}/api/festivals?limit=1`)).status).toBe(200);
    expect(server.output()).toContain('Palmarés: open https://palmares.example');

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    // Nothing in flight: well within the grace (3 s), closing the database included.
    expect(at - signalled).toBeLessThan(3000);
    expect(await portIsFree(server.port)).toBe(true);
  });

  it('npm start builds what is missing, runs the server as its own child, and a SIGTERM to npm stops it', async () => {
    const root = projectCopy();
    try {
      const npm = await startServerProcess({
        command: ['npm', 'start', '--silent'],
        cwd: root,
        env: production(),
      });
      expect(npm.output()).toContain('Building the server (no dist/server/main.js)');
      expect(npm.output()).not.toContain('Building the client');
      expect(staleness(serverBuild, root)).toBeNull();
      // No shell and no tsx between npm and the server: the production command, options included.
      const [serverPid, ...others] = childPids(npm.child.pid!);
      expect(others).toEqual([]);
      expect(commandLine(serverPid!)).toMatch(/node --max-semi-space-size=64 --no-allocation-site-pretenuring dist\/server\/main\.js$/);
      // The copy's client, found from its dist/server.
      const page = await fetch(`http://127.0.0.1:${npm.port}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(CLIENT_STAND_IN);

      // A second start on the same PGlite folder refuses before touching it.
      const second = await failedStart(await builtServerEntry(), { ...process.env, ...production(), PORT: '0' });
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(`${dataDir} is in use by process ${serverPid}`);

      npm.child.kill('SIGTERM');
      expect((await npm.exited).code).toBe(0);
      expect(commandLine(serverPid!)).toBeNull();
      expect(await portIsFree(npm.port)).toBe(true);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("renders every page after a build in place took the server renderer's chunks from under it", async () => {
    const root = await deployedCopy();
    try {
      const server = await startServerProcess({ command: [process.execPath, SERVER_ENTRY], cwd: root, env: production() });
      const base = `http://127.0.0.1:${server.port}`;
      const first = async (list: string) => ((await (await fetch(`${base}/api/${list}?limit=1`)).json()) as Record<string, string>[])[0]!;
      const [creative, festival, agency] = await Promise.all([first('creatives'), first('festivals'), first('agencies')]);
      expect((await fetch(`${base}/`)).status).toBe(200);
      // What `vite build` does to the folder first: the old build's chunks are gone.
      fs.rmSync(path.join(root, 'dist/ssr/assets'), { recursive: true });
      // As React writes text.
      const asHtml = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
      const pages = {
        [`/creative/${creative.username}`]: asHtml(creative.name!),
        [`/festival/${festival.slug}`]: asHtml(festival.name!),
        [`/agency/${agency.slug}`]: asHtml(agency.name!),
        '/people': 'people-grid',
        '/festivals': 'festivals-grid',
        '/rankings/countries': 'country-ranking',
        '/scoring': '<h1',
        '/no-such-page': '<h1',
      };
      for (const [url, shows] of Object.entries(pages)) {
        const page = await fetch(`${base}${url}`);
        expect(page.status, url).toBe(url === '/no-such-page' ? 404 : 200);
        expect(await page.text(), url).toContain(shows);
      }
      expect(server.output()).not.toContain('rendering the page failed');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
