import fs from 'node:fs';
import path from 'node:path';
import { APP_MODULE, PAGE_SCRIPTS_ID } from '../../../shared/page-scripts';
import type { Lang } from './html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The app's `<script>` and the `<link rel="modulepreload">` tags of everything else a page runs
 * before it is hydrated, from the client build's manifest: the chunks the app imports, the page's
 * chunk and its imports, and the texts, in the page's language, of the catalogues those chunks
 * declare (a catalogue awaits its language's module before the chunk runs:
 * src/client/i18n/define-messages.ts). In an inert `<template>`: the HTML's script (boot.ts) adds
 * them to the head once the page is painted, and the browser fetches them all at once instead of
 * one import after another. A page the server could not render gets them too (the app renders it).
 * The whole stylesheet comes first: the page's HTML carries only the rules it uses (page-styles.ts),
 * and the app draws more (menus, dialogs, the next page).
 */
export function pagePreloads(clientDir: string): (pageModule: string | null, language: Lang) => string {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const app = manifest[APP_MODULE];
  if (!app) return () => '';
  // What index.html loads itself (boot.ts).
  const inHtml = closure(manifest, 'index.html');
  const tags = new Map<string, string>();
  const link = (key: string) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`;
  const stylesheets = (manifest['index.html']?.css ?? []).map((file) => `<link rel="stylesheet" href="/${file}">`).join('');
  return (pageModule, language) => {
    const cacheKey = `${pageModule}:${language}`;
    let html = tags.get(cacheKey);
    if (html === undefined) {
      const code = closure(manifest, APP_MODULE);
      if (pageModule) closure(manifest, pageModule, code);
      const texts = [...code]
        .flatMap((key) => manifest[key]!.dynamicImports ?? [])
        .filter((imported) => imported.startsWith(`src/client/i18n/messages/${language}/`))
        .flatMap((imported) => [...closure(manifest, imported)]);
      const links = [...new Set([...code, ...texts])].filter((key) => key !== APP_MODULE && !inHtml.has(key)).map(link);
      const script = `<script type="module" crossorigin src="/${app.file}"></script>`;
      // The script last: its imports are requested by then.
      html = `<template id="${PAGE_SCRIPTS_ID}">${stylesheets}${links.join('')}${script}</template>`;
      tags.set(cacheKey, html);
    }
    return html;
  };
}
