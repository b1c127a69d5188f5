import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/server/db/prepare';
import { rowsOf } from '../../src/server/lib/sql';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { Creative } from '../../src/shared/schemas/creative';
import type { ImportPreview, ImportResult } from '../../src/shared/schemas/results-import';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { TEST_NOW } from '../helpers/test-clock';
import { ladderDrift } from '../helpers/rank-ladder';
import { NO_DRIFT, windowDrift } from '../helpers/ranking-windows';
import { segmentGroupDrift } from '../helpers/segment-groups';
import { signUp, type TestUser } from '../helpers/users';

let t: TestApp;
let moderator: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
});
afterAll(() => t.close());

const HEADER = 'festival,year,category,level,title,creative,username,country,agency,description';

/** A file as festivals and spreadsheets write it: a BOM, CRLF line ends, quoted commas and quotes, accents. */
const officialFile = `\uFEFF${[
  HEADER,
  // An existing creative matched by name without accents and in another case (Lucía Muñoz, Spain).
  'Cannes Lions,2025,Film,Gold,"Lights, Camera, Olé",LUCIA MUNOZ,,España,Lumen & Vale,"The ""big"" one"',
  // A new creative at a new agency whose name has a comma, in a new category of a festival found by slug.
  'cannes-lions,2025,"Sound, Music & Audio",grand prix,Ñandú,Ñandú Pérez-Açaí,,Brazil,"Agência, Nova",',
  // The same new person again, spelled with other accents and case: one creative (D&AD has no Film category yet).
  'D&AD,2024,Film,shortlist,Ñandú 2,nandu perez-acai,,BR,"Agência, Nova",',
].join('\r\n')}\r\n`;

