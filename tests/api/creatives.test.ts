import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import { foldText } from '../../src/shared/text';
import { rowsOf } from '../../src/server/lib/sql';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_NOW } from '../helpers/test-clock';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The whole ranking, page by page, as a client would read it. */
async function wholeRanking(query = ''): Promise<CreativeSummary[]> {
  const all: CreativeSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await t.get<CreativeSummary[]>(`/api/creatives?limit=100&offset=${offset}${query}`);
    all.push(...body);
    if (body.length < 100) return all;
  }
}

/** Ranks computed straight from the awards, independently of the stored totals. */
async function expectedRanks() {
  const year = TEST_NOW.getUTCFullYear();
  const result = await t.db.execute(sql`
    with totals as (
      select c.id,
        coalesce(sum(a.points) filter (where a.verified), 0) as points,
        coalesce(sum(a.points) filter (where a.verified and a.year < ${year}), 0) as previous
      from creatives c left join awards a on a.creative_id = c.id
      group by c.id
    )
    select id, points::int, rank() over (order by points desc)::int as rank,
      case when previous > 0 then (rank() over (order by previous desc))::int end as previous_rank_raw,
      previous::int
    from totals`);
  const rows = rowsOf<{ id: number; points: number; rank: number; previous: number }>(result);
  // The year-earlier ranking only ranks creatives that had points then.
  const ranked = rows.filter((r) => r.previous > 0);
  const previousRank = new Map(ranked.map((r) => [r.id, 1 + ranked.filter((o) => o.previous > r.previous).length]));
  return new Map(rows.map((r) => [r.id, { points: r.points, rank: r.rank, previousRank: previousRank.get(r.id) ?? null }]));
}

