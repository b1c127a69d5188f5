import { describe, expect, it } from 'vitest';
import { freeNames } from '../../src/server/lib/free-names';
import { USERNAME_MAX_LENGTH } from '../../src/shared/username';

/** A unique column holding `held`, counting the lookups asked of it. */
function column(held: Iterable<string>) {
  const values = new Set(held);
  const asked: string[][] = [];
  return {
    asked,
    taken: (candidates: string[]) => {
      asked.push(candidates);
      return Promise.resolve(new Set(candidates.filter((candidate) => values.has(candidate))));
    },
  };
}

describe('freeNames', () => {
  it('gives the base when it is free, in one lookup', async () => {
    const { asked, taken } = column(['other']);
    expect(await freeNames(['ana-ruiz'], taken)).toEqual(['ana-ruiz']);
    expect(asked).toEqual([['ana-ruiz']]);
  });

  it('gives the lowest free suffix, trying twice as many each round', async () => {
    const held = ['ana-ruiz', ...Array.from({ length: 999 }, (_, i) => `ana-ruiz-${i + 2}`)];
    const { asked, taken } = column(held.filter((name) => name !== 'ana-ruiz-700'));
    expect(await freeNames(['ana-ruiz'], taken)).toEqual(['ana-ruiz-700']);
    expect(asked.map((round) => round.length)).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512]);
    const full = column(held);
    expect(await freeNames(['ana-ruiz'], full.taken)).toEqual(['ana-ruiz-1001']);
    expect(full.asked.length).toBe(10);
  });

  it('tells apart the same base twice in a batch, and cuts a long base to fit its suffix', async () => {
    const long = 'a'.repeat(USERNAME_MAX_LENGTH);
    const { taken } = column(['bo', long]);
    const names = await freeNames(['bo', 'bo', 'cy', long], taken);
    // The second "bo" starts at "bo-2"; the first, found taken, goes past it.
    expect(names).toEqual(['bo-3', 'bo-2', 'cy', `${'a'.repeat(USERNAME_MAX_LENGTH - 2)}-2`]);
    expect(names.every((name) => name.length <= USERNAME_MAX_LENGTH)).toBe(true);
  });
});