async function upload<T = unknown>(path: string, body: string, as: TestUser | null = moderator) {
  const response = await t.request(`/api/moderation/results-import${path}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', origin: 'http://localhost:3000', ...(as ? { cookie: as.cookie } : {}) },
    body,
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function counts() {
  const [row] = rowsOf<{ awards: number; creatives: number; agencies: number; categories: number }>(
    await t.db.execute(sql`select (select count(*) from awards)::int as awards, (select count(*) from creatives)::int as creatives,
      (select count(*) from agencies)::int as agencies, (select count(*) from categories)::int as categories`),
  );
  return row!;
}

/** Every kept total agrees with the awards: what recomputeRankings would rebuild is already there. */
async function inconsistencies() {
  const [row] = rowsOf<Record<string, number>>(
    await t.db.execute(sql`select
      (select count(*) from creatives c left join (select creative_id, sum(points) p, count(*) n from awards where verified group by 1) a
        on a.creative_id = c.id where (c.total_points, c.total_awards) is distinct from (coalesce(a.p, 0), coalesce(a.n, 0)))::int as totals,
      (select count(*) from (select total_points p, count(*)::int n from creatives group by 1) b
        full join (select points p, creatives n from rank_buckets where basis = 'current') k on k.p = b.p
        where b.n is distinct from k.n)::int as buckets,
      (select count(*) from agencies g left join (select agency_id, count(*) n from awards
        where verified group by 1) t on t.agency_id = g.id where g.total_awards <> coalesce(t.n, 0))::int as agencies,
      (select count(*) from creatives c join creative_award_lists l on l.creative_id = c.id
        where json_array_length(l.awards) <> least(c.total_awards, 500))::int as lists,
      (select sum(creatives) from ranking_segments where list = 'all')::int - (select count(*) from creatives)::int as segments`),
  );
  return { ...row, groups: await segmentGroupDrift(t.db), ladder: await ladderDrift(t.db) };
}

describe('POST /api/moderation/results-import/preview', () => {
  it('answers 401 signed out and 403 to a user who is not a moderator', async () => {
    expect((await upload('/preview', officialFile, null)).status).toBe(401);
    expect((await upload('/preview', officialFile, await signUp(t))).status).toBe(403);
  });

  it('reads a file with a BOM, CRLF, quoted commas and accents, and says what it would do without writing', async () => {
    const before = await counts();
    const { status, body } = await upload<ImportPreview>('/preview', officialFile);
    expect(status).toBe(200);
    expect(body).toEqual({
      rows: 3,
      creatives: { matched: 1, toCreate: 1 },
      agencies: { matched: 1, toCreate: 1 },
      categories: { matched: 1, toCreate: 2 },
      awardsToAdd: 3,
      alreadyImported: 0,
      badRowCount: 0,
      badRows: [],
    } satisfies ImportPreview);
    expect(await counts()).toEqual(before);
  });

  it('lists every bad row with its line, field and reason', async () => {
    const file = [
      HEADER,
      'Cannes Lions,2025,Film,gold,Fine,Lucía Muñoz,,ES,Lumen & Vale,',
      'Nowhere Fest,2025,Film,gold,T,Ana,,ES,A,',
      'Cannes Lions,1850,Film,gold,T,Ana,,ES,A,',
      'Cannes Lions,2025,Film,platinum,T,Ana,,ES,A,',
      'Cannes Lions,2025,Film,gold,T,Ana,,Atlantis,A,',
      'Cannes Lions,2025,Film,gold,,Ana,,ES,A,',
      'Cannes Lions,2025,Film,gold,T,Ana,Not Valid!,ES,A,',
      'Cannes Lions,2025,Film,gold,T,Ana,,ES,A,extra,field',
      '"Cannes Lions",2025,Film,Gold,"Fine",lucia munoz,,Spain,Lumen & Vale,',
    ].join('\n');
    const { status, body } = await upload<ImportPreview>('/preview', file);
    expect(status).toBe(200);
    expect(body.badRowCount).toBe(8);
    expect(body.badRows).toEqual([
      { line: 3, field: 'festival', reason: 'unknown festival "Nowhere Fest"' },
      { line: 4, field: 'year', reason: 'year must be a year from 1900 to 2026' },
      { line: 5, field: 'level', reason: 'level must be one of grand_prix, gold, silver, bronze, shortlist' },
      { line: 6, field: 'country', reason: 'unknown country "Atlantis"' },
      { line: 7, field: 'title', reason: 'title is required' },
      { line: 8, field: 'username', reason: 'username must be lowercase letters, digits and hyphens (not all digits)' },
      { line: 9, field: 'row', reason: 'expected 10 fields, found 11' },
      { line: 10, field: 'row', reason: 'the same award as line 2' },
    ]);
    expect(body.awardsToAdd).toBe(1);
  });

  it.each([
    ['an unclosed quote', `${HEADER}\nCannes Lions,2025,Film,gold,"Unclosed,Ana,,ES,A,\n`, /not valid CSV.*Quote Not Closed/],
    ['a header that is not the documented one', 'name,points\nAna,300\n', /first line must name the columns.*missing festival/],
    ['an empty file', '', /empty/],
    ['a header without rows', `${HEADER}\r\n`, /no rows/],
  ])('refuses %s with a clear message', async (_case, file, message) => {
    const { status, body } = await upload<ErrorBody>('/preview', file);
    expect(status).toBe(400);
    expect(body.message).toMatch(message);
  });
});

