import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../src/shared/schemas/account';
import type { AgencySummary, Agency } from '../../src/shared/schemas/agency';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import type { Festival } from '../../src/shared/schemas/festival';
import type { ModerationAward } from '../../src/shared/schemas/moderation';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import type { Stats } from '../../src/shared/schemas/stats';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

let t: TestApp;
let moderator: TestUser;
let cannes: Festival;
let dandad: Festival;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await signUp(t, { email: TEST_MODERATOR_EMAIL });
  cannes = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
  dandad = (await t.get<Festival>('/api/festivals/slug/dandad')).body;
});
afterAll(() => t.close());

const profile = {
  name: 'Nora Quintana',
  country: 'España',
  specialty: 'copywriter',
  discipline: 'film',
  bio: 'Writes things.',
  website: 'https://nora.example',
};

describe('POST /api/creatives (own profile)', () => {
  it('answers 401 when signed out', async () => {
    const response = await t.request('/api/creatives', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(profile),
    });
    expect(response.status).toBe(401);
  });

  it('creates the profile, linked to the user, with a username from the name', async () => {
    const user = await signUp(t);
    const { status, body } = await user.send<OwnProfile>('POST', '/api/creatives', profile);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Nora Quintana',
      username: 'nora-quintana',
      countryCode: 'ES',
      country: 'Spain',
      claimed: true,
      totalPoints: 0,
      awards: [],
    });
    expect((await user.send<OwnProfile>('GET', '/api/my-profile')).body.id).toBe(body.id);
    expect((await user.send<CurrentUser>('GET', '/api/auth/user')).body.creativeId).toBe(body.id);
    expect((await t.get(`/api/creatives/${body.id}`)).status).toBe(200);
  });

  it('picks a free username when the name is taken', async () => {
    const [first, second] = [await signUp(t), await signUp(t)];
    expect((await first.send<OwnProfile>('POST', '/api/creatives', { name: 'Ines Twice' })).body.username).toBe('ines-twice');
    expect((await second.send<OwnProfile>('POST', '/api/creatives', { name: 'Ines Twice' })).body.username).toBe('ines-twice-2');
  });

  it('counts the new creative in the stats and ranks it', async () => {
    const before = (await t.get<Stats>('/api/stats')).body.totalCreatives;
    const user = await signUp(t);
    const { body } = await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Zero Points' });
    expect((await t.get<Stats>('/api/stats')).body.totalCreatives).toBe(before + 1);
    const last = (await t.get<CreativeSummary[]>(`/api/creatives?q=zero%20points`)).body[0]!;
    expect(last.id).toBe(body.id);
    expect(last.rankChange).toBeNull();
  });

  it('answers 409 for a second profile', async () => {
    const user = await signUp(t);
    expect((await user.send<OwnProfile>('POST', '/api/creatives', { name: 'First' })).status).toBe(201);
    const second = await user.send<ErrorBody>('POST', '/api/creatives', { name: 'Second' });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already have/i);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{}, 'name'],
    [{ name: 'X', website: 'not a url' }, 'website'],
    [{ name: 'X', linkedin: 'ftp://x' }, 'linkedin'],
    [{ name: 'X', portfolio: 'javascript:alert(1)' }, 'portfolio'],
    [{ name: 'X', country: 'Narnia' }, 'country'],
    [{ name: 'X', specialty: 'wizard' }, 'specialty'],
    [{ name: 'X', discipline: 'music' }, 'discipline'],
    [{ name: 'X', yearsExperience: -1 }, 'yearsExperience'],
    [{ name: 'X', teamSizeLed: 'many' }, 'teamSizeLed'],
    [{ name: 'X', username: 'Bad Name!' }, 'username'],
    [{ name: 'X', username: '12345' }, 'username'],
    [{ name: 'X'.repeat(200) }, 'name'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const user = await signUp(t);
    const { status, body: error } = await user.send<ErrorBody>('POST', '/api/creatives', body);
    expect(status).toBe(400);
    expect(error.message).toContain(field);
    expect(error.errors?.map((e) => e.path)).toContain(field);
    expect((await user.send('GET', '/api/my-profile')).status).toBe(404);
  });

  it('accepts empty optional fields from a form', async () => {
    const user = await signUp(t);
    const { status, body } = await user.send<OwnProfile>('POST', '/api/creatives', {
      name: 'Empty Fields',
      country: '',
      agency: '',
      bio: '',
      website: '',
      linkedin: '',
      portfolio: '',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ countryCode: null, agency: null, bio: null, website: null });
  });

  it('answers 400 for malformed JSON, not 500', async () => {
    const user = await signUp(t);
    const response = await t.request('/api/creatives', {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
  });
});

