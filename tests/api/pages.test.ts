// The HTML the server sends for each page, read as a crawler reads it: no JavaScript, just the
// raw response (DESIGN.md section 8, issue 3 items 1 and 12).
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agency } from '../../src/shared/schemas/agency';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import { TEXT_FILTER_COUNT_CAP } from '../../src/shared/constants';
import type { Festival } from '../../src/shared/schemas/festival';
import type { RankingWindows } from '../../src/shared/schemas/ranking';
import { translator } from '../../src/client/i18n/i18n';
import { agenciesMessages } from '../../src/client/i18n/messages/agencies';
import { commonMessages } from '../../src/client/i18n/messages/common';
import { agencyDetailMessages } from '../../src/client/i18n/messages/agency-detail';
import { festivalDetailMessages } from '../../src/client/i18n/messages/festival-detail';
import { festivalsMessages } from '../../src/client/i18n/messages/festivals';
import { legalMessages } from '../../src/client/i18n/messages/legal';
import { peopleMessages } from '../../src/client/i18n/messages/people';
import { rankingsMessages } from '../../src/client/i18n/messages/rankings';
import { scoringMessages } from '../../src/client/i18n/messages/scoring';
import type { AppConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The server's renderer with nothing fetched before its first render.
const WITHOUT_PREFETCHES = path.resolve(import.meta.dirname, '../helpers/entry-server-without-prefetches.tsx');

const PUBLIC_URL = 'https://palmares.test';

// A stand-in for the built client (dist/client): the tests do not depend on the real build.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" type="image/png" sizes="192x192" href="/favicon.png" />
    <!--head-->
    <title>Palmarés — default title</title>
    <meta
      name="description"
      content="Default description."
    />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/app-1a2b3c.js"></script>
  </body>
</html>
`;

const CLIENT_FILES = {
  'index.html': INDEX_HTML,
  'assets/app-1a2b3c.js': 'console.log("app");\n',
  'favicon.png': '\x89PNG\r\n\x1a\n',
  // A robots.txt in the build must not shadow (or clash with) the server's own.
  'robots.txt': 'User-agent: *\nDisallow: /\n',
};

// ---------------------------------------------------------------------------------------------
// Reading the head back: attributes unescaped as a browser would.

const unescapeHtml = (value: string) =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) result[match[1]!] = unescapeHtml(match[2]!);
  return result;
}

/** A schema.org node from a page's JSON-LD, with the fields these tests read by name. */
interface JsonLdNode {
  '@type': string;
  name?: string;
  description?: string;
  image?: string | string[];
  jobTitle?: string;
  award?: string[];
  sameAs?: string[];
  offers?: unknown;
  location?: { address: { addressLocality?: string } };
  itemListElement?: JsonLdListItem[];
  mainEntity?: { '@type': string; itemListElement: JsonLdListItem[] };
}

interface JsonLdListItem {
  url: string;
  name?: string;
}

interface Page {
  status: number;
  headers: Headers;
  html: string;
  head: string;
  title: string | undefined;
  meta(key: string): string | undefined;
  canonical: string | undefined;
  jsonLd: JsonLdNode[];
}

async function page(t: TestApp, url: string): Promise<Page> {
  const response = await t.request(url);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescapeHtml(m[1]!));
  expect(titles.length, 'one <title>').toBe(1);
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => attributes(m[0]));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((m) => attributes(m[0]));
  return {
    status: response.status,
    headers: response.headers,
    html,
    head,
    title: titles[0],
    meta(key) {
      const found = metas.filter((m) => m.name === key || m.property === key);
      expect(found.length, `at most one meta ${key}`).toBeLessThanOrEqual(1);
      return found[0]?.content;
    },
    canonical: links.find((l) => l.rel === 'canonical')?.href,
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as JsonLdNode),
  };
}

function expectSharable(p: Page, url: string, title: string) {
  expect(p.status).toBe(200);
  expect(p.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(p.title).toBe(title);
  expect(p.meta('description')!.length).toBeGreaterThan(20);
  expect(p.canonical).toBe(url);
  expect(p.meta('og:url')).toBe(url);
  expect(p.meta('og:title')).toBe(title);
  expect(p.meta('og:description')).toBe(p.meta('description'));
  expect(p.meta('og:site_name')).toBe('Palmarés');
  expect(p.meta('og:locale')).toBe('en_US');
  expect(p.meta('twitter:card')).toMatch(/^summary(_large_image)?$/);
  expect(p.meta('twitter:title')).toBe(title);
  expect(p.meta('twitter:description')).toBe(p.meta('description'));
  expect(p.meta('robots')).toBeUndefined();
  // The app, rendered, with the state it hydrates from.
  // (React puts its image preloads first.)
  expect(p.html).toMatch(/<div id="root">(<link [^>]*>)*<div class=/);
  expect(p.html).toContain('<script id="palmares-state" type="application/json">');
  // The HTML's own script written in, allowed by its hash.
  expect(p.html).toContain('<script type="module">console.log("app");</script>');
  const hash = crypto.createHash('sha256').update('console.log("app");').digest('base64');
  expect(p.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clientFiles: CLIENT_FILES, config: { publicUrl: PUBLIC_URL } });
});
afterAll(() => t.close());

/** A test that changes data gets an app and database of its own: the others read the demo data as seeded. */
async function withOwnApp(
  test: (app: TestApp) => Promise<void>,
  config: Partial<Pick<AppConfig, 'responseCacheTtlMs' | 'ssrEntry'>> = {},
): Promise<void> {
  const app = await createTestApp({ clientFiles: CLIENT_FILES, config: { publicUrl: PUBLIC_URL, ...config } });
  try {
    await test(app);
  } finally {
    await app.close();
  }
}

describe('list pages', () => {
  it('home: title, description, canonical, Open Graph, WebSite and the ranking as an ItemList', async () => {
    const p = await page(t, '/');
    expectSharable(p, `${PUBLIC_URL}/`, `${translator(rankingsMessages, 'en')('title')} · Palmarés`);
    expect(p.meta('og:type')).toBe('website');
    expect(p.html).toContain('<html lang="en">');
    expect(p.html).not.toContain('default title');
    expect(p.html).not.toContain('Default description.');
    const [website, list] = p.jsonLd;
    expect(website).toMatchObject({ '@context': 'https://schema.org', '@type': 'WebSite', name: 'Palmarés', url: `${PUBLIC_URL}/` });
    const top = (await t.get<CreativeSummary[]>('/api/creatives?sort=points&limit=10')).body;
    expect(list!['@type']).toBe('ItemList');
    expect(list!.itemListElement).toEqual(
      top.map((creative, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: `${PUBLIC_URL}/creative/${creative.username}`,
        name: creative.name,
      })),
    );
  });

  it('/rankings is the home screen: the home page as canonical', async () => {
    const p = await page(t, '/rankings');
    expect(p.status).toBe(200);
    expect(p.title).toBe(`${translator(rankingsMessages, 'en')('title')} · Palmarés`);
    expect(p.canonical).toBe(`${PUBLIC_URL}/`);
  });

  it.each([
    ['/people', `${translator(peopleMessages, 'en')('title')} · Palmarés`, '/creative/'],
    ['/agencies', `${translator(agenciesMessages, 'en')('title')} · Palmarés`, '/agency/'],
    ['/festivals', `${translator(festivalsMessages, 'en')('title')} · Palmarés`, '/festival/'],
  ])('%s: head tags and a CollectionPage of what the page lists first', async (url, title, itemPath) => {
    const p = await page(t, url);
    expectSharable(p, `${PUBLIC_URL}${url}`, title);
    const [collection] = p.jsonLd;
    expect(collection).toMatchObject({ '@type': 'CollectionPage', name: title, url: `${PUBLIC_URL}${url}` });
    expect(collection!.mainEntity!['@type']).toBe('ItemList');
    expect(collection!.mainEntity!.itemListElement.length).toBeGreaterThanOrEqual(10);
    for (const item of collection!.mainEntity!.itemListElement) expect(item.url).toContain(`${PUBLIC_URL}${itemPath}`);
  });

  it.each([
    ['/privacy', `${translator(legalMessages, 'en')('privacy.title')} · Palmarés`],
    ['/terms', `${translator(legalMessages, 'en')('terms.title')} · Palmarés`],
    ['/cookies', `${translator(legalMessages, 'en')('cookies.title')} · Palmarés`],
    ['/rankings/agencies', `${translator(rankingsMessages, 'en')('agencies.title')} · Palmarés`],
    ['/rankings/countries', `${translator(rankingsMessages, 'en')('countries.title')} · Palmarés`],
    ['/scoring', `${translator(scoringMessages, 'en')('title')} · Palmarés`],
  ])('page %s: head tags and a WebPage', async (url, title) => {
    const p = await page(t, url);
    expectSharable(p, `${PUBLIC_URL}${url}`, title);
    expect(p.jsonLd[0]).toMatchObject({ '@type': 'WebPage', name: title, url: `${PUBLIC_URL}${url}` });
  });

  it('honours ?lang=es: Spanish titles and texts, og:locale es_ES, <html lang="es">', async () => {
    const home = await page(t, '/?lang=es');
    expect(home.title).toBe(`${translator(rankingsMessages, 'es')('title')} · Palmarés`);
    expect(home.meta('og:locale')).toBe('es_ES');
    expect(home.meta('og:locale:alternate')).toBe('en_US');
    expect(home.html).toContain('<html lang="es">');
    expect(home.canonical).toBe(`${PUBLIC_URL}/`);
    const expected: Record<string, string> = {
      '/people?lang=es': `${translator(peopleMessages, 'es')('title')} · Palmarés`,
      '/agencies?lang=es': `${translator(agenciesMessages, 'es')('title')} · Palmarés`,
      '/festivals?lang=es': `${translator(festivalsMessages, 'es')('title')} · Palmarés`,
      '/privacy?lang=es': `${translator(legalMessages, 'es')('privacy.title')} · Palmarés`,
      '/terms?lang=es': `${translator(legalMessages, 'es')('terms.title')} · Palmarés`,
      '/cookies?lang=es': `${translator(legalMessages, 'es')('cookies.title')} · Palmarés`,
      '/nowhere?lang=es': `${translator(commonMessages, 'es')('notFound.title')} · Palmarés`,
    };
    for (const [url, title] of Object.entries(expected)) {
      const p = await page(t, url);
      expect(p.title).toBe(title);
      expect(p.meta('og:locale')).toBe('es_ES');
    }
    // Any other value keeps English.
    expect((await page(t, '/people?lang=fr')).meta('og:locale')).toBe('en_US');
  });

  it('answers a trailing slash and HEAD like the page itself', async () => {
    const p = await page(t, '/festivals/');
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(`${PUBLIC_URL}/festivals`);
    // Only a page led by one image preloads it (the festival's banner, below).
    expect(p.head).not.toContain('rel="preload" as="image"');
    const head = await t.request('/people', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });
});

describe('festival page', () => {
  it('describes the festival and carries keywords and a schema.org Event with its entry fee as the offer', async () => {
    const festival = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    const url = `${PUBLIC_URL}/festival/cannes-lions`;
    const p = await page(t, '/festival/cannes-lions');
    const title = `${festival.name}: dates, fees and deadlines · Palmarés`;
    expectSharable(p, url, title);
    const description = p.meta('description')!;
    expect(festival.status).toBe('open');
    // The page's own description (the client's catalogue), then the festival's.
    expect(description.startsWith(translator(festivalDetailMessages, 'en')('festival.description', { name: festival.name }))).toBe(true);
    expect(description.length).toBeLessThanOrEqual(200);
    const keywords = p.meta('keywords')!.split(', ');
    expect(keywords).toEqual(
      expect.arrayContaining([festival.name, festival.shortName, festival.city, festival.country, festival.categories[0]!.name]),
    );
    expect(p.meta('og:image')).toBe(`${PUBLIC_URL}${festival.banner}`);
    expect(p.meta('twitter:card')).toBe('summary_large_image');
    // The banner (the largest paint) is asked for from the head, by the URL its <img> uses, so
    // the browser reuses the preloaded answer.
    expect(p.head).toContain(`<link rel="preload" as="image" href="${festival.banner}" fetchpriority="high" />`);
    expect(p.html).toContain(`<img src="${festival.banner}"`);

    const [event] = p.jsonLd;
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: festival.name,
      url,
      startDate: festival.eventStartDate,
      endDate: festival.eventEndDate,
      eventStatus: 'https://schema.org/EventScheduled',
      location: {
        '@type': 'Place',
        name: festival.venue,
        address: { '@type': 'PostalAddress', addressLocality: festival.city, addressCountry: festival.countryCode },
      },
      organizer: { '@type': 'Organization', name: festival.shortName, url: festival.website },
      offers: {
        '@type': 'Offer',
        price: festival.entryFee,
        priceCurrency: festival.currency,
        availability: 'https://schema.org/InStock',
        validFrom: festival.registrationOpenDate,
        validThrough: festival.registrationCloseDate,
      },
    });
    expect(event!.image).toContain(`${PUBLIC_URL}${festival.logo}`);
  });

  it('prices the offer in USD when the festival names no currency, and in Spanish with ?lang=es', () =>
    withOwnApp(async (app) => {
      const festival = (await app.get<Festival>('/api/festivals/slug/dandad')).body;
      await app.db.execute(sql`update festivals set currency = '' where slug = 'dandad'`);
      const p = await page(app, '/festival/dandad?lang=es');
      expect(p.jsonLd[0]!.offers).toMatchObject({ priceCurrency: 'USD', price: festival.entryFee });
      expect(p.title).toMatch(/: fechas, tarifas y plazos · Palmarés$/);
      expect(p.meta('description')).toContain(translator(festivalDetailMessages, 'es')('festival.description', { name: festival.name }));
      expect(p.meta('og:locale')).toBe('es_ES');
    }));

  it('leaves out what a festival without dates or fee does not have', async () => {
    const p = await page(t, '/festival/el-sol');
    const [event] = p.jsonLd;
    expect(event!['@type']).toBe('Event');
    expect(event).not.toHaveProperty('startDate');
    expect(JSON.stringify(event)).not.toContain('null');
  });
});

describe('creative page', () => {
  it('describes the creative with a schema.org Person: job, agency, country, awards, links', async () => {
    const creative = (await t.get<Creative>('/api/creatives/41')).body;
    const url = `${PUBLIC_URL}/creative/${creative.username}`;
    const p = await page(t, `/creative/${creative.username}`);
    expectSharable(p, url, `${creative.name}: awards and ranking · Palmarés`);
    expect(p.meta('og:type')).toBe('profile');
    expect(p.meta('description')).toContain(
      `Ranked #${creative.rank!.toLocaleString('en')} with ${creative.totalPoints.toLocaleString('en')} points from`,
    );
    expect(p.meta('og:image')).toBe(`${PUBLIC_URL}${creative.avatar}`);

    const [person] = p.jsonLd;
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: creative.name,
      url,
      image: `${PUBLIC_URL}${creative.avatar}`,
      jobTitle: translator(commonMessages, 'en')(`specialty.${creative.specialty!}`),
      worksFor: { '@type': 'Organization', name: creative.agency, url: `${PUBLIC_URL}/agency/${creative.agencySlug}` },
      address: { '@type': 'PostalAddress', addressCountry: creative.countryCode },
    });
    expect(person!.award).toHaveLength(creative.awards.length);
    const first = creative.awards[0]!;
    expect(person!.award![0]).toBe(
      `${translator(commonMessages, 'en')(`award.${first.type}`)}, ${first.festival.name} ${first.year} (${first.category.name}): ${first.title}`,
    );
    expect(person!.sameAs).toEqual([creative.website, creative.linkedin, creative.portfolio].filter(Boolean));
  });

  it('gives /creative/{id} and /creatives/{param} the username page as canonical URL', async () => {
    const creative = (await t.get<Creative>('/api/creatives/42')).body;
    for (const url of [
      '/creative/42',
      `/creatives/${creative.username}`,
      '/creatives/42',
      `/creative/${creative.username.toUpperCase()}`,
    ]) {
      const p = await page(t, url);
      expect(p.status).toBe(200);
      expect(p.canonical).toBe(`${PUBLIC_URL}/creative/${creative.username}`);
      expect(p.jsonLd[0]!.name).toBe(creative.name);
    }
  });

  it('uses Spanish labels with ?lang=es', async () => {
    const creative = (await t.get<Creative>('/api/creatives/41')).body;
    const p = await page(t, '/creative/41?lang=es');
    expect(p.title).toBe(`${creative.name}: premios y ranking · Palmarés`);
    expect(p.jsonLd[0]!.jobTitle).toBe(translator(commonMessages, 'es')(`specialty.${creative.specialty!}`));
    expect(p.meta('description')).toContain(`Puesto ${creative.rank} del ranking con`);
  });
});

