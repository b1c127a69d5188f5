import fs from 'node:fs';
import path from 'node:path';
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
 * `<link rel="modulepreload">` tags for a page's chunk and the chunks it imports, from the client
 * build's manifest: the browser fetches them beside the entry chunk (whose own imports
 * index.html already preloads) instead of after it has run. And the texts, in the page's
 * language, of the catalogues those chunks declare: a catalogue awaits its language's module
 * before the chunk runs (src/client/i18n/define-messages.ts).
 */
export function pagePreloads(clientDir: string): (pageModule: string | null, language: Lang) => string {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entry ? closure(manifest, entry) : new Set<string>();
  const tags = new Map<string, string>();
  const link = (key: string) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`;
  return (pageModule, language) => {
    const cacheKey = `${pageModule}:${language}`;
    let html = tags.get(cacheKey);
    if (html === undefined) {
      const page = pageModule && manifest[pageModule] ? closure(manifest, pageModule) : new Set<string>();
      const texts = [...inEntry, ...page]
        .flatMap((key) => manifest[key]!.dynamicImports ?? [])
        .filter((imported) => imported.startsWith(`src/client/i18n/messages/${language}/`))
        .flatMap((imported) => [...closure(manifest, imported)]);
      html = [...[...page].filter((key) => !inEntry.has(key)), ...new Set(texts)].map(link).join('');
      tags.set(cacheKey, html);
    }
    return html;
  };
}
