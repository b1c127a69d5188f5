// /robots.txt and the sitemaps (DESIGN.md section 8): every public page, in files of at most
// 50,000 URLs behind a sitemap index.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgencySummary } from '../../src/shared/schemas/agency';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import type { FestivalSummary } from '../../src/shared/schemas/festival';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, type TestApp } from '../helpers/test-app';

const PUBLIC_URL = 'https://palmares.test';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

// ---------------------------------------------------------------------------------------------
// A small strict XML reader: throws on anything not well-formed (unclosed or crossed tags,
// unquoted attributes, unknown entities, a bare `<` or `&`, text outside the root).

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function decodeEntities(text: string): string {
  return text.replace(/&([^;]*);?/g, (whole, entity: string) => {
    const known: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (!whole.endsWith(';')) throw new Error(`bare & in "${text}"`);
    if (entity in known) return known[entity]!;
    if (/^#\d+$/.test(entity)) return String.fromCodePoint(Number(entity.slice(1)));
    if (/^#x[0-9a-f]+$/i.test(entity)) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    throw new Error(`unknown entity &${entity};`);
  });
}

function parseXml(source: string): XmlElement {
  let rest = source.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (rest.length > 0) {
    if (rest.startsWith('</')) {
      const match = /^<\/([\w:.-]+)\s*>/.exec(rest);
      const open = stack.pop();
      if (!match || !open || open.name !== match[1]) throw new Error(`unexpected ${rest.slice(0, 30)}`);
      rest = rest.slice(match[0].length);
    } else if (rest.startsWith('<')) {
      const match = /^<([\w:.-]+)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/.exec(rest);
      if (!match) throw new Error(`bad tag ${rest.slice(0, 30)}`);
      const attributes: Record<string, string> = {};
      for (const a of match[2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)) attributes[a[1]!] = decodeEntities(a[2]!);
      const element: XmlElement = { name: match[1]!, attributes, children: [], text: '' };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(element);
      else if (root) throw new Error('second root element');
      else root = element;
      if (!match[3]) stack.push(element);
      rest = rest.slice(match[0].length);
    } else {
      const end = rest.indexOf('<');
      const text = end < 0 ? rest : rest.slice(0, end);
      const parent = stack[stack.length - 1];
      if (!parent && text.trim()) throw new Error('text outside the root');
      if (parent) parent.text += decodeEntities(text);
      rest = end < 0 ? '' : rest.slice(end);
    }
  }
  if (!root || stack.length > 0) throw new Error('unclosed element');
  return root;
}

const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);

async function getXml(t: TestApp, url: string) {
  const response = await t.request(url);
  expect(response.status, url).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  const text = await response.text();
  expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  return parseXml(text);
}

/** The `<loc>`s of a urlset, checking each entry's shape. */
async function urlsOf(t: TestApp, file: string): Promise<string[]> {
  const root = await getXml(t, `/sitemaps/${file}`);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe(NS);
  return root.children.map((url) => {
    expect(url.name).toBe('url');
    const lastmod = child(url, 'lastmod');
    if (lastmod) expect(Number.isNaN(Date.parse(lastmod.text))).toBe(false);
    return child(url, 'loc')!.text;
  });
}

async function sitemapFiles(t: TestApp): Promise<string[]> {
  const root = await getXml(t, '/sitemap.xml');
  expect(root.name).toBe('sitemapindex');
  expect(root.attributes.xmlns).toBe(NS);
  return root.children.map((entry) => {
    expect(entry.name).toBe('sitemap');
    const loc = child(entry, 'loc')!.text;
    expect(loc.startsWith(`${PUBLIC_URL}/sitemaps/`)).toBe(true);
    return loc.slice(`${PUBLIC_URL}/sitemaps/`.length);
  });
}

/** Every row of a list endpoint, paged as a client would. */
async function all<T>(t: TestApp, url: string): Promise<T[]> {
  const rows: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body, headers } = await t.get<T[]>(`${url}${url.includes('?') ? '&' : '?'}limit=100&offset=${offset}`);
    rows.push(...body);
    if (rows.length >= Number(headers.get('x-total-count'))) return rows;
  }
}

