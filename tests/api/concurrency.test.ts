import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { awards, creatives, rankBuckets, users } from '../../src/server/db/schema';
import { rowsOf } from '../../src/server/lib/sql';
import { refreshAwardListBacklog } from '../../src/server/modules/results-import/results-import.repository';
import type { OwnAward } from '../../src/shared/schemas/award';
import type { Claim } from '../../src/shared/schemas/claim';
import type { ErrorBody } from '../../src/shared/schemas/common';
import type { Creative } from '../../src/shared/schemas/creative';
import type { Festival } from '../../src/shared/schemas/festival';
import type { OwnProfile } from '../../src/shared/schemas/profile';
import { splitOversizedSegments } from '../../src/server/ranking/ranking.repository';
import { prefixCountDrift } from '../helpers/name-prefix-counts';
import { ladderDrift, windowLadderDrift } from '../helpers/rank-ladder';
import { NO_DRIFT, windowDrift } from '../helpers/ranking-windows';
import { segmentDrift, segmentGroupDrift } from '../helpers/segment-groups';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';

// Races that only a real server shows: PGlite runs one query at a time, so this file runs on
// the PostgreSQL suite only. Every request is its own client with its own session cookie.
const onPostgres = inject('postgresTemplate') !== null;

let t: TestApp;
let festival: Festival;

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp();
  festival = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
});
afterAll(() => t?.close());

async function signUpMany(count: number): Promise<TestUser[]> {
  return Promise.all(Array.from({ length: count }, () => signUp(t)));
}

async function moderators(count: number): Promise<TestUser[]> {
  const list = await signUpMany(count);
  await t.db
    .update(users)
    .set({ role: 'moderator' })
    .where(
      inArray(
        users.email,
        list.map((user) => user.email),
      ),
    );
  return list;
}

