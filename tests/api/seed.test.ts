import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_SIZE_RANGES, AWARD_POINTS, DISCIPLINES, SPECIALTIES } from '../../src/shared/constants';
import { festivalStatus, isoDate } from '../../src/shared/festival-status';
import { usernameFromName } from '../../src/shared/username';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import {
  agencies,
  agencyPortfolioItems,
  appSettings,
  awards,
  categories,
  creatives,
  festivals,
  projects,
  rankBuckets,
} from '../../src/server/db/schema';
import { buildDemoData, isDatabaseEmpty, seedDemoData } from '../../src/server/db/seed/seed';

const TODAY = new Date('2026-06-15T12:00:00Z');
const TODAY_ISO = isoDate(TODAY);
const YEAR = TODAY.getUTCFullYear();

let handle: DatabaseHandle;
let firstLoad: { emptyBefore: boolean; result: Awaited<ReturnType<typeof seedDemoData>> };

async function counts(db: DatabaseHandle['db'] = handle.db) {
  return {
    festivals: await db.$count(festivals),
    categories: await db.$count(categories),
    agencies: await db.$count(agencies),
    portfolio: await db.$count(agencyPortfolioItems),
    creatives: await db.$count(creatives),
    awards: await db.$count(awards),
    projects: await db.$count(projects),
    buckets: await db.$count(rankBuckets),
  };
}

/** A migrated database holding the demo data: every test below reads it, none changes it. */
async function seededDatabase(): Promise<{ handle: DatabaseHandle; load: typeof firstLoad }> {
  const opened = await openDatabase({});
  await runMigrations(opened);
  const emptyBefore = await isDatabaseEmpty(opened.db);
  return { handle: opened, load: { emptyBefore, result: await seedDemoData(opened.db, { today: TODAY }) } };
}

