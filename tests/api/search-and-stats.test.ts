import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import { TOTAL_COUNT_HEADER } from '../../src/shared/schemas/common';
import type { SearchResult } from '../../src/shared/schemas/search';
import type { Stats } from '../../src/shared/schemas/stats';
import { foldText } from '../../src/shared/text';
import { COUNTRY_STARTS_PROBE, NAME_STARTS_PROBE, rowsOf } from '../../src/server/lib/sql';
import { countVerifiedAward } from '../../src/server/ranking/ranking.repository';
import { TEXT_FILTER_COUNT_CAP } from '../../src/shared/constants';
import { prefixCountDrift } from '../helpers/name-prefix-counts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/search', () => {
  it('returns creatives, agencies and festivals, at most 5 of each', async () => {
    const { status, body } = await t.get<SearchResult>('/api/search?q=an');
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['agencies', 'creatives', 'festivals']);
    expect(body.creatives.length).toBe(5);
    expect(body.agencies.length).toBeLessThanOrEqual(5);
    expect(body.festivals.length).toBeLessThanOrEqual(5);
  });

  it('ignores case and accents in both directions', async () => {
    const rows = rowsOf<{ name: string }>(
      await t.db.execute(sql`select name from creatives where name <> f_unaccent(name) order by id limit 1`),
    );
    const name = rows[0]!.name;
    const word = name.split(' ').find((w) => foldText(w) !== w.toLowerCase())!;
    for (const q of [foldText(word), word.toUpperCase(), word]) {
      const { body } = await t.get<SearchResult>(`/api/search?q=${encodeURIComponent(q)}`);
      expect(
        body.creatives.map((c) => c.name),
        q,
      ).toContain(name);
    }
  });

  it('puts word-start matches before matches inside a word', async () => {
    const { body } = await t.get<SearchResult>('/api/search?q=an');
    const starts = body.creatives.map((c) =>
      foldText(c.name)
        .split(/\s+/)
        .some((w) => w.startsWith('an')),
    );
    const firstInside = starts.indexOf(false);
    if (firstInside !== -1) expect(starts.slice(firstInside).every((s) => !s)).toBe(true);
  });

  it('finds festivals by short name with their status', async () => {
    const { body } = await t.get<SearchResult>('/api/search?q=d%26ad');
    expect(body.festivals[0]?.slug).toBe('dandad');
    expect(['open', 'upcoming', 'closed', 'unknown']).toContain(body.festivals[0]?.status);
  });

  it('returns empty sections when nothing matches', async () => {
    const { status, body } = await t.get<SearchResult>('/api/search?q=zzqqxx');
    expect(status).toBe(200);
    expect(body).toEqual({ creatives: [], agencies: [], festivals: [] });
  });

  it.each([
    ['q=a', 'at least 2'],
    ['q=%20a%20', 'at least 2'],
    ['', 'q'],
  ])('answers 400 for %s', async (query, text) => {
    const { status, body } = await t.get<{ message: string }>(`/api/search?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain('q');
    expect(body.message).toContain(text);
  });
});

/** Today's order, by brute force: every name holding the text, word starts first, then by points. */
async function expectedCreatives(w: TestApp, text: string) {
  const [{ folded: raw }] = rowsOf<{ folded: string }>(await w.db.execute(sql`select f_unaccent(lower(${text})) as folded`)) as [
    { folded: string },
  ];
  const folded = raw.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = rowsOf<{ id: number }>(
    await w.db.execute(sql`select id from creatives where search_name like ${`%${folded}%`}
      order by (search_name like ${`% ${folded}%`}) desc, total_points desc, total_awards desc, name, id limit 5`),
  );
  return rows.map((row) => row.id);
}

async function searchIds(w: TestApp, text: string) {
  const { status, body } = await w.get<SearchResult>(`/api/search?q=${encodeURIComponent(text)}`);
  expect(status, text).toBe(200);
  return body.creatives.map((c) => c.id);
}

async function insertCreative(w: TestApp, name: string, totalPoints: number) {
  const rows = rowsOf<{ id: number }>(
    await w.db.execute(sql`insert into creatives (name, username, total_points, total_awards)
      values (${name}, ${`search-test-${Math.random().toString(36).slice(2)}`}, ${totalPoints}, ${totalPoints > 0 ? 1 : 0}) returning id`),
  );
  return rows[0]!.id;
}

// Its own database: these tests add creatives, which the stats above must not see.
describe('GET /api/search, matching and order', () => {
  let w: TestApp;
  beforeAll(async () => {
    w = await createTestApp();
  });
  afterAll(() => w.close());

  /** A page of the people list filtered by `query`: its ids and total. */
  const listed = async (query: string) => {
    const { status, body, headers } = await w.get<CreativeSummary[]>(`/api/creatives?${query}`);
    expect(status, query).toBe(200);
    return { ids: body.map((c) => c.id), total: headers.get(TOTAL_COUNT_HEADER) };
  };

  /** The same page as a full scan orders the names matching a LIKE pattern (in a country), its total capped. */
  const expected = async (pattern: string, country: string | null, offset: number, limit: number) => {
    const ids = rowsOf<{ id: number }>(
      await w.db
        .execute(sql`select id from creatives where search_name like ${pattern} and (${country}::text is null or country_code = ${country})
        order by total_points desc, total_awards desc, name, id`),
    ).map((row) => row.id);
    return { ids: ids.slice(offset, offset + limit), total: String(Math.min(ids.length, TEXT_FILTER_COUNT_CAP)) };
  };

  it('matches %, _ and backslash literally', async () => {
    const id = await insertCreative(w, 'Zoë 100%_Off Back\\slash', 10);
    for (const q of ['100%', '0%_o', 'k\\sla', '%_o']) expect(await searchIds(w, q), q).toEqual([id]);
    for (const q of ['1x0%', '0%%o', '%%', '__', 'k\\\\s']) expect(await searchIds(w, q), q).not.toContain(id);
  });

  it('folds letters that Unicode does not decompose as the names are folded (ß, ł, ø, ı)', async () => {
    const id = await insertCreative(w, 'Søren Weiß Łukasz Yılmaz', 10);
    for (const q of ['Weiß', 'weiss', 'Łukasz', 'lukasz', 'SØREN', 'soren', 'yılmaz', 'yilmaz', 'eiß łuk']) {
      expect(await searchIds(w, q), q).toEqual([id]);
    }
  });

  it('answers a 100-character text and refuses a longer one', async () => {
    const long = 'a'.repeat(100);
    expect((await w.get<SearchResult>(`/api/search?q=${long}`)).status).toBe(200);
    const { status, body } = await w.get<{ message: string }>(`/api/search?q=${long}a`);
    expect(status).toBe(400);
    expect(body.message).toContain('q');
  });

  it('gives a 2-character text its word-start matches first, by points', async () => {
    const ids = await searchIds(w, 'an');
    const expected = await expectedCreatives(w, 'an');
    const startsWithAn = rowsOf<{ id: number }>(await w.db.execute(sql`select id from creatives where search_name like '% an%'`)).map(
      (r) => r.id,
    );
    const wordStarts = expected.filter((id) => startsWithAn.includes(id));
    expect(ids.slice(0, wordStarts.length)).toEqual(wordStarts);
  });

  it('keeps the order of a full scan, past the best-ranked window and in the read model', async () => {
    // More well-ranked names than the window reads, so rare texts are answered by the read model.
    await w.db.execute(sql`insert into creatives (name, username, total_points, total_awards)
      select 'Filler Person ' || i, 'search-filler-' || i, 90000 + i, 1 from generate_series(1, 3100) i`);
    const low = [
      await insertCreative(w, 'Quokka Zyxwv', 40),
      await insertCreative(w, 'Maria Quokkason', 30),
      await insertCreative(w, 'Ana Bigquokka', 20),
      await insertCreative(w, 'Quökka Zyxwv', 20),
      await insertCreative(w, 'Leo Aquokka Zyx', 5),
    ];
    for (const q of [
      'quokka',
      'QUÖKKA',
      'okka',
      'uokka zyx',
      'kka zy',
      'zyxwv',
      'quokka zyxwv',
      'a quokka',
      'person 31',
      'filler',
      'qxqx',
    ]) {
      expect(await searchIds(w, q), q).toEqual(await expectedCreatives(w, q));
    }
    expect(await searchIds(w, 'okka')).toEqual(expect.arrayContaining(low.slice(0, 3)));
  });

  it('counts a text-filtered list of people up to a cap, still paging it by points', async () => {
    // More names than the read model's probe: the list walks the ranking and counts in the read model.
    const rows = Math.max(TEXT_FILTER_COUNT_CAP, NAME_STARTS_PROBE) + 50;
    await w.db.execute(sql`insert into creatives (name, username, total_points, total_awards)
      select 'Capybara Nr' || i, 'search-capybara-' || i, i, 1 from generate_series(1, ${rows}) i`);
    const { status, body, headers } = await w.get<CreativeSummary[]>('/api/creatives?q=capybara&limit=3');
    expect(status).toBe(200);
    expect(headers.get(TOTAL_COUNT_HEADER)).toBe(String(TEXT_FILTER_COUNT_CAP));
    expect(body.map((c) => c.name)).toEqual([`Capybara Nr${rows}`, `Capybara Nr${rows - 1}`, `Capybara Nr${rows - 2}`]);
    const past = await w.get<CreativeSummary[]>(`/api/creatives?q=capybara&limit=3&offset=${TEXT_FILTER_COUNT_CAP + 10}`);
    expect(past.headers.get(TOTAL_COUNT_HEADER)).toBe(String(TEXT_FILTER_COUNT_CAP));
    const from = rows - TEXT_FILTER_COUNT_CAP - 10;
    expect(past.body.map((c) => c.name)).toEqual([`Capybara Nr${from}`, `Capybara Nr${from - 1}`, `Capybara Nr${from - 2}`]);
    // With a country the page and its total come from one walk of the list.
    const inCountry = await w.get<CreativeSummary[]>('/api/creatives?q=capybara&country=ES&limit=3');
    expect(inCountry.headers.get(TOTAL_COUNT_HEADER)).toBe('0');
    // Few: from the read model, counted exactly.
    const few = await w.get<CreativeSummary[]>('/api/creatives?q=capybara%20nr100');
    const numbers = Array.from({ length: rows }, (_, i) => String(i + 1));
    expect(few.headers.get(TOTAL_COUNT_HEADER)).toBe(String(numbers.filter((n) => n.startsWith('100')).length));
    // Found inside a word ("ybara" in "capybara"): the trigram index, the same names.
    const inside = await w.get<CreativeSummary[]>('/api/creatives?q=ybara&limit=3');
    expect(inside.headers.get(TOTAL_COUNT_HEADER)).toBe(String(TEXT_FILTER_COUNT_CAP));
    expect(inside.body.map((c) => c.name)).toEqual(body.map((c) => c.name));
  });

  it("ranks a common text's word starts in one country from the read model, following moves between countries", async () => {
    // More starts than the probe: a common text. A third of them in Portugal, with tied points.
    const rows = NAME_STARTS_PROBE + 60;
    await w.db.execute(sql`insert into creatives (name, username, country_code, total_points, total_awards)
      select 'Okapi Nr' || i, 'search-okapi-' || i, case when i % 3 = 0 then 'PT' else 'BE' end, i % 40, i % 7
      from generate_series(1, ${rows}) i`);
    for (const [offset, limit] of [
      [0, 12],
      [600, 7],
      [1015, 5],
    ] as const) {
      expect(await listed(`q=okapi&country=PT&limit=${limit}&offset=${offset}`)).toEqual(await expected('% okapi%', 'PT', offset, limit));
    }
    // The first of them moves to Belgium: it leaves Portugal's list in the same statement.
    const [first] = (await listed('q=okapi&country=PT&limit=1')).ids;
    await w.db.execute(sql`update creatives set country_code = 'BE' where id = ${first!}`);
    expect(await listed('q=okapi&country=PT&limit=12')).toEqual(await expected('% okapi%', 'PT', 0, 12));
    expect((await listed('q=okapi&country=PT&limit=12')).ids).not.toContain(first);
    const belgium = await expected('% okapi%', 'BE', 0, rows);
    const at = belgium.ids.indexOf(first!);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(await listed(`q=okapi&country=BE&limit=5&offset=${at - (at % 5)}`)).toEqual(await expected('% okapi%', 'BE', at - (at % 5), 5));
  });

  it("walks a common text's bucket of word starts in the ranking's order, in a country too, of 2 letters too, each name once", async () => {
    // More starts than the probe in Sweden too, among names of the same bucket (` wal`) that rank between them.
    const rows = 2 * NAME_STARTS_PROBE;
    await w.db.execute(sql`insert into creatives (name, username, country_code, total_points, total_awards)
      select case when i % 4 = 0 then 'Walnut Nr' else 'Walrus Nr' end || i, 'search-walrus-' || i,
        case when i % 5 = 0 then 'NO' else 'SE' end, i % 45, i % 6
      from generate_series(1, ${rows}) i`);
    // Four matching starts each, as many names as the cap cannot hold: the total is counted.
    const names = 800;
    await w.db.execute(sql`insert into creatives (name, username, country_code, total_points, total_awards)
      select 'Gnu Gnus Gnuu Gnuv ' || i, 'search-gnu-' || i, 'SE', i % 30, 1 from generate_series(1, ${names}) i`);
    for (const [query, pattern, country] of [
      ['q=walrus', '% walrus%', null],
      ['q=WALR%C3%9CS&country=SE', '% walrus%', 'SE'],
      ['q=gnu', '% gnu%', null],
      ['q=gnu&country=SE', '% gnu%', 'SE'],
      // 2 letters in the whole list: a bucket of its own (migration 0047).
      ['q=wa', '% wa%', null],
      ['q=GN', '% gn%', null],
      // Fewer starts than the probe in the whole list: in a country, still ranked from the country's own.
      ['q=walnut&country=NO', '% walnut%', 'NO'],
    ] as const) {
      for (const [offset, limit] of [
        [0, 12],
        [600, 7],
        [795, 10],
        [1015, 5],
      ] as const) {
        expect(await listed(`${query}&limit=${limit}&offset=${offset}`), `${query} at ${offset}`).toEqual(
          await expected(pattern, country, offset, limit),
        );
      }
    }
    expect((await listed('q=gnu&limit=1')).total).toBe(String(names));
  });

  it("lists a common text's matches in the other orders and with a discipline as a full scan orders them", async () => {
    // More starts than the probe, counted exactly per prefix: sorted, where walking the order in question met them late.
    const rows = NAME_STARTS_PROBE + 500;
    await w.db.execute(sql`insert into creatives (name, username, total_points, total_awards, discipline)
      select case when i % 2 = 0 then 'Dingo Nr' || i else 'Ann Dingo ' || i end, 'search-dingo-' || i, i % 35, i % 9,
        case when i % 3 = 0 then 'film' else 'design' end
      from generate_series(1, ${rows}) i`);
    const orders = {
      name: sql`name, id`,
      newest: sql`created_at desc, id desc`,
      awards: sql`total_awards desc, total_points desc, name, id`,
      points: sql`total_points desc, total_awards desc, name, id`,
    };
    for (const [query, sort, category] of [
      ['q=dingo&sort=name', 'name', null],
      ['q=DINGO&sort=newest', 'newest', null],
      ['q=dingo&sort=awards', 'awards', null],
      ['q=dingo&category=film', 'points', 'film'],
      ['q=dingo&sort=name&category=design', 'name', 'design'],
    ] as const) {
      const ids = rowsOf<{ id: number }>(
        await w.db
          .execute(sql`select id from creatives where search_name like '% dingo%' and (${category}::text is null or discipline = ${category})
          order by ${orders[sort]}`),
      ).map((row) => row.id);
      for (const [offset, limit] of [
        [0, 12],
        [990, 12],
        [1200, 5],
      ] as const) {
        expect(await listed(`${query}&limit=${limit}&offset=${offset}`), `${query} at ${offset}`).toEqual({
          ids: ids.slice(offset, offset + limit),
          total: String(Math.min(ids.length, TEXT_FILTER_COUNT_CAP)),
        });
      }
    }
  });

  it('pages a text with at least the cap of matches, inside words too and in a large country, as a full scan orders it', async () => {
    // Past the read model's country cap in the Netherlands, with tied points; a few names hold the text inside a word.
    const rows = COUNTRY_STARTS_PROBE + 60;
    await w.db.execute(sql`insert into creatives (name, username, country_code, total_points, total_awards)
      select 'Tapir Nr' || i, 'search-tapir-' || i, 'NL', i % 50, i % 7 from generate_series(1, ${rows}) i`);
    await w.db.execute(sql`insert into creatives (name, username, country_code, total_points, total_awards)
      select 'Zetapir Q' || i, 'search-zetapir-' || i, case when i % 2 = 0 then 'NL' else 'DE' end, 100 + i, 3 from generate_series(1, 8) i`);
    for (const [query, pattern, country] of [
      ['q=tapir', '%tapir%', null],
      ['q=tapir&country=NL', '%tapir%', 'NL'],
      ['q=nr&country=NL', '% nr%', 'NL'],
    ] as const) {
      for (const [offset, limit] of [
        [0, 12],
        [600, 7],
        [1015, 5],
      ] as const) {
        expect(await listed(`${query}&limit=${limit}&offset=${offset}`), `${query} at ${offset}`).toEqual(
          await expected(pattern, country, offset, limit),
        );
      }
    }
    // The names with it inside a word lead the list; in Germany there are only those.
    expect((await listed('q=tapir&limit=8')).ids).toEqual((await expected('%zetapir%', null, 0, 8)).ids);
    expect(await listed('q=tapir&country=DE&limit=12')).toEqual(await expected('%tapir%', 'DE', 0, 12));
  });

  it('follows renames, points and deletions in the same transaction as the write', async () => {
    const id = await insertCreative(w, 'Wilhelmina Xanthopoulou', 10);
    const other = await insertCreative(w, 'Wilhelmina Xanthe', 50);
    expect(await searchIds(w, 'xanth')).toEqual([other, id]);
    await w.db.execute(sql`update creatives set total_points = 500 where id = ${id}`);
    expect(await searchIds(w, 'xanth')).toEqual([id, other]);
    await w.db.execute(sql`update creatives set name = 'Wilhelmina Ypsilanti' where id = ${id}`);
    expect(await searchIds(w, 'xanth')).toEqual([other]);
    expect(await searchIds(w, 'ypsilanti')).toEqual([id]);
    expect(await searchIds(w, 'silant')).toEqual([id]);
    await w.db.execute(sql`delete from creatives where id = ${other}`);
    expect(await searchIds(w, 'xanth')).toEqual([]);
  });

  it("keeps every word prefix's starts and creatives in the same statement as the write, and filters by them", async () => {
    expect(await prefixCountDrift(w.db)).toEqual([]);
    const numbats = async () =>
      rowsOf<{ starts: number; creatives: number }>(
        await w.db.execute(sql`select coalesce(sum(starts), 0)::int as starts, coalesce(sum(creatives), 0)::int as creatives
          from name_prefix_counts where prefix = ' numbat'`),
      )[0]!;
    const before = await numbats();
    // A word twice in a name (two starts, one creative), a word longer than the prefixes kept, several rows at once.
    const twice = await insertCreative(w, 'Numbat Numbat Lemur', 30);
    const long = await insertCreative(w, 'Numbatconstantinopla Zed', 40);
    await w.db.execute(sql`insert into creatives (name, username, country_code, total_points, total_awards)
      select 'Numbats Nr' || i, 'search-numbats-' || i, case when i % 3 = 0 then 'AU' end, i, 1 from generate_series(1, 25) i`);
    expect(await prefixCountDrift(w.db)).toEqual([]);
    expect(await numbats()).toEqual({ starts: before.starts + 28, creatives: before.creatives + 27 });
    await w.db.execute(sql`update creatives set name = 'Lemur Numbat' where id = ${twice}`);
    // Moves: into a country, between two (several creatives in one statement), out of any; points alone.
    await w.db.execute(sql`update creatives set country_code = 'NZ', total_points = 90 where id = ${long}`);
    await w.db.execute(sql`update creatives set country_code = 'NZ' where username in ('search-numbats-6', 'search-numbats-9')`);
    await w.db.execute(sql`update creatives set country_code = null where username = 'search-numbats-12'`);
    await w.db.execute(sql`update creatives set total_points = total_points + 1 where username like 'search-numbats-%'`);
    await w.db.execute(sql`delete from creatives where username in ('search-numbats-3', 'search-numbats-4')`);
    expect(await prefixCountDrift(w.db)).toEqual([]);
    // Texts read from the kept figures (one word, 2-12 characters) and from the starts (longer, or several words).
    for (const [text, pattern] of [
      ['numbat', '% numbat%'],
      ['NUMBATS', '% numbats%'],
      ['nu', '% nu%'],
      ['numbatconsta', '% numbatconsta%'],
      ['numbatconstan', '% numbatconstan%'],
      ['numbat lemur', '% numbat lemur%'],
    ] as const) {
      expect(await listed(`q=${encodeURIComponent(text)}&limit=50`), text).toEqual(await expected(pattern, null, 0, 50));
    }
    for (const [text, pattern, country] of [
      ['numbats', '% numbats%', 'NZ'],
      ['nu', '% nu%', 'AU'],
      ['NUMBATCONSTA', '% numbatconsta%', 'NZ'],
    ] as const) {
      expect(await listed(`q=${text}&country=${country}&limit=50`), `${text} in ${country}`).toEqual(
        await expected(pattern, country, 0, 50),
      );
    }
  });
});

describe('GET /api/stats', () => {
  it('counts creatives, verified awards, countries and festivals', async () => {
    const { status, body } = await t.get<Stats>('/api/stats');
    expect(status).toBe(200);
    const [row] = rowsOf<Stats>(
      await t.db.execute(sql`select
        (select count(*) from creatives)::int as "totalCreatives",
        (select count(*) from awards where verified)::int as "totalAwards",
        (select count(distinct country_code) from creatives)::int as "totalCountries",
        (select count(*) from festivals)::int as "totalFestivals"`),
    );
    expect(body).toEqual(row);
    expect(body.totalCreatives).toBe(60);
    expect(body.totalAwards).toBeGreaterThanOrEqual(200);
    expect(body.totalCountries).toBeGreaterThanOrEqual(9);
    expect(body.totalFestivals).toBe(12);
  });

  it('counts the awards of a creative without a country, and an award rejected after verification', async () => {
    const verifiedAwards = async () =>
      rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from awards where verified`))[0]!.n;
    const [award] = rowsOf<{ id: number; creativeId: number; points: number; year: number }>(
      await t.db.execute(sql`select a.id, a.creative_id as "creativeId", a.points, a.year from awards a
        join creatives c on c.id = a.creative_id where a.verified and c.country_code is not null order by a.id limit 1`),
    );
    const { creativeId } = award!;
    const total = async () => (await t.get<Stats>('/api/stats')).body.totalAwards;
    const before = await total();
    await t.db.execute(sql`update creatives set country_code = null where id = ${creativeId}`);
    expect(await total()).toBe(before);
    // As moderation rejects it: the creative's totals, then the award's row (windows by trigger).
    await t.db.transaction(async (tx) => {
      await countVerifiedAward(tx, award!, -1);
      await tx.execute(sql`update awards set verified = false where id = ${award!.id}`);
    });
    expect(await total()).toBe(before - 1);
    expect(await verifiedAwards()).toBe(before - 1);
    await t.db.transaction(async (tx) => {
      await countVerifiedAward(tx, award!, 1);
      await tx.execute(sql`update awards set verified = true where id = ${award!.id}`);
    });
    await t.db.execute(sql`update creatives set country_code = 'ES' where id = ${creativeId}`);
    expect(await total()).toBe(before);
    expect(await verifiedAwards()).toBe(before);
  });
});