describe('GET /api/creatives (the ranking)', () => {
  it('returns the first 50 creatives and the total', async () => {
    const { status, body, headers } = await t.get<CreativeSummary[]>('/api/creatives');
    expect(status).toBe(200);
    expect(body).toHaveLength(50);
    expect(headers.get('x-total-count')).toBe('60');
  });

  it('orders by points, then awards, then name', async () => {
    const all = await wholeRanking();
    expect(all).toHaveLength(60);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const ordered =
        a.totalPoints > b.totalPoints ||
        (a.totalPoints === b.totalPoints && (a.totalAwards > b.totalAwards || (a.totalAwards === b.totalAwards && a.name <= b.name)));
      expect(ordered, `${a.name} before ${b.name}`).toBe(true);
    }
  });

  it('carries the real rank (ties share it) and the change against a year earlier', async () => {
    const expected = await expectedRanks();
    const all = await wholeRanking();
    for (const creative of all) {
      const e = expected.get(creative.id)!;
      expect(creative.totalPoints).toBe(e.points);
      // Without points a creative is unranked: no rank, no change (not 'New').
      const rank = e.points > 0 ? e.rank : null;
      expect(creative.rank, creative.name).toBe(rank);
      expect(creative.rankChange, creative.name).toBe(rank === null || e.previousRank === null ? null : e.previousRank - rank);
    }
    // The demo data has ties, climbers, fallers and newcomers.
    const ranks = all.map((c) => c.rank);
    expect(new Set(ranks).size).toBeLessThan(ranks.length);
    expect(all.some((c) => c.rankChange === null && c.totalPoints > 0)).toBe(true);
    expect(all.some((c) => (c.rankChange ?? 0) > 0)).toBe(true);
    expect(all.some((c) => (c.rankChange ?? 0) < 0)).toBe(true);
  });

  it('leaves creatives without points unranked, in the list and on the profile', async () => {
    const all = await wholeRanking();
    const unranked = all.filter((c) => c.totalPoints === 0);
    expect(unranked.length, 'the demo data has creatives without verified awards').toBeGreaterThan(0);
    for (const creative of unranked) expect([creative.rank, creative.rankChange]).toEqual([null, null]);
    const { body } = await t.get<Creative>(`/api/creatives/${unranked[0]!.id}`);
    expect([body.totalPoints, body.rank, body.rankChange]).toEqual([0, null, null]);
    expect(all.filter((c) => c.totalPoints > 0).every((c) => c.rank !== null)).toBe(true);
  });

  it('keeps the global rank in filtered lists', async () => {
    const all = await wholeRanking();
    const byId = new Map(all.map((c) => [c.id, c.rank]));
    const { body } = await t.get<CreativeSummary[]>('/api/creatives?country=ES&limit=100');
    expect(body.length).toBeGreaterThan(0);
    for (const creative of body) expect(creative.rank).toBe(byId.get(creative.id));
  });

  it('filters by country given as code or English/Spanish name', async () => {
    const all = await wholeRanking();
    const expected = all.filter((c) => c.countryCode === 'ES').map((c) => c.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const value of ['ES', 'es', 'Spain', 'España', 'espana']) {
      const { body, headers } = await t.get<CreativeSummary[]>(`/api/creatives?limit=100&country=${encodeURIComponent(value)}`);
      expect(body.map((c) => c.id)).toEqual(expected);
      expect(headers.get('x-total-count')).toBe(String(expected.length));
    }
  });

  it('filters by category (the discipline)', async () => {
    const all = await wholeRanking();
    for (const category of ['advertising', 'digital', 'film', 'design']) {
      const { body } = await t.get<CreativeSummary[]>(`/api/creatives?limit=100&category=${category}`);
      expect(body.length).toBeGreaterThan(0);
      expect(body.every((c) => c.discipline === category)).toBe(true);
      expect(body.length).toBe(all.filter((c) => c.discipline === category).length);
    }
  });

  it('finds names ignoring case and accents', async () => {
    const all = await wholeRanking();
    const accented = all.find((c) => foldText(c.name) !== c.name.toLowerCase());
    expect(accented, 'the demo data has an accented name').toBeDefined();
    const lastWord = foldText(accented!.name.split(' ').at(-1)!).toUpperCase();
    const { body } = await t.get<CreativeSummary[]>(`/api/creatives?q=${encodeURIComponent(lastWord)}`);
    expect(body.map((c) => c.id)).toContain(accented!.id);
    expect(body.every((c) => foldText(c.name).includes(lastWord.toLowerCase()))).toBe(true);
  });

  it('matches a text without three letters in a row at word starts only, in the list order, with its total', async () => {
    const all = await wholeRanking();
    const starts = [...new Set(all.flatMap((c) => foldText(c.name).split(' ')).map((word) => word.slice(0, 2)))];
    expect(starts.length).toBeGreaterThan(5);
    for (const start of starts.slice(0, 6)) {
      const expected = all.filter((c) => ` ${foldText(c.name)}`.includes(` ${start}`)).map((c) => c.id);
      const { body, headers } = await t.get<CreativeSummary[]>(`/api/creatives?limit=100&q=${encodeURIComponent(start.toUpperCase())}`);
      expect(body.map((c) => c.id)).toEqual(expected);
      expect(headers.get('x-total-count')).toBe(String(expected.length));
    }
  });

  it('treats LIKE wildcards in q literally', async () => {
    const { status, body } = await t.get<CreativeSummary[]>('/api/creatives?q=%25%25');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });

  it.each(['name', 'awards', 'newest'])('sorts by %s', async (sort) => {
    const { status, body } = await t.get<CreativeSummary[]>(`/api/creatives?sort=${sort}&limit=100`);
    expect(status).toBe(200);
    expect(body).toHaveLength(60);
    if (sort === 'name') expect(body.map((c) => c.name)).toEqual(body.map((c) => c.name).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    if (sort === 'awards') expect(body.map((c) => c.totalAwards)).toEqual(body.map((c) => c.totalAwards).sort((a, b) => b - a));
  });

  it('pages with limit and offset without overlap', async () => {
    const first = await t.get<CreativeSummary[]>('/api/creatives?limit=12&offset=0');
    const second = await t.get<CreativeSummary[]>('/api/creatives?limit=12&offset=12');
    const all = await wholeRanking();
    expect([...first.body, ...second.body].map((c) => c.id)).toEqual(all.slice(0, 24).map((c) => c.id));
    const past = await t.get<CreativeSummary[]>('/api/creatives?offset=1000');
    expect(past.body).toEqual([]);
  });

  it.each([
    ['limit=-1', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=500', 'limit'],
    ['offset=-5', 'offset'],
    ['country=Narnia', 'country'],
    ['category=music', 'category'],
    ['sort=random', 'sort'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await t.get<{ message: string; errors: { path: string }[] }>(`/api/creatives?${query}`);
    expect(status).toBe(400);
    expect(body.message).toContain(parameter);
    expect(body.errors.map((e) => e.path)).toContain(parameter);
  });
});

describe('GET /api/creatives?q= with punctuation in names', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp();
    await own.db.execute(
      sql`insert into creatives (name, username) values ('Aoife O''Brien', 'aoife-obrien'), ('Bríd Ó Dálaigh', 'brid-o-dalaigh'),
        ('Zoë 100%_Off', 'zoe-100-off'), ('Qaλena Ríos', 'qalena-rios'), ('Qa𝒜 Kato', 'qa-kato'), (${'Ab\uD7FFc Lee'}, 'abc-lee'),
        ('Liana Quorrel', 'liana-quorrel'), ('Ana Quorrel', 'ana-quorrel'), ('Anab Quorrel', 'anab-quorrel'), ('Bo Quorrel Ana', 'bo-quorrel-ana'),
        ('Ma_ria Quorrel', 'ma-ria-quorrel'), ('Maxria Quorrel', 'maxria-quorrel')`,
    );
  });
  afterAll(() => own.close());

  /** The list filtered by `text` holds exactly `names` (in any order: they are tied at no points). */
  async function expectNames(text: string, names: string[]) {
    const { status, body, headers } = await own.get<CreativeSummary[]>(`/api/creatives?limit=100&q=${encodeURIComponent(text)}`);
    expect(status).toBe(200);
    expect(body.map((c) => c.name).sort()).toEqual([...names].sort());
    expect(headers.get('x-total-count')).toBe(String(names.length));
  }

  // A word start is read as the range from the text to the text with its last character's next
  // code point: past ASCII, past the basic plane, and past U+D7FF, where the surrogates are skipped.
  it.each([
    ['qa', ['Qa𝒜 Kato', 'Qaλena Ríos']],
    ['qaλ', ['Qaλena Ríos']],
    ['ab\uD7FF', ['Ab\uD7FFc Lee']],
    ['ab\uD7FFc l', ['Ab\uD7FFc Lee']],
  ])('finds the names whose word starts begin with %s, whatever follows', async (text, names) => {
    await expectNames(text, names);
  });

  // A text of several words whose first is also found inside words is looked for at the word
  // starts of every word ending in its first word (a LIKE pattern, its wildcards escaped), followed
  // by the rest of the text.
  it.each([
    ['ana quorrel', ['Ana Quorrel', 'Liana Quorrel']],
    ['ANA QUORR', ['Ana Quorrel', 'Liana Quorrel']],
    ['iana quorrel', ['Liana Quorrel']],
    ['ana  quorrel', []],
    ['quorrel ana', ['Bo Quorrel Ana']],
    ['a_ria quorrel', ['Ma_ria Quorrel']],
    ['ria quor', ['Ma_ria Quorrel', 'Maxria Quorrel']],
  ])('finds %s inside words as well as at word starts', async (text, names) => {
    await expectNames(text, names);
  });

  it.each([
    ["o'b", ["Aoife O'Brien"]],
    ["O'BRIEN", ["Aoife O'Brien"]],
    ['ó d', ['Bríd Ó Dálaigh']],
    ["'b", []],
    ['_b', []],
    ['100%_o', ['Zoë 100%_Off']],
    ['1%', []],
    ['10_', []],
  ])('finds %s at word starts only', async (text, names) => {
    await expectNames(text, names);
  });
});