describe('POST /api/moderation/results-import', () => {
  it('writes nothing when a row is bad, and says which', async () => {
    const before = await counts();
    const file = `${officialFile}Cannes Lions,2025,Film,gold,Late,Ana Ruiz,,ES,Lumen & Vale,\r\nCannes Lions,2025,Film,tin,X,Ana,,ES,A,\r\n`;
    const { status, body } = await upload<ErrorBody>('', file);
    expect(status).toBe(400);
    expect(body.message).toBe('1 row has errors: nothing was imported');
    expect(body.errors).toEqual([{ path: 'line 6: level', message: 'level must be one of grand_prix, gold, silver, bronze, shortlist' }]);
    expect(await counts()).toEqual(before);
  });

  it('imports verified awards, creating what is missing, with totals, ranks and read models consistent', async () => {
    const lucia = (await t.get<Creative>('/api/creatives/1')).body;
    const before = await counts();
    const { status, body } = await upload<ImportResult>('', officialFile);
    expect(status).toBe(200);
    expect(body.added).toBe(3);
    expect(await counts()).toEqual({
      awards: before.awards + 3,
      creatives: before.creatives + 1,
      agencies: before.agencies + 1,
      categories: before.categories + 2,
    });
    expect(await inconsistencies()).toEqual({ totals: 0, buckets: 0, agencies: 0, lists: 0, segments: 0, groups: 0, ladder: 0 });
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);

    const after = (await t.get<Creative>('/api/creatives/1')).body;
    expect(after.totalPoints).toBe(lucia.totalPoints + 300);
    expect(
      after.awards.find((award) => award.year === 2025 && award.festival.slug === 'cannes-lions' && award.type === 'gold'),
    ).toMatchObject({ title: 'Lights, Camera, Olé', description: 'The "big" one', type: 'gold', verified: true });

    const [found] = (await t.get<Creative[]>('/api/creatives?q=nandu')).body;
    const nandu = (await t.get<Creative>(`/api/creatives/username/${found!.username}`)).body;
    expect(nandu).toMatchObject({ name: 'Ñandú Pérez-Açaí', countryCode: 'BR', agency: 'Agência, Nova', totalPoints: 550, totalAwards: 2 });
    expect(nandu.awards.map((award) => award.category.name).sort()).toEqual(['Film', 'Sound, Music & Audio']);
    expect((await t.get(`/api/agencies/slug/${nandu.agencySlug}`)).body).toMatchObject({ name: 'Agência, Nova', totalAwards: 2 });
    // Ranked where its points put it: ranks are computed from the buckets.
    const ranked = (await t.get<Creative[]>('/api/creatives?limit=100')).body;
    const place = ranked.findIndex((creative) => creative.id === nandu.id);
    expect(ranked[place]!.rank).toBe(1 + ranked.filter((creative) => creative.totalPoints > 550).length);
  });

  it('adds nothing when the same file is imported again', async () => {
    const before = await counts();
    const preview = await upload('/preview', officialFile);
    expect(preview.body).toMatchObject({ awardsToAdd: 0, alreadyImported: 3, creatives: { matched: 2, toCreate: 0 } });
    const { status, body } = await upload('', officialFile);
    expect(status).toBe(200);
    expect(body).toMatchObject({ added: 0, alreadyImported: 3 });
    expect(await counts()).toEqual(before);
  });

  it('rewrites at the next start the award lists an interrupted import left in the backlog', async () => {
    // A batch committed, and the process stopped before the second connection rewrote its lists.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('palmares.award_lists', 'deferred', true)`);
      await tx.execute(sql`insert into awards (creative_id, festival_id, category_id, title, year, type, points, verified)
        select 2, c.festival_id, c.id, 'Left behind', 2025, 'bronze', 100, true from categories c order by c.id limit 1`);
    });
    const titles = async () => (await t.get<Creative>('/api/creatives/2')).body.awards.map((award) => award.title);
    const backlog = async () => rowsOf(await t.db.execute(sql`select creative_id as "creativeId" from award_list_backlog`));
    expect(await titles()).not.toContain('Left behind');
    expect(await backlog()).toEqual([{ creativeId: 2 }]);

    await prepareDatabase(t.handle, { seed: false, now: TEST_NOW });
    expect(await titles()).toContain('Left behind');
    expect(await backlog()).toEqual([]);
    await t.db.execute(sql`delete from awards where title = 'Left behind'`);
    expect(await titles()).not.toContain('Left behind');
  });

  it('is in the OpenAPI document', async () => {
    const { body } = await t.get<{ paths: Record<string, unknown> }>('/api/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/moderation/results-import', '/api/moderation/results-import/preview']),
    );
  });
});