describe('GET /api/my-profile', () => {
  it('answers 401 signed out and 404 without a profile', async () => {
    expect((await t.get('/api/my-profile')).status).toBe(401);
    const user = await signUp(t);
    expect((await user.send('GET', '/api/my-profile')).status).toBe(404);
  });
});

describe('PUT /api/creatives/:id', () => {
  it('lets the owner edit their profile and links a listed agency by name', async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Owner Edit' })).body;
    const agency = (await t.get<AgencySummary[]>('/api/agencies?limit=1')).body[0]!;
    const { status, body } = await user.send<OwnProfile>('PUT', `/api/creatives/${created.id}`, {
      name: 'Owner Edited',
      agency: agency.name.toUpperCase(),
      yearsExperience: 12,
      countriesWorked: 4,
      teamSizeLed: 30,
      linkedin: 'https://linkedin.com/in/owner',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'Owner Edited',
      agencySlug: agency.slug,
      yearsExperience: 12,
      countriesWorked: 4,
      teamSizeLed: 30,
      username: created.username,
    });
  });

  it("keeps the agency's slug on the profile and in lists as the agency changes, is renamed and goes", async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Slug Follower' })).body;
    const [first, second] = (await t.get<AgencySummary[]>('/api/agencies?limit=2')).body;
    const slugs = async () => ({
      profile: (await t.get<Creative>(`/api/creatives/${created.id}`)).body.agencySlug,
      list: (await t.get<CreativeSummary[]>('/api/creatives?q=Slug%20Follower')).body.map((c) => c.agencySlug),
    });
    expect((await user.send('PUT', `/api/creatives/${created.id}`, { name: 'Slug Follower', agency: first!.name })).status).toBe(200);
    expect(await slugs()).toEqual({ profile: first!.slug, list: [first!.slug] });
    expect((await user.send('PUT', `/api/creatives/${created.id}`, { name: 'Slug Follower', agency: second!.name })).status).toBe(200);
    expect(await slugs()).toEqual({ profile: second!.slug, list: [second!.slug] });
    await t.db.execute(sql`update agencies set slug = 'renamed-for-the-test' where id = ${second!.id}`);
    expect(await slugs()).toEqual({ profile: 'renamed-for-the-test', list: ['renamed-for-the-test'] });
    await t.db.execute(sql`delete from agencies where id = ${second!.id}`);
    expect(await slugs()).toEqual({ profile: null, list: [null] });
    expect((await user.send('PUT', `/api/creatives/${created.id}`, { name: 'Slug Follower', agency: first!.name })).status).toBe(200);
    expect(
      (await user.send('PUT', `/api/creatives/${created.id}`, { name: 'Slug Follower', agency: 'An Agency Nobody Listed' })).status,
    ).toBe(200);
    expect(await slugs()).toEqual({ profile: null, list: [null] });
  });

  it('lists a creative as its profile reads after every edit, the fields a list shows JSON as the profile is', async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Card "Quoted" Holder' })).body;
    const shown = [
      'id',
      'name',
      'username',
      'countryCode',
      'country',
      'agency',
      'agencySlug',
      'specialty',
      'discipline',
      'avatar',
      'verified',
    ];
    const pick = (creative: object) => Object.fromEntries(shown.map((key) => [key, (creative as Record<string, unknown>)[key]]));
    const listed = async (name: string) => {
      const profile = (await t.get<Creative>(`/api/creatives/${created.id}`)).body;
      const [item] = (await t.get<CreativeSummary[]>(`/api/creatives?q=${encodeURIComponent(name)}`)).body;
      expect(item).toBeDefined();
      expect(pick(item!)).toEqual(pick(profile));
      return item!;
    };
    expect((await listed('Card "Quoted" Holder')).country).toBeNull();
    const edits = [
      { name: 'Card Holder Ñandú \\ Backslash', country: 'Spain', specialty: 'copywriter', discipline: 'design' },
      { name: 'Card Holder Moved', country: 'JP', avatar: 'https://example.com/a.png?x="1"', agency: 'Somewhere Unlisted' },
      { name: 'Card Holder Moved', country: 'JP', avatar: 'https://example.com/b.png', agency: 'Somewhere Unlisted' },
      { name: 'Card Holder Cleared', country: '', avatar: '', agency: '', specialty: null, discipline: null },
    ];
    for (const edit of edits) {
      expect((await user.send('PUT', `/api/creatives/${created.id}`, edit)).status).toBe(200);
      const item = await listed(edit.name);
      expect(item.name).toBe(edit.name);
    }
    await t.db.execute(sql`update creatives set verified = true where id = ${created.id}`);
    expect((await listed('Card Holder Cleared')).verified).toBe(true);
  });

  it('keeps a card as large as a profile can make it, which a ranking page reads from its index', async () => {
    // Characters of three bytes that do not repeat (nothing for a compressor), and an avatar of
    // quotes and backslashes, each written as two in the card's JSON.
    const wide = (from: number) => Array.from({ length: 120 }, (_, i) => String.fromCodePoint(from + i * 7)).join('');
    const avatar = `https://example.com/${Array.from({ length: 480 }, (_, i) => (i % 3 === 0 ? '"' : i % 3 === 1 ? '\\' : String.fromCharCode(0x21 + (i % 90)))).join('')}`;
    const user = await signUp(t);
    const input = { name: wide(0x4e00), agency: wide(0x6000), avatar, country: 'Iceland', discipline: 'design', specialty: 'copywriter' };
    const { status, body: created } = await user.send<OwnProfile>('POST', '/api/creatives', input);
    expect(status).toBe(201);
    expect(created).toMatchObject({ name: input.name, agency: input.agency, avatar });
    const { headers, body: list } = await t.get<CreativeSummary[]>('/api/creatives?country=IS&sort=points&limit=50');
    expect(headers.get('x-total-count')).toBe('1');
    expect(list).toEqual([expect.objectContaining({ id: created.id, name: input.name, agency: input.agency, avatar, rank: null })]);
  });

  it('keeps an avatar as a browser requests it, what is outside ASCII percent-encoded, within 500 characters', async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Avatar Encoded' })).body;
    const { status, body } = await user.send<OwnProfile>('PUT', `/api/creatives/${created.id}`, {
      name: 'Avatar Encoded',
      avatar: 'https://例え.jp/写真.png?q=ü',
    });
    expect(status).toBe(200);
    expect(body.avatar).toBe('https://%E4%BE%8B%E3%81%88.jp/%E5%86%99%E7%9C%9F.png?q=%C3%BC');
    const tooLong = await user.send<ErrorBody>('PUT', `/api/creatives/${created.id}`, {
      name: 'Avatar Encoded',
      avatar: `https://example.jp/${'写'.repeat(60)}`,
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('avatar must be at most 500 characters');
    expect((await t.get<Creative>(`/api/creatives/${created.id}`)).body.avatar).toBe(body.avatar);
  });

  it('encodes the avatars kept before as a profile now does (migration 0035), dropping one no profile could save', async () => {
    const kept = {
      accented: 'https://例え.jp/写真.png?q="ü"',
      tooLong: `https://example.jp/${'写'.repeat(60)}`,
      plain: 'https://example.jp/a.png',
    };
    await t.db.execute(sql`insert into creatives (name, username, avatar) values
      ('Kept Accented', 'kept-accented', ${kept.accented}), ('Kept Too Long', 'kept-too-long', ${kept.tooLong}),
      ('Kept Plain', 'kept-plain', ${kept.plain})`);
    const migration = readFileSync(new URL('../../drizzle/0035_seek_indexes_carry_cards.sql', import.meta.url), 'utf8');
    const updates = migration.split('--> statement-breakpoint').filter((statement) => /^\s*(--.*\n)*\s*UPDATE/.test(statement));
    expect(updates).toHaveLength(2);
    for (const statement of updates) await t.db.execute(sql.raw(statement));
    const avatar = async (username: string) => (await t.get<Creative>(`/api/creatives/username/${username}`)).body.avatar;
    expect(await avatar('kept-accented')).toBe('https://%E4%BE%8B%E3%81%88.jp/%E5%86%99%E7%9C%9F.png?q="%C3%BC"');
    expect(await avatar('kept-too-long')).toBeNull();
    expect(await avatar('kept-plain')).toBe(kept.plain);
  });

  it("answers 403 for someone else's profile and changes nothing", async () => {
    const owner = await signUp(t);
    const created = (await owner.send<OwnProfile>('POST', '/api/creatives', { name: 'Not Yours' })).body;
    const other = await signUp(t);
    const { status } = await other.send('PUT', `/api/creatives/${created.id}`, { name: 'Hijacked' });
    expect(status).toBe(403);
    expect((await t.get<Creative>(`/api/creatives/${created.id}`)).body.name).toBe('Not Yours');
  });

  it('answers 403 for an unclaimed demo profile, 404 for an unknown one, 401 signed out', async () => {
    const user = await signUp(t);
    expect((await user.send('PUT', '/api/creatives/1', { name: 'Mine now' })).status).toBe(403);
    expect((await user.send('PUT', '/api/creatives/999999', { name: 'Ghost' })).status).toBe(404);
    const response = await t.request('/api/creatives/1', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    });
    expect(response.status).toBe(401);
  });

  it('answers 409 for a username someone else has', async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Wants Username' })).body;
    const taken = (await t.get<Creative>('/api/creatives/41')).body.username;
    expect((await user.send('PUT', `/api/creatives/${created.id}`, { name: 'Wants Username', username: taken })).status).toBe(409);
  });
});

