// What `npm run build` makes, from which sources, and whether a build is older than its sources:
// `npm start` rebuilds what is stale, the bench runs the built server only when it is fresh.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreAssets, setAsideAssets } from './previous-assets';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The production entry: `node --max-semi-space-size=64 --no-allocation-site-pretenuring dist/server/main.js`. */
export const SERVER_ENTRY = 'dist/server/main.js';

/**
 * Node's options for the server (npm start, the bench, the end-to-end tests; the README's
 * production command). A rendered page allocates about 1 MB that dies with the request; with
 * V8's default 16 MB young generation, pages at 1M creatives spent 9.8% of the server's time
 * collecting, 5.6% with 64 MB (28 November), for 96 MB more memory.
 * Without pretenuring: a render's objects live for its whole render, so V8 learns to allocate
 * what the same code makes for API requests straight in the old generation, where it holds each
 * response's body alive until a full collection. After the pages had rendered, a window's deep
 * ranking pages promoted 13 MB per scavenge (33 KB a request), scavenges took 11 ms against 3,
 * and their p99 was 65-66 ms against 48-54 (29 November).
 */
export const SERVER_NODE_OPTIONS = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];

export interface Build {
  name: 'client' | 'server renderer' | 'server';
  /** The file whose modification time dates the build. */
  output: string;
  /** Files and folders whose changes the build depends on (missing ones are skipped). */
  sources: string[];
  build(root: string): Promise<void>;
}

/** The Vite plugins of this project (the icon sprite, the flag images, the page chunks) shape both client builds. */
const VITE_PLUGINS = ['scripts/lib/icon-sprite.ts', 'scripts/lib/flag-images.ts', 'scripts/lib/page-chunks.ts'];

export const clientBuild: Build = {
  name: 'client',
  output: 'dist/client/index.html',
  // Dependencies are bundled into the client, so the lockfile is a source too.
  sources: ['src/client', 'src/shared', 'index.html', 'public', 'vite.config.ts', ...VITE_PLUGINS, 'tsconfig.json', 'package-lock.json'],
  build(root) {
    const client = path.join(root, 'dist/client');
    const aside = path.join(root, 'dist/.previous-assets');
    const previous = setAsideAssets(client, aside);
    try {
      execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
    } finally {
      restoreAssets(client, aside, previous);
    }
    return Promise.resolve();
  },
};

/** The server renderer of the client's pages, imported by the page routes at start. */
export const SSR_ENTRY = 'dist/ssr/entry-server.js';

export const ssrBuild: Build = {
  name: 'server renderer',
  output: SSR_ENTRY,
  sources: ['src/client', 'src/shared', 'vite.config.ts', ...VITE_PLUGINS, 'tsconfig.json', 'package-lock.json'],
  build(root) {
    const vite = path.join(root, 'node_modules/vite/bin/vite.js');
    execFileSync(process.execPath, [vite, 'build', '--ssr', 'src/client/entry-server.tsx', '--outDir', path.dirname(SSR_ENTRY)], {
      cwd: root,
      stdio: 'inherit',
    });
    return Promise.resolve();
  },
};

export const serverBuild: Build = {
  name: 'server',
  output: SERVER_ENTRY,
  // Dependencies stay in node_modules and the migrations are read at start: neither is bundled.
  sources: ['src/server', 'src/shared', 'tsconfig.json', 'scripts/lib/builds.ts'],
  async build(root) {
    // Imported here so that a production install without devDependencies can start a fresh build.
    const esbuild = await import('esbuild');
    await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/server/main.ts'],
      outfile: SERVER_ENTRY,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      packages: 'external',
      logLevel: 'warning',
    });
  },
};

/** The newest file under `target` and its modification time. */
function newestFile(target: string): { file: string; mtimeMs: number } | null {
  if (!fs.existsSync(target)) return null;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return { file: target, mtimeMs: stat.mtimeMs };
  let newest: { file: string; mtimeMs: number } | null = null;
  for (const entry of fs.readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { mtimeMs } = fs.statSync(file);
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  }
  return newest;
}

/** Why `build` must be rebuilt in `root` (missing, or which source is newer), or null when fresh. */
export function staleness(build: Build, root = projectRoot): string | null {
  const output = path.join(root, build.output);
  if (!fs.existsSync(output)) return `no ${build.output}`;
  const builtAt = fs.statSync(output).mtimeMs;
  for (const source of build.sources) {
    const newest = newestFile(path.join(root, source));
    if (newest && newest.mtimeMs > builtAt) return `${path.relative(root, newest.file)} is newer than ${build.output}`;
  }
  return null;
}
