import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import type { Database } from '../../src/server/db/client';
import type { Festival } from '../../src/shared/schemas/festival';
import type { CountryRankingEntry, FestivalWinner } from '../../src/shared/schemas/ranking';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// A window's pages take each creative's head (card and all-time totals) from the process's card
// store (src/server/modules/creatives/card-store.ts), kept fresh by migration 0053's notices.

let t: TestApp;
let moderator: TestUser;
let cannes: Festival;
let owner: TestUser;
let creativeId: number;
// A year no demo award has: its window holds what these tests add.
const WINDOW = '/api/creatives?year=1940&festival=cannes-lions';

interface CardsState {
  held: number;
  loading: boolean;
  listening: boolean;
}

const cards = async () => (await t.get<{ cards: CardsState | null }>('/readyz')).body.cards;

async function windowPage(path = WINDOW): Promise<CreativeSummary[]> {
  const { status, body } = await t.get<CreativeSummary[]>(path);
  expect(status, path).toBe(200);
  return body;
}

async function winGold(year: number) {
  const { status, body } = await owner.send<OwnAward>('POST', '/api/awards', {
    festivalId: cannes.id,
    categoryId: cannes.categories[0]!.id,
    title: `Gold ${year}`,
    year,
    type: 'gold',
  });
  expect(status).toBe(201);
  expect((await moderator.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'approve' })).status).toBe(204);
}

