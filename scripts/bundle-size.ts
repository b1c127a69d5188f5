// Gzipped size of every built chunk, and what each page loads before it is interactive: the
// HTML's script and the app it loads, the page's own chunk (preloaded before hydration), their static imports and the
// texts of their message catalogues in one language (the larger of the two: a visitor gets one).
// Budget (issue 11): at most 100 KB of gzipped JavaScript on the first load of any public page.
// Runs at the end of `vite build` (vite.config.ts) and on its own: `tsx scripts/bundle-size.ts`
// (exit code 1 when a public page is over).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { APP_MODULE } from '../src/shared/page-scripts';
import { PRIVATE_PAGES } from './lib/page-chunks';
import { keptAssets } from './lib/previous-assets';

export const PAGE_JS_BUDGET_BYTES = 100 * 1024;
const PAGES_DIR = 'src/client/pages/';
const LANGUAGES = ['en', 'es'];
/** The modules of a catalogue's texts in one language (src/client/i18n/messages/<language>/x.ts). */
const languageModule = (language: string) => new RegExp(`^src/client/i18n/messages/${language}/`);

interface ManifestChunk {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageLoad {
  page: string;
  public: boolean;
  files: string[];
  js: number;
  css: number;
}

export interface BundleReport {
  chunks: { file: string; bytes: number; gzip: number }[];
  pages: PageLoad[];
}

function gzipSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

/** Files a chunk pulls in up front: itself, its static imports (transitively). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The files of the language's text modules a chunk loads as it runs (its catalogues' top-level await). */
function languageFiles(manifest: Manifest, key: string, language: string): string[] {
  return (manifest[key]?.dynamicImports ?? [])
    .filter((imported) => languageModule(language).test(imported))
    .flatMap((imported) => [...staticClosure(manifest, imported)].map((textKey) => manifest[textKey]!.file));
}

export function bundleReport(distDir: string): BundleReport {
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const assetsDir = path.join(distDir, 'assets');
  // The build before's files kept beside this one's (previous-assets.ts) are not this build's.
  const kept = keptAssets(distDir);
  const chunks = fs
    .readdirSync(assetsDir)
    .filter((name) => /\.(js|css)$/.test(name) && !kept.has(name))
    .map((name) => {
      const file = path.join(assetsDir, name);
      return { file: `assets/${name}`, bytes: fs.statSync(file).size, gzip: gzipSize(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);
  const sizes = new Map(chunks.map((chunk) => [chunk.file, chunk.gzip]));

  if (!manifest['index.html'] || !manifest[APP_MODULE]) throw new Error(`No index.html or ${APP_MODULE} entry in the manifest`);
  // A page without a chunk of its own is in the app's chunks (the 404).
  const pageFiles = fs.readdirSync(path.resolve(import.meta.dirname, '..', PAGES_DIR)).filter((name) => name.endsWith('.tsx'));
  // The HTML's script (boot.ts) and the app it loads once the page is painted (main.tsx).
  const appKeys = () => staticClosure(manifest, APP_MODULE, staticClosure(manifest, 'index.html'));
  const pages = pageFiles
    .map((name) => {
      const key = PAGES_DIR + name;
      const keys = appKeys();
      return { page: path.basename(name, '.tsx'), keys: manifest[key]?.isDynamicEntry ? staticClosure(manifest, key, keys) : keys };
    })
    .map(({ page, keys }): PageLoad => {
      const files = new Set<string>();
      for (const key of keys) {
        const chunk = manifest[key];
        if (!chunk) continue;
        files.add(chunk.file);
        for (const css of chunk.css ?? []) files.add(css);
      }
      const bytes = (list: Iterable<string>) => [...list].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
      const texts = LANGUAGES.map((language) => [...keys].flatMap((key) => languageFiles(manifest, key, language)))
        .map((list) => ({ files: list, bytes: bytes(list) }))
        .reduce((largest, candidate) => (candidate.bytes > largest.bytes ? candidate : largest));
      for (const file of texts.files) files.add(file);
      const ofType = (ext: string) => [...files].filter((file) => file.endsWith(ext));
      return { page, public: !PRIVATE_PAGES.has(page), files: [...files], js: bytes(ofType('.js')), css: bytes(ofType('.css')) };
    });
  return { chunks, pages };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

/** The public pages over the JavaScript budget. */
export function overBudget(report: BundleReport): PageLoad[] {
  return report.pages.filter((page) => page.public && page.js > PAGE_JS_BUDGET_BYTES);
}

export function printBundleReport(distDir: string): BundleReport {
  const report = bundleReport(distDir);
  const entryFiles = new Set(
    report.pages.reduce<string[] | null>(
      (common, page) => (common ? common.filter((file) => page.files.includes(file)) : page.files),
      null,
    ),
  );
  const lines = ['', 'Bundle sizes (gzip; [entry] = on every first load)'];
  for (const chunk of report.chunks) {
    lines.push(`  ${kb(chunk.gzip)}  ${chunk.file}${entryFiles.has(chunk.file) ? ' [entry]' : ''}`);
  }
  lines.push('', `First load per page (gzip; JS budget ${PAGE_JS_BUDGET_BYTES / 1024} KB on public pages)`);
  for (const page of [...report.pages].sort((a, b) => b.js - a.js)) {
    const verdict = !page.public ? 'private' : page.js <= PAGE_JS_BUDGET_BYTES ? 'OK' : 'OVER';
    lines.push(`  ${page.page.padEnd(22)} ${kb(page.js)} JS + ${kb(page.css).trim()} CSS  ${verdict}`);
  }
  const over = overBudget(report);
  lines.push(
    over.length === 0 ? 'Every public page is within the JavaScript budget.' : `OVER BUDGET: ${over.map((page) => page.page).join(', ')}.`,
    '',
  );
  console.log(lines.join('\n'));
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist/client');
  process.exitCode = overBudget(printBundleReport(distDir)).length === 0 ? 0 : 1;
}
