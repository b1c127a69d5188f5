import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../src/shared/schemas/search';
import { rowsOf } from '../../src/server/lib/sql';
import { searchText } from '../../src/server/modules/search/search.service';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signUp } from '../helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { responseCacheTtlMs: 60_000 } });
});
afterAll(() => t.close());

describe('searchText: the text searched, and the key its answer is shared under', () => {
  it('folds case, spaces and accented Latin letters, and leaves the rest to the database', () => {
    expect(searchText('  MA  ')).toBe('ma');
    expect(searchText('Ana   García')).toBe('ana garcia');
    expect(searchText('MUÑOZ')).toBe('munoz');
    // Folded by the database differently from JavaScript ("ss", "o", a final "σ"): left to it.
    expect(searchText('Weiß Øst ΟΔΥΣΣΕΑΣ')).toBe('weiß Øst ΟΔΥΣΣΕΑΣ');
  });

  it('never makes two texts one that the database folds apart', async () => {
    const pairs: { c: string; k: string }[] = [];
    for (let code = 0xa0; code < 0x3000; code++) {
      const char = String.fromCodePoint(code);
      if (/\s/.test(char)) continue; // trimmed, as the query schema trims
      for (const c of [char, `x${char}y`]) pairs.push({ c, k: searchText(c) });
    }
    const rows = rowsOf<{ c: string; typed: string; searched: string }>(
      await t.db.execute(sql`select x.c, f_unaccent(lower(x.c)) as typed, f_unaccent(lower(x.k)) as searched
        from json_to_recordset(${JSON.stringify(pairs)}::json) as x(c text, k text)`),
    );
    expect(rows.filter((row) => row.typed !== row.searched)).toEqual([]);
  });
});

describe('GET /api/search, one answer per text', () => {
  it('is shared by the spellings of a text and cleared by a write', async () => {
    const first = await t.get<SearchResult>('/api/search?q=Zephyrine');
    expect(first.body.creatives).toEqual([]);
    await t.get('/api/search?q=zephyrine'); // kept from its second answer
    // Written behind the app's back, so the shared answer stays as it was: it is what answers.
    await t.db.execute(sql`insert into creatives (name, username) values ('Zéphyrine Quill', 'zephyrine-quill')`);
    for (const q of ['  ZEPHYRINE ', 'zéphyrine', 'Zephyrine&_=1']) {
      const response = await t.request(`/api/search?q=${q.replace(/ /g, '%20')}`);
      expect(response.headers.get('x-cache'), q).toBe('hit');
      expect(await response.json(), q).toEqual(first.body);
    }

    const user = await signUp(t);
    expect((await user.send('POST', '/api/creatives', { name: 'Zephyrine Otter' })).status).toBe(201);
    const { body } = await t.get<SearchResult>('/api/search?q=zephyrine');
    expect(body.creatives.map((creative) => creative.name).sort()).toEqual(['Zephyrine Otter', 'Zéphyrine Quill']);
  });
});
