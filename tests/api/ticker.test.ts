import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import type { FestivalSummary } from '../../src/shared/schemas/festival';
import { tickerSchema, type TickerItem } from '../../src/shared/schemas/ticker';
import { STATIC_TICKER_ITEMS } from '../../src/server/modules/ticker/ticker.service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_TODAY } from '../helpers/test-clock';

const daysFromToday = (date: string) => Math.round((Date.parse(date) - Date.parse(TEST_TODAY)) / 86_400_000);

describe('GET /api/ticker on the demo data', () => {
  let t: TestApp;
  let items: TickerItem[];
  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.get<TickerItem[]>('/api/ticker');
    expect(response.status).toBe(200);
    items = response.body;
  });
  afterAll(() => t.close());

  it('returns exactly eight items of the contract shape, with unique ids', () => {
    expect(tickerSchema.parse(items)).toHaveLength(8);
    expect(new Set(items.map((item) => item.id)).size).toBe(8);
    const festivalHrefs = items.filter((item) => item.type === 'deadline' || item.type === 'festival').map((item) => item.href);
    expect(new Set(festivalHrefs).size, 'a festival is announced once').toBe(festivalHrefs.length);
    for (const item of items) {
      expect(item.text.en.trim()).not.toBe('');
      expect(item.text.es.trim()).not.toBe('');
    }
  });

  it('builds every item from data when the data has enough, alternating the kinds', () => {
    expect(items.some((item) => item.id.startsWith('static-'))).toBe(false);
    expect(items.slice(0, 4).map((item) => item.type)).toEqual(['deadline', 'ranking', 'festival', 'news']);
  });

  it('announces the three nearest registration deadlines of open festivals, in days from today', async () => {
    const open = (await t.get<FestivalSummary[]>('/api/festivals?status=open&sort=deadline&limit=3')).body;
    const deadlines = items.filter((item) => item.type === 'deadline');
    expect(deadlines).toHaveLength(3);
    expect(deadlines.map((item) => item.href)).toEqual(open.map((festival) => `/festival/${festival.slug}`));
    deadlines.forEach((item, i) => {
      const festival = open[i]!;
      const days = daysFromToday(festival.registrationCloseDate!);
      expect(item.text.en).toBe(`${festival.shortName ?? festival.name}: entries close in ${days} days`);
      expect(item.text.es).toBe(`${festival.shortName ?? festival.name}: las inscripciones cierran en ${days} días`);
    });
  });

  it('names the ranking leaders with their points', async () => {
    const leaders = (await t.get<CreativeSummary[]>('/api/creatives?sort=points&limit=2')).body;
    const ranking = items.filter((item) => item.type === 'ranking');
    expect(ranking).toHaveLength(2);
    ranking.forEach((item, i) => {
      const creative = leaders[i]!;
      expect(item.href).toBe(`/creative/${creative.username}`);
      expect(item.text.en).toBe(`#${creative.rank} in the ranking: ${creative.name}, ${creative.totalPoints.toLocaleString('en')} points`);
      expect(item.text.es).toContain(`N.º ${creative.rank} del ranking: ${creative.name}`);
    });
  });

  it('announces the festival whose registration opened or opens nearest today, unless already counted down', async () => {
    const festivals = (await t.get<FestivalSummary[]>('/api/festivals?limit=100')).body;
    const counted = new Set(items.filter((item) => item.type === 'deadline').map((item) => item.href));
    const [nearest] = festivals
      .filter((f) => f.registrationOpenDate && f.registrationCloseDate && f.registrationCloseDate >= TEST_TODAY)
      .filter((f) => Math.abs(daysFromToday(f.registrationOpenDate!)) <= 30 && !counted.has(`/festival/${f.slug}`))
      .sort(
        (a, b) =>
          Math.abs(daysFromToday(a.registrationOpenDate!)) - Math.abs(daysFromToday(b.registrationOpenDate!)) ||
          a.name.localeCompare(b.name),
      );
    const festivalItems = items.filter((entry) => entry.type === 'festival');
    expect(festivalItems).toHaveLength(1);
    const [item] = festivalItems;
    expect(item!.href).toBe(`/festival/${nearest!.slug}`);
    const name = nearest!.shortName ?? nearest!.name;
    const days = daysFromToday(nearest!.registrationOpenDate!);
    expect(item!.text).toEqual(
      days < 0
        ? { en: `${name}: entries are now open`, es: `${name}: inscripciones abiertas` }
        : { en: `${name}: entries open in ${days} days`, es: `${name}: las inscripciones abren en ${days} días` },
    );
  });

  it('reports the latest verified awards as news, each linking to its creative', async () => {
    const news = items.filter((item) => item.type === 'news');
    expect(news).toHaveLength(2);
    expect(new Set(news.map((item) => item.href)).size).toBe(2);
    for (const item of news) {
      const username = item.href!.replace('/creative/', '');
      const creative = (await t.get<{ name: string; awards: { id: number; verified: boolean }[] }>(`/api/creatives/username/${username}`))
        .body;
      const awardId = Number(item.id.replace('news-', ''));
      expect(creative.awards.find((award) => award.id === awardId)?.verified).toBe(true);
      expect(item.text.en).toContain(`for ${creative.name}`);
      expect(item.text.es).toContain(`para ${creative.name}`);
    }
  });
});