describe('server-rendered content', () => {
  /** What a reader without JavaScript sees: the text of `#root`, tags dropped and entities read. */
  function rootText(html: string): string {
    const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="palmares-state"'));
    return unescapeHtml(root.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  }

  /** The answers the page embeds for hydration, by query key. */
  function embedded(html: string): Map<string, unknown> {
    const json = /<script id="palmares-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    const state = JSON.parse(json) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } };
    return new Map(state.queries.queries.map((query) => [JSON.stringify(query.queryKey), query.state.data]));
  }

  it('writes the window picker with the chosen festival alone and no list of festivals (the picker needs the app)', async () => {
    const windows = (await t.get<RankingWindows>('/api/rankings/windows')).body;
    expect(windows.festivals.length).toBeGreaterThan(2);
    const festival = windows.festivals[1]!;
    const festivalOptions = (html: string) => {
      const select = /<select[^>]*name="festival"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
      return [...select.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((match) => [match[1], unescapeHtml(match[2]!)]);
    };
    const chosen = (await page(t, `/rankings/agencies?festival=${festival.slug}`)).html;
    // Nor is the festivals' list in the page's state: the live app asks for it.
    expect([...embedded(chosen).keys()]).toContain(JSON.stringify(['rankings', 'years', festival.slug]));
    expect([...embedded(chosen).keys()].filter((key) => key.includes('"windows"'))).toEqual([]);
    expect(festivalOptions(chosen)).toEqual([
      ['', 'All festivals'],
      [festival.slug, festival.name],
    ]);
    expect(festivalOptions((await page(t, '/rankings?year=2024')).html)).toEqual([['', 'All festivals']]);
  });

  it("sends a creative's profile, bio and awards in the HTML, with the API's answer embedded", async () => {
    const creative = (await t.get<Creative>('/api/creatives/41')).body;
    expect(creative.bio).toBeTruthy();
    expect(creative.awards.length).toBeGreaterThan(0);
    const p = await page(t, `/creative/${creative.username}`);
    const text = rootText(p.html);
    expect(text).toContain(creative.name);
    expect(text).toContain(creative.bio!.replace(/\s+/g, ' '));
    for (const award of creative.awards.slice(0, 3)) {
      expect(text).toContain(award.title);
      expect(text).toContain(award.festival.name);
    }
    expect(embedded(p.html).get(JSON.stringify(['creatives', 'detail', creative.username]))).toEqual(creative);
  });

  it('sends the lists with their first page: the ranking on /, the people on /people', async () => {
    const top = (await t.get<CreativeSummary[]>('/api/creatives?sort=points&limit=12&offset=0')).body;
    for (const url of ['/', '/people']) {
      const text = rootText((await page(t, url)).html);
      for (const creative of top) expect(text).toContain(creative.name);
    }
  });

  it('renders each public page once, its data read before (Server-Timing names the passes)', async () => {
    const creative = (await t.get<Creative>('/api/creatives/41')).body;
    const festival = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    const urls = [
      '/',
      '/rankings?year=2024&festival=cannes-lions',
      '/rankings/agencies?year=2024&page=2',
      '/rankings/countries?festival=cannes-lions',
      '/people?country=ES&page=2',
      `/creative/${creative.username}`,
      `/festival/${festival.slug}?year=2023&page=2`,
      '/agency/lumen-and-vale',
      '/festivals?status=open&sort=deadline',
      '/agencies?size=large&page=1',
      '/scoring',
    ];
    for (const url of urls) {
      const response = await t.request(url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get('server-timing'), url).toMatch(/^render;dur=[\d.]+;desc="1 pass"$/);
    }
    const unknown = await t.request('/agency/no-such-agency');
    expect(unknown.status).toBe(404);
  });

  it('finds by rendering what a page reads that its prefetch left out: one more pass', async () => {
    await withOwnApp(
      async (app) => {
        const festivals = await app.request('/festivals?status=open&sort=name');
        expect(festivals.headers.get('server-timing')).toMatch(/desc="2 passes"$/);
        expect(rootText(await festivals.text())).toContain('Cannes Lions');
        // The agency's creatives are asked for once its name is known: a third pass.
        const agency = await app.request('/agency/lumen-and-vale?lang=es');
        expect(agency.headers.get('server-timing')).toMatch(/desc="3 passes"$/);
      },
      { ssrEntry: WITHOUT_PREFETCHES },
    );
  });

  it('renders in the language asked for: ?lang=, then the cookie, then Accept-Language', async () => {
    const title = async (init: RequestInit, url = '/people') => {
      const html = await (await t.request(url, init)).text();
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)![1];
    };
    expect(await title({})).toBe(translator(peopleMessages, 'en')('title'));
    expect(await title({ headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.8' } })).toBe(translator(peopleMessages, 'es')('title'));
    expect(await title({ headers: { 'accept-language': 'fr-FR,en;q=0.5,es;q=0.8' } })).toBe(translator(peopleMessages, 'es')('title'));
    expect(await title({ headers: { cookie: 'palmares.lang=en', 'accept-language': 'es' } })).toBe(
      translator(peopleMessages, 'en')('title'),
    );
    expect(await title({ headers: { cookie: 'other=1; palmares.lang=es' } })).toBe(translator(peopleMessages, 'es')('title'));
    expect(await title({ headers: { cookie: 'palmares.lang=es' } }, '/people?lang=en')).toBe(translator(peopleMessages, 'en')('title'));
  });

  it('renders public content only: a session cookie changes nothing', async () => {
    const anonymous = await (await t.request('/creative/41')).text();
    const withCookie = await (await t.request('/creative/41', { headers: { cookie: 'better-auth.session_token=whatever' } })).text();
    expect(withCookie.replace(/"dehydratedAt":\d+|"dataUpdatedAt":\d+/g, '')).toBe(
      anonymous.replace(/"dehydratedAt":\d+|"dataUpdatedAt":\d+/g, ''),
    );
    expect(anonymous).toContain('>Login</a>');
  });
});

describe('agency page', () => {
  it('describes the agency with a schema.org Organization', async () => {
    const agency = (await t.get<Agency>('/api/agencies/slug/lumen-and-vale')).body;
    const url = `${PUBLIC_URL}/agency/lumen-and-vale`;
    const p = await page(t, '/agency/lumen-and-vale');
    expectSharable(p, url, `${agency.name}: awards, creatives and work · Palmarés`);
    expect(p.meta('description')).toBe(
      agency.description ?? translator(agencyDetailMessages, 'en')('agency.description', { name: agency.name }),
    );
    expect(p.meta('og:image')).toBe(`${PUBLIC_URL}${agency.logo}`);
    const [organization] = p.jsonLd;
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: agency.name,
      url,
      logo: `${PUBLIC_URL}${agency.logo}`,
      foundingDate: String(agency.founded),
      address: { '@type': 'PostalAddress', addressLocality: agency.headquarters, addressCountry: agency.headquartersCountryCode },
      numberOfEmployees: { '@type': 'QuantitativeValue', value: agency.employees },
      sameAs: [agency.website],
    });
  });

  it('gives /agency/{id} the slug page as canonical URL', async () => {
    const agency = (await t.get<Agency>('/api/agencies/slug/lumen-and-vale')).body;
    const p = await page(t, `/agency/${agency.id}`);
    expect(p.status).toBe(200);
    expect(p.canonical).toBe(`${PUBLIC_URL}/agency/lumen-and-vale`);
  });
});

describe('escaping', () => {
  const evilName = `Evil </script><script>alert(1)</script> "Quote" 'Apos' & $& $' <!-- Co`;
  const evilBio = '<img src=x onerror=alert(2)> </SCRIPT > \u2028 end';

  it('keeps a creative name with </script> and quotes inside the title, attributes and JSON-LD', () =>
    withOwnApp(async (app) => {
      await app.db.execute(
        sql`update creatives set name = ${evilName}, bio = ${evilBio}, website = ${'javascript:alert(3)'} where id = 41`,
      );
      const creative = (await app.get<Creative>('/api/creatives/41')).body;
      const p = await page(app, `/creative/${creative.username}`);
      expect(p.status).toBe(200);

      // Nothing of the name or bio became markup.
      expect(p.html).not.toContain('<script>alert(1)');
      expect(p.html).not.toContain('<img src=x');
      expect(p.html.toLowerCase()).not.toContain('</script >');
      expect(p.html).not.toContain('<!-- Co');
      const scripts = [...p.html.matchAll(/<script\b/gi)].length;
      expect(scripts).toBe(3); // the JSON-LD block, the hydration state and the app's module script
      expect(p.html.match(/<\/script>/gi)).toHaveLength(3);

      // Read back, every value is the exact text.
      expect(p.title).toBe(`${evilName}: awards and ranking · Palmarés`);
      expect(p.meta('og:title')).toBe(`${evilName}: awards and ranking · Palmarés`);
      expect(p.meta('description')!.startsWith(`${evilName}: `)).toBe(true);
      const [person] = p.jsonLd;
      expect(person!.name).toBe(evilName);
      expect(person!.description).toBe(evilBio);
      // A javascript: URL is not a link.
      expect(JSON.stringify(person!.sameAs ?? [])).not.toContain('javascript:');
    }));

  it('sends letters past one byte whole in every part of the page (the head, the app, the state)', () =>
    withOwnApp(async (app) => {
      const name = 'Antonín Dvořák 李小龙 🎬';
      await app.db.execute(sql`update creatives set name = ${name}, bio = ${'Ñandú ✓ 🏆 — fin'} where id = 41`);
      const creative = (await app.get<Creative>('/api/creatives/41')).body;
      const p = await page(app, `/creative/${creative.username}`);
      expect(p.status).toBe(200);
      expect(p.title).toBe(`${name}: awards and ranking · Palmarés`);
      expect(p.jsonLd[0]!.name).toBe(name);
      expect(p.jsonLd[0]!.description).toBe('Ñandú ✓ 🏆 — fin');
      expect(p.html).toContain(`>${name}</h1>`);
      expect(p.html).not.toContain('\uFFFD');
      const state = /<script id="[^"]+" type="application\/json">([\s\S]*?)<\/script>/.exec(p.html)?.[1];
      expect(JSON.stringify(JSON.parse(state!))).toContain(name);
    }));

  it('escapes names in list pages and festival pages too', () =>
    withOwnApp(async (app) => {
      await app.db.execute(sql`update festivals set name = ${evilName}, city = ${'"><svg onload=alert(4)>'} where slug = 'eurobest'`);
      const p = await page(app, '/festival/eurobest');
      expect(p.html).not.toContain('<svg onload');
      expect(p.html).not.toContain('<script>alert(1)');
      expect(p.jsonLd[0]!.name).toBe(evilName);
      expect(p.jsonLd[0]!.location!.address.addressLocality).toBe('"><svg onload=alert(4)>');
      const list = await page(app, '/festivals');
      expect(list.html).not.toContain('<script>alert(1)');
      expect(list.jsonLd[0]!.mainEntity!.itemListElement.map((item) => item.name)).toContain(evilName);
    }));
});

describe('not found', () => {
  it.each([
    ['/festival/no-such-festival', 'Festival Not Found', 'Festival Not Found · Palmarés'],
    ['/creative/no-such-person', 'Creative Not Found', 'Creative Not Found · Palmarés'],
    ['/creatives/999999', 'Creative Not Found', 'Creative Not Found · Palmarés'],
    ['/creative/99999999999999999999', 'Creative Not Found', 'Creative Not Found · Palmarés'],
    ['/creative/bad%00name', 'Creative Not Found', 'Creative Not Found · Palmarés'],
    ['/agency/no-such-agency', 'Agency not found', 'Agency not found · Palmarés'],
    ['/agency/999999', 'Agency not found', 'Agency not found · Palmarés'],
    ['/no/such/page', '404 Page Not Found', '404 Page Not Found · Palmarés'],
    ['/festival', '404 Page Not Found', '404 Page Not Found · Palmarés'],
    // Not valid percent-encoding: Fastify answers before any route (app.ts, frameworkErrors).
    ['/creative/%FF%FE', 'Creative Not Found', 'Creative Not Found · Palmarés'],
    ['/festival/%FF', 'Festival Not Found', 'Festival Not Found · Palmarés'],
    ['/people/%E0%A4%A?lang=es', '404 Página no encontrada', '404 Página no encontrada · Palmarés'],
  ])('%s renders the app with status 404 and noindex', async (url, heading, title) => {
    const p = await page(t, url);
    expect(p.status).toBe(404);
    expect(p.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(p.title).toBe(title);
    expect(p.meta('robots')).toBe('noindex');
    expect(p.headers.get('x-robots-tag')).toBe('noindex');
    expect(p.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(p.canonical).toBeUndefined();
    expect(p.jsonLd).toEqual([]);
    // The app's own not-found screen, in the HTML.
    expect(p.html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  });

  it('keeps the JSON 404 for unknown API paths and missing files', async () => {
    for (const url of ['/api/nothing-here', '/api', '/assets/missing.js', '/missing.png']) {
      const response = await t.request(url);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as ErrorBody;
      expect(Object.keys(body)).toEqual(['message']);
      expect(body.message).toContain('not found');
    }
  });

  it("answers a write to a page path that is not valid percent-encoding with the contract's 400, not a page", async () => {
    const response = await t.request('/creative/%FF%FE', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect((await response.json()) as ErrorBody).toEqual({ message: expect.stringContaining('Invalid URL') as string });
  });

  it('keeps signed-in screens out of search engines', async () => {
    for (const url of ['/dashboard', '/moderation', '/profile/abc']) {
      const p = await page(t, url);
      expect(p.status).toBe(200);
      expect(p.meta('robots')).toBe('noindex');
      expect(p.canonical).toBeUndefined();
    }
  });
});

describe('static files', () => {
  it('serves the built assets with long caching, other files with a day', async () => {
    const asset = await t.request('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain('console.log');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const icon = await t.request('/favicon.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toContain('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it("serves the server's robots.txt, not a file of the build", async () => {
    const response = await t.request('/robots.txt');
    expect(await response.text()).toContain('Disallow: /api/');
  });

  it('keeps the API working beside the pages', async () => {
    expect((await t.get('/api/stats')).status).toBe(200);
    expect((await t.get('/healthz')).body).toEqual({ status: 'ok' });
  });
});

describe('page micro-cache', () => {
  it('serves a rendered page again within the response cache TTL, then renders afresh', () =>
    withOwnApp(
      async (cached) => {
        const before = await page(cached, '/agency/lumen-and-vale');
        await cached.db.execute(sql`update agencies set name = 'Renamed Agency' where slug = 'lumen-and-vale'`);
        expect((await page(cached, '/agency/lumen-and-vale')).title).toBe(before.title);
        // The language is part of the key.
        expect((await page(cached, '/agency/lumen-and-vale?lang=es')).title).toContain('premios, creativos y trabajos');
        // Renders afresh once the TTL has passed: polled, not slept for. The TTL leaves a loaded
        // machine time for the two reads above.
        await expect
          .poll(async () => (await page(cached, '/agency/lumen-and-vale')).title, { interval: 100, timeout: 15_000 })
          .toContain('Renamed Agency');
      },
      { responseCacheTtlMs: 2_000 },
    ));

  it('sends a kept page compressed as each client accepts, varying on the encoding beside the language', () =>
    withOwnApp(
      async (cached) => {
        const pages = [];
        await cached.request('/festivals'); // a page is kept from its second render
        for (const encoding of ['br', 'br', 'gzip', 'identity']) {
          const response = await cached.request('/festivals', { headers: { 'accept-encoding': encoding } });
          pages.push({
            encoding: response.headers.get('content-encoding'),
            vary: response.headers.get('vary'),
            html: await response.text(),
          });
        }
        expect(pages.map((p) => p.encoding)).toEqual(['br', 'br', 'gzip', null]);
        expect(pages.map((p) => p.vary)).toEqual([
          'Accept-Language, Cookie, accept-encoding',
          'Accept-Language, Cookie, accept-encoding',
          'Accept-Language, Cookie, accept-encoding',
          'Accept-Language, Cookie',
        ]);
        expect(pages[3]!.html).toContain('</html>');
        for (const p of pages) expect(p.html).toBe(pages[3]!.html);
      },
      { responseCacheTtlMs: 60_000 },
    ));

  it("builds a detail page's head from the answer its body was rendered from, not from a second read", () =>
    withOwnApp(
      async (cached) => {
        const creative = (await cached.get<Creative>('/api/creatives/41')).body;
        const cases = [
          {
            api: `/api/creatives/username/${creative.username}`,
            path: `/creative/${creative.username}`,
            rename: sql`update creatives set name = 'Later Name' where id = 41`,
          },
          {
            api: '/api/festivals/slug/cannes-lions',
            path: '/festival/cannes-lions',
            rename: sql`update festivals set name = 'Later Name' where slug = 'cannes-lions'`,
          },
          {
            api: '/api/agencies/slug/lumen-and-vale',
            path: '/agency/lumen-and-vale',
            rename: sql`update agencies set name = 'Later Name' where slug = 'lumen-and-vale'`,
          },
        ];
        for (const { api, path, rename } of cases) {
          // The API's answer is in the micro-cache (asked for twice) when the data changes: the page renders from it.
          await cached.get(api);
          const { name } = (await cached.get<{ name: string }>(api)).body;
          await cached.db.execute(rename);
          const p = await page(cached, path);
          // (Other parts of the page, the ticker, read afresh and may show the new name.)
          expect(unescapeHtml(/<h1[^>]*>([^<]*)/.exec(p.html)?.[1] ?? ''), path).toBe(name);
          expect(p.jsonLd[0]?.name, path).toBe(name);
        }
      },
      { responseCacheTtlMs: 60_000 },
    ));

  it("reads a list page's head list once for every URL of the page within the TTL", () =>
    withOwnApp(
      async (cached) => {
        const [top] = (await cached.get<CreativeSummary[]>('/api/creatives?limit=1')).body;
        const headList = (p: Page) => p.jsonLd[0]?.mainEntity?.itemListElement.map((item) => item.name);
        const first = await page(cached, '/people');
        expect(headList(first)?.[0]).toBe(top!.name);
        await cached.db.execute(sql`update creatives set name = 'Later Name' where id = ${top!.id}`);
        // Another URL of the page (another page of the list) renders afresh, its head from what the first kept.
        const second = await page(cached, '/people?page=2');
        expect(headList(second)).toEqual(headList(first));
      },
      { responseCacheTtlMs: 60_000 },
    ));

  it('renders a list from the answer the micro-cache holds, with its total', () =>
    withOwnApp(
      async (cached) => {
        const total = Number((await cached.get('/api/creatives?limit=1')).headers.get('x-total-count'));
        const count = (html: string) => /data-testid="result-count">([^<]*)</.exec(html)?.[1];
        // The first page reads the list through the API; the second (another URL) from the cache.
        const first = await page(cached, '/people');
        const second = await page(cached, '/people?from=cache');
        expect(count(first.html)).toBe(`${total.toLocaleString('en')} creatives`);
        expect(count(second.html)).toBe(count(first.html));
        expect(second.html).toContain(`of ${total.toLocaleString('en')}`);
      },
      { responseCacheTtlMs: 60_000 },
    ));
});

describe('a people list filtered by a name', () => {
  it('says "1,000+" when the matches were counted up to the cap, in both languages', async () => {
    const many = await createTestApp({ clientFiles: CLIENT_FILES, config: { publicUrl: PUBLIC_URL } });
    try {
      await many.db.execute(sql`insert into creatives (name, username, total_points, total_awards)
        select 'Capybara Nr' || i, 'capybara-' || i, i, 1 from generate_series(1, ${TEXT_FILTER_COUNT_CAP + 5}) i`);
      for (const lang of ['en', 'es'] as const) {
        const t = translator(peopleMessages, lang);
        const capped = await page(many, `/people?q=capybara&lang=${lang}`);
        expect(capped.html).toContain(t.plural('countAtLeast', TEXT_FILTER_COUNT_CAP));
        const few = await page(many, `/people?q=capybara%20nr100&lang=${lang}`);
        expect(few.html).toContain(t.plural('count', 7)); // 100, 1000-1005
      }
    } finally {
      await many.close();
    }
  });
});

describe('database trouble', () => {
  it('still sends the app, with status 500 and noindex, when the page data cannot be read', async () => {
    const broken = await createTestApp({ clientFiles: CLIENT_FILES, config: { publicUrl: PUBLIC_URL } });
    try {
      await broken.db.execute(sql`alter table festivals rename to festivals_gone`);
      const p = await page(broken, '/festival/cannes-lions');
      expect(p.status).toBe(500);
      expect(p.title).toBe('Palmarés');
      expect(p.meta('robots')).toBe('noindex');
      expect(p.html).toContain('<div id="root"></div>');
      expect(p.html).not.toContain('festivals_gone');
    } finally {
      await broken.close();
    }
  });
});
