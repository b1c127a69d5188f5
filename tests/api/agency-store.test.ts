import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AgencyRankingEntry, CountryRankingEntry, FestivalWinner } from '../../src/shared/schemas/ranking';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, type TestApp } from '../helpers/test-app';

// An agency ranking's pages and a festival's winners take each agency's card from the process's
// agency store (src/server/modules/agencies/agency-store.ts), kept fresh by migration 0054's notices.

let t: TestApp;
let agency: { id: number; name: string; slug: string };
// Its all-time points: what the country ranking shows with it.
let agencyPoints: number;
let winnersPath: string;

interface StoreState {
  held: number;
  loading: boolean;
  listening: boolean;
}

const agencies = async () => (await t.get<{ agencies: StoreState | null }>('/readyz')).body.agencies;

async function inRanking() {
  const { status, body } = await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?limit=100');
  expect(status).toBe(200);
  return body.find((entry) => entry.agency.id === agency.id)?.agency;
}

async function inWinners() {
  const { status, body } = await t.get<FestivalWinner[]>(winnersPath);
  expect(status).toBe(200);
  return body.find((award) => award.agency?.id === agency.id)?.agency;
}

/** The agency as the all-time country ranking shows it: the best of its headquarters' country. */
async function inCountries() {
  const { status, body } = await t.get<CountryRankingEntry[]>('/api/rankings/countries');
  expect(status).toBe(200);
  return body.find((entry) => entry.topAgency?.id === agency.id)?.topAgency;
}

/** Writes a name straight into the database with migration 0054's notices off: the store does not hear of it. */
async function renameUnnoticed(name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`alter table agencies disable trigger agencies_cards_update`);
    await tx.execute(sql`update agencies set name = ${name} where id = ${agency.id}`);
    await tx.execute(sql`alter table agencies enable trigger agencies_cards_update`);
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const { body } = await t.get<AgencyRankingEntry[]>('/api/rankings/agencies?limit=1');
  agency = body[0]!.agency;
  agencyPoints = body[0]!.points;
  const [award] = rowsOf<{ slug: string; year: number; category_id: number }>(
    await t.db.execute(sql`select f.slug, a.year, a.category_id from awards a join festivals f on f.id = a.festival_id
      where a.agency_id = ${agency.id} and a.verified order by a.id limit 1`),
  );
  winnersPath = `/api/festivals/${award!.slug}/winners?year=${award!.year}&category=${award!.category_id}&limit=100`;
  await vi.waitFor(async () => expect((await agencies())?.loading).toBe(false), { timeout: 10_000 });
});
afterAll(() => t.close());

describe("an agency ranking's pages and a festival's winners through the agency store", () => {
  it('are read from the store: a change the store was not told of does not show until a `*` notice', async () => {
    expect((await agencies())?.listening).toBe(true);
    expect((await agencies())?.held).toBeGreaterThan(0);
    expect((await inRanking())?.name).toBe(agency.name);
    expect(await inWinners()).toEqual({ id: agency.id, slug: agency.slug, name: agency.name });
    expect(await inCountries()).toEqual({ id: agency.id, slug: agency.slug, name: agency.name, points: agencyPoints });
    await renameUnnoticed('Unnoticed Agency');
    expect((await inRanking())?.name).toBe(agency.name);
    expect((await inWinners())?.name).toBe(agency.name);
    expect((await inCountries())?.name).toBe(agency.name);
    // The agency's own page reads the table.
    expect((await t.get<{ name: string }>(`/api/agencies/slug/${agency.slug}`)).body.name).toBe('Unnoticed Agency');
    await t.db.execute(sql`select pg_notify('agency_cards', '*')`);
    await expect.poll(async () => (await inRanking())?.name, { timeout: 5000 }).toBe('Unnoticed Agency');
    expect((await inWinners())?.name).toBe('Unnoticed Agency');
    expect((await inCountries())?.name).toBe('Unnoticed Agency');
  });

  it("hear of a change among many ids: in a notice's third part, or as `*` past 2,000", async () => {
    const shown = (await inRanking())?.name;
    await renameUnnoticed('Third Part Agency');
    expect((await inRanking())?.name).toBe(shown);
    // 1,100 other ids before it: notices of 500 ids, the agency's in the third.
    await t.db.execute(sql`select notify_ids('agency_cards', array(select -g from generate_series(1, 1100) g) || ${agency.id}::int)`);
    await expect.poll(async () => (await inRanking())?.name, { timeout: 5000 }).toBe('Third Part Agency');
    await renameUnnoticed('Many Ids Agency');
    await t.db.execute(sql`select notify_ids('agency_cards', array(select -g from generate_series(1, 2001) g))`);
    await expect.poll(async () => (await inRanking())?.name, { timeout: 5000 }).toBe('Many Ids Agency');
  });

  it('follow a change committed by another process, whatever the name holds', async () => {
    // A name that spells the card's next fields: the winners' label ends where the card's own logo field begins.
    const hostile = 'Agency ","logo":"x.png","headquarters":"Nowhere"} \\ "Q"\t';
    await t.db.execute(sql`update agencies set name = ${hostile}, headquarters = 'Lisbon' where id = ${agency.id}`);
    await expect.poll(async () => (await inRanking())?.name, { timeout: 5000 }).toBe(hostile);
    expect(await inRanking()).toMatchObject({ id: agency.id, name: hostile, headquarters: 'Lisbon' });
    expect(await inWinners()).toEqual({ id: agency.id, slug: agency.slug, name: hostile });
    expect(await inCountries()).toEqual({ id: agency.id, slug: agency.slug, name: hostile, points: agencyPoints });
    await t.db.execute(sql`update agencies set name = ${agency.name} where id = ${agency.id}`);
    await expect.poll(async () => (await inRanking())?.name, { timeout: 5000 }).toBe(agency.name);
    expect((await inWinners())?.name).toBe(agency.name);
  });

  it('forget an agency removed from the database: its awards show no agency', async () => {
    const [row] = rowsOf<{ id: number }>(
      await t.db.execute(sql`insert into agencies (slug, name) values ('short-lived', 'Short Lived') returning id`),
    );
    const [award] = rowsOf<{ id: number }>(
      await t.db.execute(sql`update awards set agency_id = ${row!.id}
        where id = (select id from awards where agency_id = ${agency.id} and verified order by id limit 1) returning id`),
    );
    const shown = async () => (await t.get<FestivalWinner[]>(winnersPath)).body.find((item) => item.id === award!.id)?.agency;
    expect((await shown())?.name).toBe('Short Lived');
    await t.db.execute(sql`delete from agencies where id = ${row!.id}`);
    await expect.poll(shown, { timeout: 5000 }).toBeNull();
    await t.db.execute(sql`update awards set agency_id = ${agency.id} where id = ${award!.id}`);
  });
});
