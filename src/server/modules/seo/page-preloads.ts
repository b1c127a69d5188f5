import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SCRIPTS_ID } from '../../../shared/page-scripts';
import type { Lang } from './html';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * The `<link rel="modulepreload">` tags of everything a page runs before it is hydrated, from the
 * client build's manifest: the app the entry imports (main.tsx and its chunks), the page's chunk
 * and the chunks it imports, and the texts, in the page's language, of the catalogues those chunks
 * declare (a catalogue awaits its language's module before the chunk runs:
 * src/client/i18n/define-messages.ts). In an inert `<template>`: the entry (boot.ts) moves them
 * into the head once the page is painted, and the browser then fetches them all at once instead
 * of one import after another.
 */
export function pagePreloads(clientDir: string): (pageModule: string | null, language: Lang) => string {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  // The entry's own imports are in index.html already.
  const inHtml = entry ? closure(manifest, entry) : new Set<string>();
  const app = new Set<string>();
  for (const imported of (entry && manifest[entry]?.dynamicImports) ?? []) closure(manifest, imported, app);
  const tags = new Map<string, string>();
  const link = (key: string) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`;
  return (pageModule, language) => {
    const cacheKey = `${pageModule}:${language}`;
    let html = tags.get(cacheKey);
    if (html === undefined) {
      const code = new Set(app);
      if (pageModule && manifest[pageModule]) closure(manifest, pageModule, code);
      const texts = [...inHtml, ...code]
        .flatMap((key) => manifest[key]!.dynamicImports ?? [])
        .filter((imported) => imported.startsWith(`src/client/i18n/messages/${language}/`))
        .flatMap((imported) => [...closure(manifest, imported)]);
      const links = [...new Set([...code, ...texts])].filter((key) => !inHtml.has(key)).map(link);
      html = `<template id="${PAGE_SCRIPTS_ID}">${links.join('')}</template>`;
      tags.set(cacheKey, html);
    }
    return html;
  };
}