/** Writes a name straight into the database with migration 0053's notices off: the store does not hear of it. */
async function renameUnnoticed(name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table creatives disable trigger creatives_items_update`);
    await tx.execute(sql`update creatives set name = ${name} where id = ${creativeId}`);
    await tx.execute(sql`alter table creatives enable trigger creatives_items_update`);
  });
}

const nameInWindow = async () => (await windowPage()).find((item) => item.id === creativeId)?.name;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  owner = await signUp(t);
  const { status, body } = await owner.send<OwnProfile>('POST', '/api/creatives', { name: 'Store Keeper', country: 'PT' });
  expect(status).toBe(201);
  creativeId = body.id;
  await winGold(1940);
  await vi.waitFor(async () => expect((await cards())?.loading).toBe(false), { timeout: 10_000 });
});
afterAll(() => t.close());

describe("a window's pages through the card store", () => {
  it('are read from the store: a change the store was not told of does not show', async () => {
    expect((await cards())?.listening).toBe(true);
    expect((await cards())?.held).toBeGreaterThan(0);
    expect(await nameInWindow()).toBe('Store Keeper');
    await renameUnnoticed('Unnoticed Keeper');
    expect(await nameInWindow()).toBe('Store Keeper');
    // The creative's own profile reads the table.
    expect((await t.get<{ name: string }>(`/api/creatives/${creativeId}`)).body.name).toBe('Unnoticed Keeper');
    // A `*` notice (a statement that changed thousands) forgets every head: the page reads the table again.
    await t.db.execute(sql`select pg_notify('creative_items', '*')`);
    await expect.poll(nameInWindow, { timeout: 5000 }).toBe('Unnoticed Keeper');
  });

  it("show the writer's own change at once: a new name, new all-time totals", async () => {
    const before = (await windowPage()).find((item) => item.id === creativeId)!;
    expect((await owner.send('PUT', `/api/creatives/${creativeId}`, { name: 'Store Keeper', country: 'PT' })).status).toBe(200);
    expect(await nameInWindow()).toBe('Store Keeper');
    await winGold(1941);
    const after = (await windowPage()).find((item) => item.id === creativeId)!;
    expect([after.totalPoints - before.totalPoints, after.totalAwards - before.totalAwards, after.windowPoints]).toEqual([
      300,
      1,
      before.windowPoints,
    ]);
  });

  it('follow a change written by another process, once it commits', async () => {
    await t.db.execute(sql`update creatives set name = 'Keeper Elsewhere' where id = ${creativeId}`);
    await expect.poll(nameInWindow, { timeout: 5000 }).toBe('Keeper Elsewhere');
    await t.db.execute(sql`update creatives set name = 'Store Keeper' where id = ${creativeId}`);
    await expect.poll(nameInWindow, { timeout: 5000 }).toBe('Store Keeper');
  });

  it('forget a creative removed from the database', async () => {
    const doomed = await signUp(t);
    const { body } = await doomed.send<OwnProfile>('POST', '/api/creatives', { name: 'Short Stay', country: 'PT' });
    const { body: award } = await doomed.send<OwnAward>('POST', '/api/awards', {
      festivalId: cannes.id,
      categoryId: cannes.categories[0]!.id,
      title: 'Gold 1940',
      year: 1940,
      type: 'gold',
    });
    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(204);
    expect((await windowPage()).map((item) => item.name)).toContain('Short Stay');
    await t.db.execute(sql`delete from creatives where id = ${body.id}`);
    await expect.poll(async () => (await windowPage()).map((item) => item.name), { timeout: 5000 }).not.toContain('Short Stay');
  });

  it("give a festival's winners their creatives' labels, whatever the name holds", async () => {
    const label = async () => {
      const { status, body } = await t.get<FestivalWinner[]>('/api/festivals/cannes-lions/winners?year=1940&limit=100');
      expect(status).toBe(200);
      return body.find((award) => award.creative.id === creativeId)?.creative;
    };
    // A name that spells the card's next field: the label ends where the card's own field begins.
    const hostile = 'Keeper ","country":"XX"} \\ "Q"';
    expect((await owner.send('PUT', `/api/creatives/${creativeId}`, { name: hostile, country: 'PT' })).status).toBe(200);
    const [row] = rowsOf<{ username: string }>(await t.db.execute(sql`select username from creatives where id = ${creativeId}`));
    expect(await label()).toEqual({ id: creativeId, name: hostile, username: row!.username, countryCode: 'PT' });
    // The window's best Portuguese creative, in its country ranking.
    const { body: countries } = await t.get<CountryRankingEntry[]>('/api/rankings/countries?year=1940&festival=cannes-lions');
    expect(countries.find((entry) => entry.countryCode === 'PT')?.topCreative).toEqual({
      id: creativeId,
      name: hostile,
      username: row!.username,
      points: 300,
    });
    await renameUnnoticed('Unnoticed Keeper');
    expect((await label())?.name).toBe(hostile);
    await t.db.execute(sql`select pg_notify('creative_items', '*')`);
    await expect.poll(async () => (await label())?.name, { timeout: 5000 }).toBe('Unnoticed Keeper');
    expect((await owner.send('PUT', `/api/creatives/${creativeId}`, { name: 'Store Keeper', country: 'PT' })).status).toBe(200);
  });

  it('do not keep a head read before a change whose notice came while the read was under way', async () => {
    const store = t.app.cardStore!;
    // The read runs at once (before the change) and its rows are handed back when the gate opens.
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    let ran = () => {};
    const read = new Promise<void>((resolve) => (ran = resolve));
    const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const slowClient = Object.create(client) as typeof client;
    slowClient.query = async (...args: unknown[]) => {
      const result = await client.query(...args);
      ran();
      await gate;
      return result;
    };
    const slowDb = Object.create(t.db, { $client: { value: slowClient } }) as Database;

    await t.db.execute(sql`select pg_notify('creative_items', ${String(creativeId)})`);
    await store.settle();
    const early = store.texts(slowDb, [creativeId]);
    await read;
    await t.db.execute(sql`update creatives set name = 'Keeper Renamed' where id = ${creativeId}`);
    await store.settle();
    open();
    expect((await early)[0]).toContain('"name":"Store Keeper"');
    expect((await store.texts(t.db, [creativeId]))[0]).toContain('"name":"Keeper Renamed"');
    expect(await nameInWindow()).toBe('Keeper Renamed');
    await t.db.execute(sql`update creatives set name = 'Store Keeper' where id = ${creativeId}`);
    await store.settle();
  });

  it('forget everything when the listening session is lost, and hear again once it is back', async (context) => {
    if (t.handle.kind !== 'postgres') context.skip();
    // Read once, so that the store holds it.
    expect(await nameInWindow()).toBe('Store Keeper');
    await renameUnnoticed('Keeper Offline');
    expect(await nameInWindow()).toBe('Store Keeper');
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name like 'palmares notices%' and datname = current_database()`);
    await expect.poll(nameInWindow, { timeout: 5000 }).toBe('Keeper Offline');
    await expect.poll(async () => (await cards())?.listening, { timeout: 10_000 }).toBe(true);
    await t.db.execute(sql`update creatives set name = 'Store Keeper' where id = ${creativeId}`);
    await expect.poll(nameInWindow, { timeout: 5000 }).toBe('Store Keeper');
  });
});

describe('a card store smaller than the heads', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { cardStoreBytes: 8 * 1024 } });
  });
  afterAll(() => small.close());

  it('holds what fits, and pages read the rest from the table', async () => {
    const [year] = (await small.get<{ years: number[] }>('/api/rankings/years')).body.years;
    const path = `/api/creatives?year=${year}&limit=100`;
    const { body: page, headers } = await small.get<CreativeSummary[]>(path);
    expect(page.length).toBe(Math.min(100, Number(headers.get('x-total-count'))));
    const state = (await small.get<{ cards: CardsState }>('/readyz')).body.cards;
    expect(state.held).toBeGreaterThan(0);
    // Each head is 250-350 bytes: 8 KB holds a few dozen of the demo's creatives.
    expect(state.held).toBeLessThan(40);
    for (const item of page.slice(0, 20)) {
      const { body } = await small.get<{ name: string; username: string }>(`/api/creatives/${item.id}`);
      expect([item.name, item.username]).toEqual([body.name, body.username]);
    }
    expect((await small.get<CreativeSummary[]>(path)).body).toEqual(page);
  });
});