describe('GET /api/creatives/:id', () => {
  it('returns the creative with its verified awards, each with festival and category', async () => {
    const { status, body } = await t.get<Creative>('/api/creatives/41');
    expect(status).toBe(200);
    expect(body.id).toBe(41);
    expect(body.avatar).toMatch(/creative-41/);
    expect(body.awards.length).toBe(body.totalAwards);
    expect(body.awards.reduce((sum, a) => sum + a.points, 0)).toBe(body.totalPoints);
    for (const award of body.awards) {
      expect(award.verified).toBe(true);
      expect(award.festival.name).toBeTruthy();
      expect(award.category.name).toBeTruthy();
      expect(['grand_prix', 'gold', 'silver', 'bronze', 'shortlist']).toContain(award.type);
    }
    expect(body.claimed).toBe(false);
    expect(body.projects.length).toBeGreaterThan(0);
  });

  it('gives creatives 41 and 42 their own project sets', async () => {
    const a = (await t.get<Creative>('/api/creatives/41')).body.projects.map((p) => p.title);
    const b = (await t.get<Creative>('/api/creatives/42')).body.projects.map((p) => p.title);
    expect(a.some((title) => b.includes(title))).toBe(false);
  });

  it('has the same rank as in the ranking', async () => {
    const all = await wholeRanking();
    const top = all[0]!;
    const { body } = await t.get<Creative>(`/api/creatives/${top.id}`);
    expect(body.rank).toBe(top.rank);
    expect(body.rankChange).toBe(top.rankChange);
  });

  it('answers 404 with a message for an unknown id', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/creatives/999999');
    expect(status).toBe(404);
    expect(body.message).toMatch(/not found/i);
  });

  it('answers 400 for an id that is not a number', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/creatives/abc');
    expect(status).toBe(400);
    expect(body.message).toContain('id');
  });
});

describe('GET /api/creatives/username/:username', () => {
  it('returns the same creative as by id, case-insensitively', async () => {
    const byId = (await t.get<Creative>('/api/creatives/42')).body;
    const { status, body } = await t.get<Creative>(`/api/creatives/username/${byId.username.toUpperCase()}`);
    expect(status).toBe(200);
    expect(body).toEqual(byId);
  });

  it('answers 404 for an unknown username', async () => {
    const { status, body } = await t.get<{ message: string }>('/api/creatives/username/nobody-here');
    expect(status).toBe(404);
    expect(body.message).toMatch(/not found/i);
  });
});

describe('GET /api/creatives/agency/:agencyName', () => {
  it("lists the agency's creatives by the agency's name, in any case", async () => {
    const all = await wholeRanking();
    const withAgency = all.find((c) => c.agency && c.agencySlug)!;
    const expected = all.filter((c) => c.agencySlug === withAgency.agencySlug).map((c) => c.id);
    const { status, body, headers } = await t.get<CreativeSummary[]>(
      `/api/creatives/agency/${encodeURIComponent(withAgency.agency!.toUpperCase())}`,
    );
    expect(status).toBe(200);
    expect(body.map((c) => c.id)).toEqual(expected);
    expect(headers.get('x-total-count')).toBe(String(expected.length));
  });

  it('returns an empty list for an agency nobody works at', async () => {
    const { status, body } = await t.get<CreativeSummary[]>('/api/creatives/agency/Nobody%20Works%20Here');
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