/** How many sessions wait for a lock in a statement whose text is `like` the pattern. */
async function waitingForLock(pattern: string): Promise<number> {
  const [row] = rowsOf<{ waiting: number }>(
    await t.db.execute(sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like ${pattern}`),
  );
  return row!.waiting;
}

function statuses(results: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.skipIf(!onPostgres)('concurrent writes on PostgreSQL', () => {
  const claim = { reason: 'I made these campaigns.' };

  it('takes 20 parallel claims of one profile by different users, then lets exactly one of 20 parallel approvals win', async () => {
    const creativeId = 7;
    const claimants = await signUpMany(20);
    const claims = await Promise.all(claimants.map((user) => user.send<Claim>('POST', `/api/creatives/${creativeId}/claim`, claim)));
    expect(statuses(claims)).toEqual({ 201: 20 });

    const team = await moderators(20);
    const decisions = await Promise.all(
      claims.map((created, i) => team[i]!.send<ErrorBody>('POST', `/api/moderation/claims/${created.body.id}`, { decision: 'approve' })),
    );
    expect(statuses(decisions)).toEqual({ 204: 1, 409: 19 });
    // The losers are told why (the profile went to another claim), not that a race was lost.
    for (const lost of decisions.filter(({ status }) => status === 409)) expect(lost.body.message).toBe('This claim was already rejected');

    const winner = claimants[decisions.findIndex((decision) => decision.status === 204)]!;
    const [owner] = await t.db
      .select({ email: users.email })
      .from(creatives)
      .innerJoin(users, eq(users.id, creatives.userId))
      .where(eq(creatives.id, creativeId));
    expect(owner?.email).toBe(winner.email);
    const states = await Promise.all(claimants.map(async (user) => (await user.send<Claim[]>('GET', '/api/my-claims')).body[0]?.status));
    expect(states.filter((state) => state === 'approved')).toHaveLength(1);
    expect(states.filter((state) => state === 'rejected')).toHaveLength(19);
  });

  it('answers one of 10 parallel claims by the same user with 201 and the rest with 409', async () => {
    const [user] = await signUpMany(1);
    const results = await Promise.all(Array.from({ length: 10 }, () => user!.send('POST', '/api/creatives/8/claim', claim)));
    expect(statuses(results)).toEqual({ 201: 1, 409: 9 });
  });

  it('creates one profile from 10 parallel creations by one user and answers the rest 409', async () => {
    const [user] = await signUpMany(1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => user!.send<ErrorBody>('POST', '/api/creatives', { name: 'Rita Lobo' })),
    );
    expect(statuses(results)).toEqual({ 201: 1, 409: 9 });
    for (const lost of results.filter(({ status }) => status === 409))
      expect(lost.body.message).toBe('You already have a creative profile');
    const [row] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(creatives)
      .where(eq(creatives.name, 'Rita Lobo'));
    expect(row?.count).toBe(1);
  });

  it("keeps the word prefixes' figures exact through parallel profiles and renames that share their prefixes", async () => {
    const people = await signUpMany(16);
    const names = ['Anabel Okra', 'Ana Okri Bel', 'Okra Anaya', 'Belén Ana'];
    const created = await Promise.all(
      people.map((user, i) => user.send<OwnProfile>('POST', '/api/creatives', { name: `${names[i % 4]} ${i}` })),
    );
    expect(statuses(created)).toEqual({ 201: 16 });
    const renamed = await Promise.all(
      people.map((user, i) =>
        user.send<OwnProfile>('PUT', `/api/creatives/${created[i]!.body.id}`, { name: `${names[(i + 1) % 4]} R${i}` }),
      ),
    );
    expect(statuses(renamed)).toEqual({ 200: 16 });
    expect(await prefixCountDrift(t.db)).toEqual([]);
  });

  it('keeps every people list exact when its segments are split while profiles are created and moved in parallel', async () => {
    // Small segments, so that the sign-ups below outgrow them while the splits run.
    await t.db.execute(sql`select rebuild_ranking_segments(4, false, 3)`);
    const cut = { maxSize: 5, size: 3, perGroup: 2 };
    const people = await signUpMany(24);
    let writing = true;
    let splits = 0;
    const splitter = (async () => {
      while (writing) splits += await splitOversizedSegments(t.db, 100, cut);
    })();
    const results = await Promise.all(
      people.map(async (user, i) => {
        const created = await user.send<OwnProfile>('POST', '/api/creatives', {
          name: `Split Racer ${i}`,
          country: 'ES',
          discipline: 'film',
        });
        const moved = await user.send('PUT', `/api/creatives/${created.body.id}`, {
          name: `Racer ${i} Split`,
          country: 'PT',
          discipline: 'design',
        });
        return [created, moved];
      }),
    );
    writing = false;
    await splitter;
    expect(statuses(results.flat())).toEqual({ 200: 24, 201: 24 });
    expect(splits).toBeGreaterThan(0);
    expect(await segmentDrift(t.db)).toEqual([]);
    expect(await segmentGroupDrift(t.db)).toBe(0);
  });

  it('makes a split wait for a rename that has counted in the same list but not committed, and count what it moved', async () => {
    // Segments of 12, split at 4 once over 8: every segment of the whole list by name is due.
    await t.db.execute(sql`select rebuild_ranking_segments(12, false, 3)`);
    const [first] = rowsOf<{ id: number }>(await t.db.execute(sql`select id from creatives order by name, id limit 1`));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let renaming = () => {};
    const renamed = new Promise<void>((resolve) => (renaming = resolve));
    // The list's first creative by name renamed to the end: its segments' counts are written, not committed.
    const rename = t.db.transaction(async (tx) => {
      await tx.execute(sql`update creatives set name = 'Zzzz Moved Last' where id = ${first!.id}`);
      renaming();
      await held;
    });
    await renamed;
    const split = t.db.transaction(async (tx) => tx.execute(sql`select split_ranking_segments('all/name', 8, 4, 3)`));
    await expect.poll(() => waitingForLock('%split_ranking_segments%')).toBe(1);
    release();
    await rename;
    await split;
    expect(await segmentDrift(t.db)).toEqual([]);
    expect(await segmentGroupDrift(t.db)).toBe(0);
  });

  it('creates parallel profiles of different users with the same name under distinct usernames or a 409', async () => {
    const people = await signUpMany(8);
    const results = await Promise.all(people.map((user) => user.send<OwnProfile>('POST', '/api/creatives', { name: 'Teo Vidal' })));
    expect(results.every(({ status }) => status === 201 || status === 409)).toBe(true);
    const created = results.filter(({ status }) => status === 201).map(({ body }) => body.username);
    expect(new Set(created).size).toBe(created.length);
  });

  it('counts every award verified in parallel once, with rank buckets that add up', async () => {
    const owners = await signUpMany(10);
    const types = ['grand_prix', 'gold', 'silver', 'bronze', 'shortlist'] as const;
    const profiles = await Promise.all(
      owners.map((user, i) => user.send<OwnProfile>('POST', '/api/creatives', { name: `Parallel Owner ${i}` })),
    );
    expect(statuses(profiles)).toEqual({ 201: 10 });
    const submitted = (
      await Promise.all(
        owners.flatMap((user, i) =>
          [0, 1].map((k) =>
            user.send<OwnAward>('POST', '/api/awards', {
              festivalId: festival.id,
              categoryId: festival.categories[0]!.id,
              title: `Race ${i}-${k}`,
              year: 2020,
              type: types[(i + k * 3) % types.length],
            }),
          ),
        ),
      )
    ).map((response) => {
      expect(response.status).toBe(201);
      return response.body;
    });

    const team = await moderators(submitted.length);
    const verified = await Promise.all(
      submitted.map((award, i) => team[i]!.send('POST', `/api/moderation/awards/${award.id}`, { decision: 'approve' })),
    );
    expect(statuses(verified)).toEqual({ 204: submitted.length });

    const again = await Promise.all(
      team.slice(0, 10).map((moderator) => moderator.send('POST', `/api/moderation/awards/${submitted[0]!.id}`, { decision: 'approve' })),
    );
    expect(statuses(again)).toEqual({ 409: 10 });

    const totals = await t.db
      .select({
        totalPoints: creatives.totalPoints,
        verifiedPoints: sql<number>`coalesce(sum(${awards.points}) filter (where ${awards.verified}), 0)::int`,
      })
      .from(creatives)
      .leftJoin(awards, eq(awards.creativeId, creatives.id))
      .where(
        inArray(
          creatives.id,
          profiles.map(({ body }) => body.id),
        ),
      )
      .groupBy(creatives.id);
    expect(totals).toHaveLength(10);
    for (const row of totals) expect(row.totalPoints).toBe(row.verifiedPoints);
    const [buckets] = await t.db
      .select({ creatives: sql<number>`sum(${rankBuckets.creatives})::int` })
      .from(rankBuckets)
      .where(eq(rankBuckets.basis, 'current'));
    const [all] = await t.db.select({ count: sql<number>`count(*)::int` }).from(creatives);
    expect(buckets?.creatives).toBe(all?.count);
    // Every bucket's rank was written by the last of the moderators' transactions to commit.
    expect(await ladderDrift(t.db)).toBe(0);
    // Each profile's award list (a read model rewritten per verification) holds both of its awards.
    for (const { body } of profiles) {
      const profile = (await t.get<Creative>(`/api/creatives/${body.id}`)).body;
      expect(profile.awards).toHaveLength(2);
    }
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('verifies and takes back awards of one window, agency and country in parallel without a deadlock, every window consistent', async () => {
    const owners = await signUpMany(12);
    const profiles = await Promise.all(
      owners.map((user, i) =>
        user.send<OwnProfile>('POST', '/api/creatives', { name: `Window Racer ${i}`, country: 'ES', agency: 'Casa Tinta' }),
      ),
    );
    expect(statuses(profiles)).toEqual({ 201: 12 });
    const submit = (user: TestUser, i: number, k: number) =>
      user.send<OwnAward>('POST', '/api/awards', {
        festivalId: festival.id,
        categoryId: festival.categories[0]!.id,
        title: `Window race ${i}-${k}`,
        year: 2019 + (k % 2),
        type: (['gold', 'silver', 'bronze'] as const)[(i + k) % 3],
      });
    const first = await Promise.all(owners.map((user, i) => submit(user, i, 0)));
    const team = await moderators(owners.length * 2);
    expect(
      statuses(
        await Promise.all(first.map(({ body }, i) => team[i]!.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'approve' }))),
      ),
    ).toEqual({ 204: 12 });
    // Half of them taken back while new ones of the same windows are verified, all at once.
    const second = await Promise.all(owners.map((user, i) => submit(user, i, 1)));
    const decisions = await Promise.all([
      ...first
        .slice(0, 6)
        .map(({ body }, i) => team[i]!.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'reject', reason: 'Wrong year' })),
      ...second.map(({ body }, i) => team[12 + i]!.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'approve' })),
    ]);
    expect(statuses(decisions)).toEqual({ 204: 18 });
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
    expect(await ladderDrift(t.db)).toBe(0);
  });

  it("keeps every award in the lists when an import's list rewrite and moderators' verifications meet on the same creatives", async () => {
    const owners = await signUpMany(10);
    const profiles = await Promise.all(
      owners.map((user, i) => user.send<OwnProfile>('POST', '/api/creatives', { name: `List Racer ${i}`, country: 'ES' })),
    );
    expect(statuses(profiles)).toEqual({ 201: 10 });
    const pending = await Promise.all(
      owners.map((user, i) =>
        user.send<OwnAward>('POST', '/api/awards', {
          festivalId: festival.id,
          categoryId: festival.categories[0]!.id,
          title: `Verified ${i}`,
          year: 2021,
          type: 'silver',
        }),
      ),
    );
    const file = [
      'festival,year,category,level,title,creative,username,country,agency,description',
      ...profiles.map(
        ({ body }, i) =>
          `${festival.name},2022,${festival.categories[0]!.name},gold,Imported ${i},${body.name},${body.username},ES,Casa Tinta,`,
      ),
    ].join('\n');
    const team = await moderators(pending.length + 1);
    const [imported, ...verified] = await Promise.all([
      t.request('/api/moderation/results-import', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', origin: 'http://localhost:3000', cookie: team[0]!.cookie },
        body: file,
      }),
      ...pending.map(({ body }, i) => team[i + 1]!.send('POST', `/api/moderation/awards/${body.id}`, { decision: 'approve' })),
    ]);
    expect(imported.status, await imported.text()).toBe(200);
    expect(statuses(verified)).toEqual({ 204: 10 });
    for (const [i, { body }] of profiles.entries()) {
      const profile = (await t.get<Creative>(`/api/creatives/${body.id}`)).body;
      expect(profile.awards.map((award) => award.title).sort()).toEqual([`Imported ${i}`, `Verified ${i}`]);
    }
    expect(rowsOf(await t.db.execute(sql`select * from award_list_backlog`))).toEqual([]);
    expect(await windowDrift(t.db)).toEqual(NO_DRIFT);
  });

  it('makes a list rewrite from the backlog wait for a verification that holds the same list, and keep its award', async () => {
    const [owner] = await signUpMany(1);
    const profile = (await owner!.send<OwnProfile>('POST', '/api/creatives', { name: 'Backlog Waiter' })).body;
    const award = (
      await owner!.send<OwnAward>('POST', '/api/awards', {
        festivalId: festival.id,
        categoryId: festival.categories[0]!.id,
        title: 'Verified while the lists are rewritten',
        year: 2023,
        type: 'gold',
      })
    ).body;
    // The creative has a list already: the rewrite finds its row, it does not create it.
    await t.db.execute(sql`insert into creative_award_lists (creative_id, awards) values (${profile.id}, '[]')`);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let verifying = () => {};
    const verified = new Promise<void>((resolve) => (verifying = resolve));
    // A verification that holds the creative's list, as its rewrite does, and has not written it yet.
    const verification = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from creative_award_lists where creative_id = ${profile.id} for update`);
      verifying();
      await held;
      await tx.execute(sql`update awards set verified = true where id = ${award.id}`);
    });
    await verified;
    await t.db.execute(sql`insert into award_list_backlog (creative_id) values (${profile.id})`);
    const rewrite = refreshAwardListBacklog(t.db);
    await expect.poll(() => waitingForLock('%refresh_award_list_backlog%')).toBe(1);
    release();
    await verification;
    expect(await rewrite).toBe(1);
    const titles = (await t.get<Creative>(`/api/creatives/${profile.id}`)).body.awards.map((item) => item.title);
    expect(titles).toEqual(['Verified while the lists are rewritten']);
  });

  // Two buckets far above every real total, so that each move changes every rank below it.
  const ladders = [
    {
      ladder: 'rank_ladder',
      into: 'rank_buckets',
      bucket: (points: number) => sql`insert into rank_buckets (basis, points, creatives) values ('current', ${points}, 1)`,
      remove: (points: number[]) => sql`delete from rank_buckets where basis = 'current' and points in ${points}`,
      drift: ladderDrift,
    },
    {
      ladder: 'window_rank_ladder',
      into: 'window_buckets',
      bucket: (points: number) =>
        sql`insert into window_buckets (year, festival_id, basis, points, creatives) values (2019, ${festival.id}, 'current', ${points}, 1)`,
      remove: (points: number[]) =>
        sql`delete from window_buckets where year = 2019 and festival_id = ${festival.id} and basis = 'current' and points in ${points}`,
      drift: windowLadderDrift,
    },
  ];
  it.each(ladders)(
    "writes every rank of $ladder when one transaction commits a move while another's refresh is not committed",
    async ({ into, bucket, remove, drift }) => {
      const [high, higher] = [987_650, 987_700];
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let refreshing = () => {};
      const refreshed = new Promise<void>((resolve) => (refreshing = resolve));
      // A move whose ladder refresh has run (the deferred trigger made immediate) and is not committed.
      const open = t.db.transaction(async (tx) => {
        await tx.execute(bucket(higher));
        await tx.execute(sql`set constraints all immediate`);
        refreshing();
        await held;
      });
      await refreshed;
      // A move committed meanwhile: its refresh must count the other move once that one commits.
      const committed = Promise.resolve(t.db.execute(bucket(high)));
      await expect.poll(() => waitingForLock(`insert into ${into}%`)).toBe(1);
      release();
      await Promise.all([open, committed]);
      expect(await drift(t.db)).toBe(0);
      await t.db.execute(remove([high, higher]));
      expect(await drift(t.db)).toBe(0);
    },
  );
});