describe('POST /api/awards and verification', () => {
  it('answers 401 signed out and 409 without a profile', async () => {
    const award = { festivalId: cannes.id, categoryId: cannes.categories[0]!.id, title: 'X', year: 2025, type: 'gold' };
    const response = await t.request('/api/awards', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(award),
    });
    expect(response.status).toBe(401);
    const user = await signUp(t);
    const { status, body } = await user.send<ErrorBody>('POST', '/api/awards', award);
    expect(status).toBe(409);
    expect(body.message).toMatch(/profile/i);
  });

  it('adds a pending award with points from the type, not counted until verified; verifying counts it and ranks the creative', async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Rising Star' })).body;
    const { status, body: award } = await user.send<OwnAward>('POST', '/api/awards', {
      festivalId: cannes.id,
      categoryId: cannes.categories[0]!.id,
      title: 'Big Idea',
      year: 2026,
      type: 'grand_prix',
      points: 99999,
    });
    expect(status).toBe(201);
    expect(award).toMatchObject({ status: 'pending', verified: false, points: 500, type: 'grand_prix', festival: { id: cannes.id } });

    const own = (await user.send<OwnProfile>('GET', '/api/my-profile')).body;
    expect(own.awards).toHaveLength(1);
    expect(own.totalPoints).toBe(0);
    expect((await t.get<Creative>(`/api/creatives/${created.id}`)).body.awards).toEqual([]);

    const queue = await moderator.send<ModerationAward[]>('GET', '/api/moderation/awards');
    expect(queue.status).toBe(200);
    expect(queue.body.map((a) => a.id)).toContain(award.id);

    const ranking = (await t.get<CreativeSummary[]>('/api/creatives?limit=100')).body;
    const expectedRank = 1 + ranking.filter((c) => c.totalPoints > 500).length;
    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(204);

    const after = (await t.get<CreativeSummary>(`/api/creatives/${created.id}`)).body;
    expect(after).toMatchObject({ totalPoints: 500, totalAwards: 1, rank: expectedRank, rankChange: null });
    const listed = (await t.get<CreativeSummary[]>('/api/creatives?limit=100')).body.find((c) => c.id === created.id)!;
    expect(listed.rank).toBe(expectedRank);
    expect((await user.send<OwnProfile>('GET', '/api/my-profile')).body.awards[0]?.status).toBe('verified');
    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })).status).toBe(409);
  });

  it('counts an earlier-year award in the year-earlier ranking too', async () => {
    const user = await signUp(t);
    const created = (await user.send<OwnProfile>('POST', '/api/creatives', { name: 'Old Hand' })).body;
    const award = (
      await user.send<OwnAward>('POST', '/api/awards', {
        festivalId: cannes.id,
        categoryId: cannes.categories[0]!.id,
        title: 'Classic',
        year: 2020,
        type: 'bronze',
      })
    ).body;
    await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' });
    const after = (await t.get<CreativeSummary>(`/api/creatives/${created.id}`)).body;
    expect(after.rankChange).not.toBeNull();
  });

  it('adds verified awards to the agency counts', async () => {
    const agency = (await t.get<AgencySummary[]>('/api/agencies?limit=1')).body[0]!;
    const user = await signUp(t);
    await user.send('POST', '/api/creatives', { name: 'Agency Person', agency: agency.name });
    const award = (
      await user.send<OwnAward>('POST', '/api/awards', {
        festivalId: cannes.id,
        categoryId: cannes.categories[0]!.id,
        title: 'Team Win',
        year: 2025,
        type: 'gold',
      })
    ).body;
    await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' });
    const after = (await t.get<Agency>(`/api/agencies/slug/${agency.slug}`)).body;
    expect(after.totalAwards).toBe(agency.totalAwards + 1);
    expect(after.goldAwards).toBe(agency.goldAwards + 1);
  });

  it('rejects with a reason, which the owner sees; the award is not counted', async () => {
    const user = await signUp(t);
    await user.send('POST', '/api/creatives', { name: 'Rejected Person' });
    const award = (
      await user.send<OwnAward>('POST', '/api/awards', {
        festivalId: cannes.id,
        categoryId: cannes.categories[0]!.id,
        title: 'Dubious',
        year: 2024,
        type: 'gold',
      })
    ).body;
    expect((await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'reject' })).status).toBe(400);
    expect(
      (await moderator.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'reject', reason: 'No such entry in the results' }))
        .status,
    ).toBe(204);
    const own = (await user.send<OwnProfile>('GET', '/api/my-profile')).body;
    expect(own.awards[0]).toMatchObject({ status: 'rejected', rejectionReason: 'No such entry in the results' });
    expect(own.totalPoints).toBe(0);
  });

  it('answers 403 when a non-moderator moderates', async () => {
    const user = await signUp(t);
    expect((await user.send('GET', '/api/moderation/awards')).status).toBe(403);
    expect((await user.send('POST', '/api/moderation/awards/1', { decision: 'approve' })).status).toBe(403);
    expect((await t.get('/api/moderation/awards')).status).toBe(401);
  });

  it.each([
    [{ festivalId: undefined, title: 'x', year: 2025, type: 'gold' }, 'festivalId'],
    [{ festivalId: 'abc', categoryId: 1, title: 'x', year: 2025, type: 'gold' }, 'festivalId'],
    [{ festivalId: 999999, categoryId: 1, title: 'x', year: 2025, type: 'gold' }, 'festivalId'],
    [{ categoryId: 0, title: 'x', year: 2025, type: 'gold' }, 'categoryId'],
    [{ categoryId: undefined, title: 'x', year: 2025, type: 'gold' }, 'categoryId'],
    [{ title: '', year: 2025, type: 'gold' }, 'title'],
    [{ title: 'x', year: 1899, type: 'gold' }, 'year'],
    [{ title: 'x', year: 2027, type: 'gold' }, 'year'],
    [{ title: 'x', year: 'last', type: 'gold' }, 'year'],
    [{ title: 'x', year: 2025, type: 'platinum' }, 'type'],
    [{ title: 'x', year: 2025, type: 'gold', points: -5 }, 'points'],
  ])('answers 400 naming the field for %j', async (partial, field) => {
    const user = await signUp(t);
    await user.send('POST', '/api/creatives', { name: 'Validator' });
    const body = { festivalId: cannes.id, categoryId: cannes.categories[0]!.id, ...partial };
    const { status, body: error } = await user.send<ErrorBody>('POST', '/api/awards', body);
    expect(status).toBe(400);
    expect(error.message).toContain(field);
    expect((await user.send<OwnProfile>('GET', '/api/my-profile')).body.awards).toEqual([]);
  });

  it('answers 400 for a category of another festival', async () => {
    const user = await signUp(t);
    await user.send('POST', '/api/creatives', { name: 'Mixed Up' });
    const { status, body } = await user.send<ErrorBody>('POST', '/api/awards', {
      festivalId: cannes.id,
      categoryId: dandad.categories[0]!.id,
      title: 'x',
      year: 2025,
      type: 'gold',
    });
    expect(status).toBe(400);
    expect(body.message).toContain('categoryId');
  });
});