beforeAll(async () => {
  ({ handle, load: firstLoad } = await seededDatabase());
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

/** Seeding again does nothing, and rows added later get the ids after the seed's. */
async function expectSecondSeedIdle(db: DatabaseHandle['db']) {
  const before = await counts(db);
  expect(await seedDemoData(db, { today: new Date('2027-01-10T00:00:00Z') })).toEqual({ seeded: false });
  expect(await counts(db)).toEqual(before);

  const [creative] = await db.insert(creatives).values({ name: 'Test Person', username: 'test-person' }).returning({ id: creatives.id });
  expect(creative?.id).toBe(61);
  const [festival] = await db.insert(festivals).values({ name: 'Test Festival', slug: 'test-festival' }).returning({ id: festivals.id });
  expect(festival?.id).toBe(13);
  const [agency] = await db.insert(agencies).values({ name: 'Test Agency', slug: 'test-agency' }).returning({ id: agencies.id });
  expect(agency?.id).toBe(before.agencies + 1);
  const [category] = await db.insert(categories).values({ festivalId: 1, name: 'Test Category' }).returning({ id: categories.id });
  expect(category?.id).toBe(before.categories + 1);
}

describe('demo seed', () => {
  it('loads into an empty database, once', async () => {
    expect(firstLoad).toEqual({ emptyBefore: true, result: { seeded: true } });
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('has twelve festivals covering every registration status', async () => {
    const rows = await handle.db.select().from(festivals).orderBy(asc(festivals.id));
    expect(rows).toHaveLength(12);
    const byStatus = { open: 0, upcoming: 0, closed: 0, unknown: 0 };
    for (const festival of rows) {
      byStatus[festivalStatus(festival, TODAY_ISO)] += 1;
      expect(festival.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(festival.countryCode).toMatch(/^[A-Z]{2}$/);
      expect(festival.website).toMatch(/^https:\/\//);
      expect(festival.description?.length).toBeGreaterThan(80);
      expect(festival.prestige).toBeGreaterThanOrEqual(1);
      expect(festival.prestige).toBeLessThanOrEqual(5);
      expect(festival.entryFee).toBeGreaterThan(festival.earlyBirdFee ?? Infinity);
      expect(festival.currency).toMatch(/^[A-Z]{3}$/);
      expect(festival.expectedEntries).toBeGreaterThan(0);
      expect(festival.judgesPanelSize).toBeGreaterThan(0);
      const { registrationOpenDate: open, registrationCloseDate: close, earlyBirdDeadline: early } = festival;
      if (open && close && early) {
        expect(open <= early && early <= close).toBe(true);
        expect(festival.eventStartDate! > close).toBe(true);
        expect(festival.eventEndDate! >= festival.eventStartDate!).toBe(true);
      } else {
        expect([open, close, early]).toEqual([null, null, null]);
      }
    }
    expect(byStatus.open).toBeGreaterThanOrEqual(4);
    expect(byStatus.upcoming).toBeGreaterThanOrEqual(3);
    expect(byStatus.closed).toBeGreaterThanOrEqual(3);
    expect(byStatus.unknown).toBe(1);
    expect(rows.map((festival) => festival.shortName)).toEqual(
      expect.arrayContaining(['Cannes Lions', 'D&AD', 'One Show', 'Clio', 'El Ojo', 'El Sol', 'Eurobest', 'LIA']),
    );

    const perFestival = await handle.db
      .select({ festivalId: categories.festivalId, n: sql<number>`count(*)::int` })
      .from(categories)
      .groupBy(categories.festivalId);
    expect(perFestival).toHaveLength(12);
    for (const { n } of perFestival) expect(n >= 5 && n <= 12).toBe(true);
  });

  it('has fictional agencies of every size with 2 to 4 portfolio items', async () => {
    const rows = await handle.db.select().from(agencies);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const [min, max] of Object.values(AGENCY_SIZE_RANGES)) {
      expect(rows.some((agency) => agency.employees! >= min && (max === null || agency.employees! <= max))).toBe(true);
    }
    expect(rows.filter((agency) => agency.countries.length > 3).length).toBeGreaterThanOrEqual(3);
    for (const agency of rows) {
      expect(agency.website).toMatch(/^https:\/\/[a-z]+\.example$/);
      expect(agency.email).toMatch(/@[a-z]+\.example$/);
      expect(agency.specialties.length).toBeGreaterThan(0);
      expect(agency.clients.length).toBeGreaterThan(0);
      expect(agency.countries).toContain(agency.headquartersCountryCode);
    }
    const portfolio = await handle.db
      .select({ agencyId: agencyPortfolioItems.agencyId, n: sql<number>`count(*)::int` })
      .from(agencyPortfolioItems)
      .groupBy(agencyPortfolioItems.agencyId);
    expect(portfolio).toHaveLength(rows.length);
    for (const { n } of portfolio) expect(n >= 2 && n <= 4).toBe(true);
    // Award counts come from the creatives' verified awards.
    expect(rows.some((agency) => agency.totalAwards > 0 && agency.goldAwards > 0)).toBe(true);
  });

  it('has sixty unclaimed creatives across many countries', async () => {
    const rows = await handle.db.select().from(creatives).orderBy(asc(creatives.id));
    expect(rows.map((creative) => creative.id)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(rows.map((creative) => creative.countryCode)).size).toBeGreaterThanOrEqual(9);
    expect(new Set(rows.map((creative) => creative.username)).size).toBe(60);
    const agencyNames = new Map((await handle.db.select().from(agencies)).map((agency) => [agency.id, agency.name]));
    for (const creative of rows) {
      expect(creative.username).toBe(usernameFromName(creative.name));
      expect(SPECIALTIES).toContain(creative.specialty);
      expect(DISCIPLINES).toContain(creative.discipline);
      expect(creative.userId).toBeNull();
      expect(creative.bio).toBeTruthy();
      if (creative.agencyId !== null) expect(creative.agencyName).toBe(agencyNames.get(creative.agencyId));
      else expect(creative.agencyName).toBeNull();
    }
    const freelancers = rows.filter((creative) => creative.agencyId === null).length;
    expect(freelancers).toBeGreaterThan(0);
    expect(freelancers).toBeLessThan(10);
    const verified = rows.filter((creative) => creative.verified).length;
    expect(verified).toBeGreaterThanOrEqual(15);
    expect(verified).toBeLessThanOrEqual(25);
    expect(rows.some((creative) => creative.name !== creative.name.normalize('NFD'))).toBe(true); // accented names
    expect(rows.some((creative) => creative.yearsExperience !== null)).toBe(true);
    expect(rows.some((creative) => creative.yearsExperience === null)).toBe(true);
    expect(rows.some((creative) => creative.linkedin !== null)).toBe(true);
    expect(rows.some((creative) => creative.website === null && creative.linkedin === null)).toBe(true);

    for (const id of [41, 42]) {
      const creative = rows.find((row) => row.id === id)!;
      expect(creative.avatar).toBe(`/images/demo/creative-${id}.webp`);
      const file = path.resolve('public', creative.avatar!.slice(1));
      expect(fs.statSync(file).size).toBeLessThan(20 * 1024);
    }
    expect(rows.filter((creative) => creative.avatar !== null)).toHaveLength(2);
  });

  it('draws its images as WebP files rendered from the drawings in scripts/drawings/demo', async () => {
    const stored = [
      ...(await handle.db.select({ image: creatives.avatar }).from(creatives)),
      ...(await handle.db.select({ image: festivals.logo }).from(festivals)),
      ...(await handle.db.select({ image: festivals.banner }).from(festivals)),
      ...(await handle.db.select({ image: agencies.logo }).from(agencies)),
    ]
      .map((row) => row.image)
      .filter((image): image is string => image !== null);
    expect(stored.length).toBeGreaterThanOrEqual(2 + 12 * 2 + 10);
    for (const image of stored) {
      expect(image).toMatch(/^\/images\/demo\/[\w/-]+\.webp$/);
      const file = fs.readFileSync(path.resolve('public', image.slice(1)));
      expect(file.subarray(8, 12).toString('latin1'), image).toBe('WEBP');
      expect(
        fs.existsSync(path.resolve('scripts/drawings/demo', image.slice('/images/demo/'.length).replace(/\.webp$/, '.svg'))),
        image,
      ).toBe(true);
    }
  });

  it('has official awards whose categories belong to their festival', async () => {
    const rows = await handle.db
      .select({ award: awards, categoryFestivalId: categories.festivalId })
      .from(awards)
      .innerJoin(categories, eq(categories.id, awards.categoryId));
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const types = { grand_prix: 0, gold: 0, silver: 0, bronze: 0, shortlist: 0 };
    const years = new Set<number>();
    for (const { award, categoryFestivalId } of rows) {
      expect(award.verified).toBe(true);
      expect(categoryFestivalId).toBe(award.festivalId);
      expect(award.points).toBe(AWARD_POINTS[award.type]);
      expect(award.year).toBeGreaterThanOrEqual(YEAR - 6);
      expect(award.year).toBeLessThanOrEqual(YEAR);
      expect(award.title.length).toBeGreaterThan(0);
      types[award.type] += 1;
      years.add(award.year);
    }
    expect(years.has(YEAR)).toBe(true);
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(types.grand_prix).toBeGreaterThan(0);
    expect(types.grand_prix).toBeLessThan(types.gold);
    expect(types.gold).toBeLessThan(types.bronze);
    expect(types.gold).toBeLessThan(types.shortlist);
    const festivalsWithAwards = new Set(rows.map(({ award }) => award.festivalId));
    expect(festivalsWithAwards.size).toBeGreaterThanOrEqual(10);
  });

  it('ranks with ties, newcomers and creatives without awards', async () => {
    const rows = await handle.db.select().from(creatives);
    const sums = await handle.db
      .select({
        creativeId: awards.creativeId,
        points: sql<number>`sum(${awards.points})::int`,
        n: sql<number>`count(*)::int`,
        previous: sql<number>`coalesce(sum(${awards.points}) filter (where ${awards.year} < ${YEAR}), 0)::int`,
      })
      .from(awards)
      .groupBy(awards.creativeId);
    const byId = new Map(sums.map((row) => [row.creativeId, row]));
    for (const creative of rows) {
      const sum = byId.get(creative.id);
      expect(creative.totalPoints).toBe(sum?.points ?? 0);
      expect(creative.totalAwards).toBe(sum?.n ?? 0);
      expect(creative.previousPoints).toBe(sum?.previous ?? 0);
    }
    const ranked = rows.filter((creative) => creative.totalPoints > 0);
    const totals = ranked.map((creative) => creative.totalPoints);
    expect(new Set(totals).size).toBeLessThan(totals.length); // ties
    expect(rows.filter((creative) => creative.totalAwards === 0).length).toBeGreaterThanOrEqual(3);
    const newcomers = ranked.filter((creative) => creative.previousPoints === 0);
    expect(newcomers.length).toBeGreaterThanOrEqual(3);

    // The year-earlier order differs from today's.
    const order = (key: 'totalPoints' | 'previousPoints') =>
      [...rows]
        .filter((creative) => creative[key] > 0)
        .sort((a, b) => b[key] - a[key] || b.totalAwards - a.totalAwards || a.name.localeCompare(b.name))
        .map((creative) => creative.id);
    expect(order('previousPoints')).not.toEqual(order('totalPoints'));

    const buckets = await handle.db.select().from(rankBuckets);
    expect(buckets.filter((bucket) => bucket.basis === 'current').reduce((sum, b) => sum + b.creatives, 0)).toBe(60);
    const [basis] = await handle.db.select().from(appSettings).where(eq(appSettings.key, 'ranking_basis_year'));
    expect(basis?.value).toBe(String(YEAR));
  });

  it('gives 41 and 42 their own projects and the others 3 to 6', async () => {
    const rows = await handle.db.select().from(projects).orderBy(asc(projects.creativeId), asc(projects.position));
    const byCreative = new Map<number, typeof rows>();
    for (const row of rows) byCreative.set(row.creativeId, [...(byCreative.get(row.creativeId) ?? []), row]);
    expect(byCreative.size).toBe(60);
    const titles = (id: number) => new Set((byCreative.get(id) ?? []).map((project) => project.title));
    const showcase = [...titles(41), ...titles(42)];
    expect(titles(41).size).toBeGreaterThanOrEqual(6);
    expect(titles(42).size).toBeGreaterThanOrEqual(6);
    expect(new Set(showcase).size).toBe(showcase.length);
    for (const [id, list] of byCreative) {
      expect(list.map((project) => project.position)).toEqual(list.map((_, i) => i));
      for (const project of list) {
        expect(project.reach).toMatch(/^\d+(\.\d)?M$/);
        expect(project.engagement).toMatch(/^\d+(\.\d)?%$/);
        expect(project.conversion).toMatch(/^\+\d+%$/);
        expect(project.year).toBeLessThanOrEqual(YEAR);
      }
      if (id === 41 || id === 42) continue;
      expect(list.length >= 3 && list.length <= 6).toBe(true);
      for (const project of list) expect(showcase).not.toContain(project.title);
    }
    // A showcase project's award is one of the creative's awards.
    const awards41 = await handle.db
      .select({ title: awards.title, type: awards.type, festival: festivals.shortName })
      .from(awards)
      .innerJoin(festivals, eq(festivals.id, awards.festivalId))
      .where(eq(awards.creativeId, 41));
    expect(awards41.some((award) => award.title === 'Pan de Ayer' && award.type === 'grand_prix' && award.festival === 'El Sol')).toBe(
      true,
    );
  });

  it('does nothing the second time, and new rows get the next ids', async () => {
    // A database of its own: the rows it adds would change what the other tests read.
    const { handle: own } = await seededDatabase();
    try {
      await expectSecondSeedIdle(own.db);
    } finally {
      await own.close();
    }
  }, 60_000);

  it('is deterministic for a given day and follows the day it is given', () => {
    expect(buildDemoData(TODAY)).toEqual(buildDemoData(new Date(TODAY.getTime())));
    const later = buildDemoData(new Date('2031-02-01T08:00:00Z'));
    expect(later.awards.every((award) => award.year >= 2025 && award.year <= 2031)).toBe(true);
    for (const day of ['2025-01-01', '2026-12-31', '2028-02-29']) {
      const data = buildDemoData(new Date(`${day}T23:59:59Z`));
      const statuses = data.festivals.map((festival) =>
        festivalStatus(
          { registrationOpenDate: festival.registrationOpenDate ?? null, registrationCloseDate: festival.registrationCloseDate ?? null },
          day,
        ),
      );
      expect(statuses.filter((status) => status === 'open').length).toBeGreaterThanOrEqual(4);
      expect(statuses.filter((status) => status === 'upcoming').length).toBeGreaterThanOrEqual(3);
      expect(statuses.filter((status) => status === 'closed').length).toBeGreaterThanOrEqual(3);
      expect(statuses.filter((status) => status === 'unknown')).toHaveLength(1);
    }
  });
});
