// How the client's modules are cut into files (rolldown's `codeSplitting.groups`), by the public
// pages that load a module before they are interactive: its static importers up to the pages' own
// modules (src/client/pages/x.tsx; the routes import those dynamically).
// - the shell: what the app's entry (main.tsx, not itself) and app.tsx import, and what
//   SHELL_SHARE or more public pages load first: every page loads it;
// - what fewer public pages load first: one file per set of such pages;
// - the rest (dialogs, parts loaded on demand, private pages, the texts): rolldown's own chunks.
// Left to rolldown, a file per set of importers of any kind (dialogs and private pages included)
// cut a detail page's first load into 35 files, each with its own import glue and gzip start.
import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;
type ChunkingContext = Rolldown.ChunkingContext;

/** Pages behind a sign-in: measured, not held to the budget (scripts/bundle-size.ts). */
export const PRIVATE_PAGES = new Set(['account-page', 'dashboard-page', 'moderation-page']);
const PAGE_MODULE = /[\\/]src[\\/]client[\\/]pages[\\/]([a-z-]+)\.tsx$/;
const APP_MODULE = /[\\/]src[\\/]client[\\/](app[\\/]app|main)\.tsx$/;
/** The app's entry stays a file of its own: its top-level await loads the page, whose chunk imports the shell. */
const MAIN_MODULE = /[\\/]src[\\/]client[\\/]main\.tsx$/;
/** Measured (first load of the largest page): 3 pages 106.9 KB, 5 pages 102.4, 7 pages 102.8. */
const SHELL_SHARE = 5;
const MAX_PAGES = 32;

interface Reach {
  app: boolean;
  pages: string[];
}

/** A package's index that only gathers its modules' exports (`import`/`export … from`, `export { … }`). */
const BARREL =
  /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/|import\s*\{[^}]*\}\s*from\s*"[^"]+";|export\s*(?:\*|\{[^}]*\})(?:\s*from\s*"[^"]+")?;)*(?:\/\/[^\n]*)?$/;

const isBarrel = (id: string, code: string | null) => code !== null && /[\\/]node_modules[\\/]/.test(id) && BARREL.test(code);

const namesAny = (code: string, names: Set<string>) => [...names].some((name) => new RegExp(`\\b${name}\\b`).test(code));

/** The names `names` take as `barrel` exports them again (`export { a as b }`). */
function renamedIn(barrel: string, names: Set<string>): Set<string> {
  const all = new Set(names);
  for (const [, from, to] of barrel.matchAll(/\b(\w+) as (\w+)\b/g)) if (names.has(from!)) all.add(to!);
  return all;
}

/**
 * `id` and every module that imports it, directly or through others (static imports only).
 * Through a package's barrel (`@tanstack/react-query`'s index names all of it) only the modules
 * that name one of the module's exports count: every page imports the barrel, but only the
 * dialogs and private pages use `useMutation`, so its code need not be in the shell.
 */
export function importersByName(id: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const seen = new Set<string>();
  // Each step: a module, and the names it is imported by when it is reached through a barrel.
  const stack: { id: string; names: Set<string> | null }[] = [{ id, names: null }];
  for (let step = stack.pop(); step !== undefined; step = stack.pop()) {
    const key = step.names ? `${step.id}\0${[...step.names].join(',')}` : step.id;
    if (seen.has(key)) continue;
    seen.add(key);
    reached.add(step.id);
    const info = ctx.getModuleInfo(step.id);
    if (!info) continue;
    // Reached through a barrel: passed on with the names (the barrel itself reaches all its importers).
    const through = step.names !== null && isBarrel(step.id, info.code) ? renamedIn(info.code!, step.names) : null;
    const names = through ?? new Set(info.exports);
    for (const importer of info.importers) {
      const code = ctx.getModuleInfo(importer)?.code ?? null;
      // A barrel's importer that names none of the module's exports does not use it.
      if (through && code !== null && !isBarrel(importer, code) && !namesAny(code, through)) continue;
      stack.push({ id: importer, names });
    }
  }
  return reached;
}

export function pageChunkGroups(): CodeSplittingGroup[] {
  const reaches = new Map<string, Reach>();
  const reach = (id: string, ctx: ChunkingContext): Reach => {
    const known = reaches.get(id);
    if (known) return known;
    const found = { app: false, pages: new Set<string>() };
    for (const current of importersByName(id, ctx)) {
      if (APP_MODULE.test(current)) found.app = true;
      const page = PAGE_MODULE.exec(current)?.[1];
      if (page && !PRIVATE_PAGES.has(page)) found.pages.add(page);
    }
    const result = { app: found.app, pages: [...found.pages].sort() };
    reaches.set(id, result);
    return result;
  };
  const inShell = ({ app, pages }: Reach) => app || pages.length >= SHELL_SHARE;
  // Wider sets first: a module's dependencies reach at least its pages, so they are claimed by
  // their own set's group before a narrower group would take them in with the module.
  const bySetSize = Array.from({ length: SHELL_SHARE - 1 }, (_, index) => SHELL_SHARE - 1 - index).map((size): CodeSplittingGroup => ({
    priority: size,
    name: (id, ctx) => {
      const found = reach(id, ctx);
      return !inShell(found) && found.pages.length === size ? found.pages.map((page) => page.replace(/-page$/, '')).join('+') : null;
    },
  }));
  return [{ name: (id, ctx) => (!MAIN_MODULE.test(id) && inShell(reach(id, ctx)) ? 'shell' : null), priority: MAX_PAGES }, ...bySetSize];
}
