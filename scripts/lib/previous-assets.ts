// A tab opened before a deploy still runs the build it was served: the next page it opens, a
// dialog, a section scrolled to, all ask for that build's chunks. A client build in place keeps
// the files of the build before it beside its own (one build back: files kept from an earlier one
// go), so those requests are still answered. Hashed names never collide between builds.
import fs from 'node:fs';
import path from 'node:path';

/** What the last build kept of the one before it, relative to `assets/` (the rest are its own). */
const KEPT_LIST = path.join('.vite', 'kept-assets.json');

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** The files a build kept of the one before it (not its own), relative to `assets/`. */
export function keptAssets(clientDir: string): Set<string> {
  const list = path.join(clientDir, KEPT_LIST);
  return new Set(fs.existsSync(list) ? (JSON.parse(fs.readFileSync(list, 'utf8')) as string[]) : []);
}

/** Moves the built client's `assets/` to `asideDir` before a build empties its folder; returns that build's own files. */
export function setAsideAssets(clientDir: string, asideDir: string): string[] {
  const assets = path.join(clientDir, 'assets');
  if (!fs.existsSync(assets)) return [];
  const earlier = keptAssets(clientDir);
  fs.rmSync(asideDir, { recursive: true, force: true });
  fs.renameSync(assets, asideDir);
  return filesUnder(asideDir).filter((file) => !earlier.has(file));
}

/** Puts back the files `setAsideAssets` returned that the new build does not have, and lists them as kept. */
export function restoreAssets(clientDir: string, asideDir: string, files: readonly string[]): string[] {
  const assets = path.join(clientDir, 'assets');
  const kept: string[] = [];
  for (const file of files) {
    const target = path.join(assets, file);
    if (fs.existsSync(target)) continue;
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(asideDir, file), target);
    kept.push(file);
  }
  fs.rmSync(asideDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(clientDir, '.vite'), { recursive: true });
  fs.writeFileSync(path.join(clientDir, KEPT_LIST), JSON.stringify(kept.sort()));
  return kept;
}
