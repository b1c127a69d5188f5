// Sitemaps for every public page (DESIGN.md section 8), sized for 1 million creatives: a
// sitemap index pointing at files of at most 50,000 URLs. Each creatives or agencies file
// covers a fixed id range, so a page keeps its file as rows come and go, and a file is read
// from the database in keyset pages and streamed, never held whole.
import { paths } from '../../../shared/paths';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { escapeHtml } from './html';
import * as repo from './sitemap.repository';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
const PAGE_SIZE = 5_000;
const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Indexable pages that are not rows. `/rankings` is left out: its canonical URL is `/`. */
export const STATIC_PAGES = [
  paths.home.href(),
  paths.rankingsAgencies.href(),
  paths.rankingsCountries.href(),
  paths.scoring.href(),
  paths.people.href(),
  paths.agencies.href(),
  paths.festivals.href(),
  paths.privacy.href(),
  paths.terms.href(),
  paths.cookies.href(),
] as const;

const HREF: Record<repo.SitemapSource, (key: string) => string> = {
  creatives: (key) => paths.creative.href(key),
  agencies: (key) => paths.agency.href(key),
  festivals: (key) => paths.festival.href(key),
};

const urlEntry = (loc: string, lastmod?: Date) =>
  `<url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>\n`;

export async function sitemapIndex(db: Executor, publicUrl: string): Promise<string> {
  const [agencyRanges, creativeRanges] = await Promise.all([
    repo.nonEmptyIdRanges(db, 'agencies', SITEMAP_MAX_URLS),
    repo.nonEmptyIdRanges(db, 'creatives', SITEMAP_MAX_URLS),
  ]);
  const files = [
    'static.xml',
    'festivals.xml',
    ...agencyRanges.map((n) => `agencies-${n}.xml`),
    ...creativeRanges.map((n) => `creatives-${n}.xml`),
  ];
  const entries = files.map((file) => `<sitemap><loc>${escapeHtml(`${publicUrl}/sitemaps/${file}`)}</loc></sitemap>\n`);
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

/** `range` n >= 1 is the id range ((n-1)*50,000, n*50,000]; 0 is the first 50,000 rows of any id. */
export type SitemapFile = { kind: 'static' } | { kind: repo.SitemapSource; range: number };

const MAX_ID = 2_147_483_647;

/** `static.xml`, `festivals.xml`, `agencies-{n}.xml`, `creatives-{n}.xml`; null for anything else. */
export function parseSitemapFile(name: string): SitemapFile | null {
  if (name === 'static.xml') return { kind: 'static' };
  // Festivals are about a thousand (DESIGN.md section 10): one file.
  if (name === 'festivals.xml') return { kind: 'festivals', range: 0 };
  const match = /^(agencies|creatives)-([1-9]\d{0,5})\.xml$/.exec(name);
  if (!match) return null;
  return { kind: match[1] as 'agencies' | 'creatives', range: Number(match[2]) };
}

/**
 * The XML of one sitemap file, in pieces. Throws NotFoundError before the first piece when
 * the file does not exist (an empty or out-of-range id range), so the route can answer 404.
 */
export async function sitemapFile(db: Executor, publicUrl: string, file: SitemapFile): Promise<Iterable<string> | AsyncIterable<string>> {
  const open = `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n`;
  const close = '</urlset>\n';
  if (file.kind === 'static') {
    return (function* () {
      yield open + STATIC_PAGES.map((path) => urlEntry(`${publicUrl}${path}`)).join('') + close;
    })();
  }
  const { kind, range } = file;
  const firstId = range === 0 ? 0 : (range - 1) * SITEMAP_MAX_URLS;
  const lastId = range === 0 ? MAX_ID : range * SITEMAP_MAX_URLS;
  const first = await repo.rowsAfter(db, kind, firstId, lastId, PAGE_SIZE);
  if (first.length === 0 && range !== 0) throw new NotFoundError(`No sitemap ${kind}-${range}.xml`);
  return (async function* () {
    yield open;
    let rows = first;
    let written = 0;
    while (rows.length > 0) {
      const page = rows.slice(0, SITEMAP_MAX_URLS - written);
      yield page.map((row) => urlEntry(`${publicUrl}${HREF[kind](row.key)}`, row.updatedAt)).join('');
      written += page.length;
      if (rows.length < PAGE_SIZE || written >= SITEMAP_MAX_URLS) break;
      rows = await repo.rowsAfter(db, kind, rows[rows.length - 1]!.id, lastId, PAGE_SIZE);
    }
    yield close;
  })();
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Disallow: ${paths.dashboard.href()}`,
    'Disallow: /profile/',
    `Disallow: ${paths.moderation.href()}`,
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
