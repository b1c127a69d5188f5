// Gzipped size of every built chunk and the total the home page loads (budget: 150 KB).
// Runs at the end of `vite build` (vite.config.ts) and on its own: `tsx scripts/bundle-size.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

export const HOME_BUDGET_BYTES = 150 * 1024;
// The home page's module; when it is a lazy chunk of its own, its files count too.
const HOME_PAGE_MODULE = 'src/client/pages/rankings-page.tsx';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  chunks: { file: string; bytes: number; gzip: number }[];
  homeFiles: string[];
  homeGzip: number;
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Files a chunk pulls in up front: itself, its static imports (transitively) and their CSS. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

export function bundleReport(distDir: string): BundleReport {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const assetsDir = path.join(distDir, 'assets');
  const chunks = fs
    .readdirSync(assetsDir)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const file = path.join(assetsDir, name);
      return { file: `assets/${name}`, bytes: fs.statSync(file).size, gzip: gzipSize(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');
  const keys = staticClosure(manifest, entryKey);
  if (manifest[HOME_PAGE_MODULE]) staticClosure(manifest, HOME_PAGE_MODULE, keys);
  const homeFiles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    homeFiles.add(chunk.file);
    for (const css of chunk.css ?? []) homeFiles.add(css);
  }
  const sizes = new Map(chunks.map((chunk) => [chunk.file, chunk.gzip]));
  const homeGzip = [...homeFiles].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  return { chunks, homeFiles: [...homeFiles], homeGzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

export function printBundleReport(distDir: string): BundleReport {
  const report = bundleReport(distDir);
  const lines = ['', 'Bundle sizes (gzip)'];
  for (const chunk of report.chunks) {
    const home = report.homeFiles.includes(chunk.file) ? ' [home]' : '';
    lines.push(`  ${kb(chunk.gzip)}  ${chunk.file}${home}`);
  }
  const js = report.homeFiles.filter((file) => file.endsWith('.js'));
  const sizes = new Map(report.chunks.map((chunk) => [chunk.file, chunk.gzip]));
  const homeJs = js.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  lines.push(
    `Home page: ${kb(homeJs).trim()} JS + CSS = ${kb(report.homeGzip).trim()} gzipped ` +
      `(JS budget ${HOME_BUDGET_BYTES / 1024} KB: ${homeJs <= HOME_BUDGET_BYTES ? 'OK' : 'OVER'})`,
    '',
  );
  console.log(lines.join('\n'));
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist/client');
  const report = printBundleReport(distDir);
  const sizes = new Map(report.chunks.map((chunk) => [chunk.file, chunk.gzip]));
  const homeJs = report.homeFiles.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
  process.exitCode = homeJs <= HOME_BUDGET_BYTES ? 0 : 1;
}