describe('GET /api/ticker on other days', () => {
  it('says "tomorrow" and "today" on the last days of a registration window', async () => {
    const lookup = await createTestApp();
    const [nearest] = (await lookup.get<FestivalSummary[]>('/api/festivals?status=open&sort=deadline&limit=1')).body;
    await lookup.close();
    const close = Date.parse(`${nearest!.registrationCloseDate}T00:00:00Z`);
    const name = nearest!.shortName ?? nearest!.name;

    const dayBefore = await createTestApp({ clock: () => new Date(close - 86_400_000 + 9 * 3_600_000) });
    try {
      const { body } = await dayBefore.get<TickerItem[]>('/api/ticker');
      expect(body[0]!.text).toEqual({
        en: `${name}: entries close tomorrow`,
        es: `${name}: las inscripciones cierran mañana`,
      });
    } finally {
      await dayBefore.close();
    }
    const lastDay = await createTestApp({ clock: () => new Date(close + 23 * 3_600_000) });
    try {
      const { body } = await lastDay.get<TickerItem[]>('/api/ticker');
      expect(body[0]!.text).toEqual({ en: `${name}: entries close today`, es: `${name}: las inscripciones cierran hoy` });
    } finally {
      await lastDay.close();
    }
  });

  it('fills the slots of missing kinds with more of the others when no festival is open', async () => {
    const t = await createTestApp({ clock: () => new Date('2035-01-01T12:00:00Z') });
    try {
      const { body } = await t.get<TickerItem[]>('/api/ticker');
      expect(tickerSchema.parse(body)).toHaveLength(8);
      expect(body.filter((item) => item.type === 'deadline' || item.type === 'festival')).toHaveLength(0);
      expect(body.filter((item) => item.type === 'ranking').length).toBeGreaterThan(2);
      expect(body.some((item) => item.id.startsWith('static-'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/ticker without data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  // Each test starts from no data at all, whatever ran before it.
  beforeEach(async () => {
    await t.db.execute(sql`truncate awards, projects, claim_requests, creatives, categories, festivals cascade`);
  });
  afterAll(() => t.close());

  it('falls back to the eight static items, in both languages', async () => {
    const { status, body } = await t.get<TickerItem[]>('/api/ticker');
    expect(status).toBe(200);
    expect(body).toEqual(STATIC_TICKER_ITEMS);
  });

  it('mixes data and static items when the data is short', async () => {
    await t.db.execute(sql`
      insert into festivals (name, short_name, slug, registration_open_date, registration_close_date)
      values ('Test Festival', 'Testfest', 'testfest', date '2026-06-01', date '2026-06-20')`);
    const { body } = await t.get<TickerItem[]>('/api/ticker');
    expect(tickerSchema.parse(body)).toHaveLength(8);
    expect(body[0]).toMatchObject({
      type: 'deadline',
      href: '/festival/testfest',
      text: { en: 'Testfest: entries close in 5 days', es: 'Testfest: las inscripciones cierran en 5 días' },
    });
    expect(body.slice(1)).toEqual(STATIC_TICKER_ITEMS.slice(0, 7));
  });
});