const CLIENT_FILES = { 'index.html': '<!doctype html><html lang="en"><head><!--head--></head><body><div id="root"></div></body></html>' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientFiles: CLIENT_FILES, config: { publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

describe('/robots.txt', () => {
  it('allows everything but the API and the signed-in screens, and names the sitemap', async () => {
    const response = await t.request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        'Disallow: /dashboard',
        'Disallow: /profile/',
        'Disallow: /moderation',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('/sitemap.xml', () => {
  it('is a sitemap index of the static, festival, agency and creative files', async () => {
    expect(await sitemapFiles(t)).toEqual(['static.xml', 'festivals.xml', 'agencies-1.xml', 'creatives-1.xml']);
  });

  it('static.xml lists the home, the ranking tabs, the scoring rules, list and legal pages', async () => {
    expect(await urlsOf(t, 'static.xml')).toEqual(
      [
        '/',
        '/rankings/agencies',
        '/rankings/countries',
        '/scoring',
        '/people',
        '/agencies',
        '/festivals',
        '/privacy',
        '/terms',
        '/cookies',
      ].map((p) => `${PUBLIC_URL}${p}`),
    );
  });

  it('festivals.xml lists every festival', async () => {
    const festivals = await all<FestivalSummary>(t, '/api/festivals');
    expect(festivals.length).toBeGreaterThan(0);
    const urls = await urlsOf(t, 'festivals.xml');
    expect(urls.sort()).toEqual(festivals.map((f) => `${PUBLIC_URL}/festival/${f.slug}`).sort());
  });

  it('agencies-1.xml lists every agency by slug', async () => {
    const agencies = await all<AgencySummary>(t, '/api/agencies');
    const urls = await urlsOf(t, 'agencies-1.xml');
    expect(urls.sort()).toEqual(agencies.map((a) => `${PUBLIC_URL}/agency/${a.slug}`).sort());
  });

  it('creatives-1.xml lists every creative by username', async () => {
    const creatives = await all<CreativeSummary>(t, '/api/creatives');
    const urls = await urlsOf(t, 'creatives-1.xml');
    expect(urls.sort()).toEqual(creatives.map((c) => `${PUBLIC_URL}/creative/${c.username}`).sort());
  });

  it('answers 404 for files that do not exist', async () => {
    for (const file of ['creatives-2.xml', 'creatives-0.xml', 'agencies-9.xml', 'people.xml', 'creatives-1.txt', 'static.xml.gz']) {
      expect((await t.request(`/sitemaps/${file}`)).status, file).toBe(404);
    }
  });
});

describe('sitemaps at scale', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await createTestApp({ clientFiles: CLIENT_FILES, config: { publicUrl: PUBLIC_URL } });
    // 12,000 more creatives (more than two keyset pages of 5,000) and one far along the ids.
    await big.db.execute(sql`
      insert into creatives (name, username)
      select 'Bulk Creative ' || g, 'bulk-creative-' || g from generate_series(1, 12000) as g`);
    await big.db.execute(sql`insert into creatives (id, name, username) values (120001, 'Far Away', 'far-away')`);
  });
  afterAll(() => big.close());

  it('splits creatives into files of at most 50,000 ids and skips empty ranges', async () => {
    expect(await sitemapFiles(big)).toEqual(['static.xml', 'festivals.xml', 'agencies-1.xml', 'creatives-1.xml', 'creatives-3.xml']);
    expect((await big.request('/sitemaps/creatives-2.xml')).status).toBe(404);
    expect(await urlsOf(big, 'creatives-3.xml')).toEqual([`${PUBLIC_URL}/creative/far-away`]);
  });

  it('streams every row of a file across keyset pages, once each', async () => {
    const result = await big.db.execute(sql`select count(*)::int as count from creatives where id <= 50000`);
    const [{ count }] = rowsOf<{ count: number }>(result) as [{ count: number }];
    const urls = await urlsOf(big, 'creatives-1.xml');
    expect(urls).toHaveLength(Number(count));
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toContain(`${PUBLIC_URL}/creative/bulk-creative-1`);
    expect(urls).toContain(`${PUBLIC_URL}/creative/bulk-creative-12000`);
    expect(urls).not.toContain(`${PUBLIC_URL}/creative/far-away`);
  });

  it('is served compressed to clients that accept it', async () => {
    const response = await big.request('/sitemaps/creatives-1.xml', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect((await response.text()).endsWith('</urlset>\n')).toBe(true);
  });
});
