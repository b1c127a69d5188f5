import { describe, expect, it } from 'vitest';
import { SeenPaths } from '../../scripts/lib/seen-paths';

describe('SeenPaths', () => {
  it('tells the paths added from those not, past several growths', () => {
    const seen = new SeenPaths();
    const paths = Array.from({ length: 200_000 }, (_, index) => `/api/creatives?limit=50&offset=${index * 7}`);
    for (const path of paths) seen.add(path);
    expect(seen.size).toBeGreaterThan(199_990);
    expect(paths.every((path) => seen.has(path))).toBe(true);
    const others = Array.from({ length: 200_000 }, (_, index) => `/api/creatives?limit=50&offset=${index * 7 + 3}`);
    // A new path is taken for one already asked only when its hash is: a handful in 200,000.
    expect(others.filter((path) => seen.has(path)).length).toBeLessThan(40);
  });

  it('counts a path added twice once, and knows one of non-Latin letters', () => {
    const seen = new SeenPaths();
    seen.add('/api/search?q=Muñoz');
    seen.add('/api/search?q=Muñoz');
    expect(seen.size).toBe(1);
    expect(seen.has('/api/search?q=Muñoz')).toBe(true);
    expect(seen.has('/api/search?q=Munoz')).toBe(false);
  });
});
