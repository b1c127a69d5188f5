import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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
 * index.html already preloads) instead of after it has run.
 */
export function pagePreloads(clientDir: string): (pageModule: string | null) => string {
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entry ? closure(manifest, entry) : new Set<string>();
  const tags = new Map<string, string>();
  return (pageModule) => {
    if (!pageModule || !manifest[pageModule]) return '';
    let html = tags.get(pageModule);
    if (html === undefined) {
      html = [...closure(manifest, pageModule)]
        .filter((key) => !inEntry.has(key))
        .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`)
        .join('');
      tags.set(pageModule, html);
    }
    return html;
  };
}
