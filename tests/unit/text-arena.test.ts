import { describe, expect, it } from 'vitest';
import { TextArena } from '../../src/server/lib/text-arena';

const head = (id: number, name = `Name ${id}`) => `{"id":${id},"name":${JSON.stringify(name)},"pad":"${'x'.repeat(id % 50)}"`;

describe('TextArena', () => {
  it('gives back what it holds, Latin-1 or not, and nothing for what it does not', () => {
    const arena = new TextArena(1 << 20);
    const names = ['Björn Müller', 'Zoë "Q" \\ Ñandú', '王小明', 'Ana 🎬 Lima', ''];
    names.forEach((name, at) => expect(arena.set(at + 1, head(at + 1, name))).toBe(true));
    names.forEach((name, at) => expect(arena.get(at + 1)).toBe(head(at + 1, name)));
    expect([arena.get(0), arena.get(6), arena.get(1e9)]).toEqual([undefined, undefined, undefined]);
    expect(arena.size).toBe(names.length);
  });

  it('replaces and deletes, and reclaims the room they leave once full', () => {
    const arena = new TextArena(64 * 1024);
    for (let id = 1; id <= 200; id += 1) expect(arena.set(id, head(id))).toBe(true);
    // Rewriting every string many times over needs the room of the replaced ones.
    for (let round = 0; round < 20; round += 1) {
      for (let id = 1; id <= 200; id += 1) expect(arena.set(id, head(id, `Round ${round} ${'é'.repeat(round)}`))).toBe(true);
    }
    for (let id = 1; id <= 200; id += 1) expect(arena.get(id)).toBe(head(id, `Round 19 ${'é'.repeat(19)}`));
    for (let id = 1; id <= 200; id += 2) arena.delete(id);
    expect(arena.size).toBe(100);
    expect(arena.get(1)).toBeUndefined();
    expect(arena.get(2)).toBe(head(2, `Round 19 ${'é'.repeat(19)}`));
    expect(arena.full).toBe(false);
  });

  it('refuses what does not fit, and ids far past the ones it holds', () => {
    const arena = new TextArena(32 * 1024);
    let held = 0;
    for (let id = 1; id <= 1000; id += 1) if (arena.set(id, head(id, 'x'.repeat(100)))) held += 1;
    expect(held).toBeGreaterThan(100);
    expect(held).toBeLessThan(1000);
    expect(arena.full).toBe(true);
    expect(arena.bytes).toBeLessThanOrEqual(32 * 1024);
    for (let id = 1; id <= held; id += 1) expect(arena.get(id)).toBe(head(id, 'x'.repeat(100)));
    expect(new TextArena(1 << 20).set(50_000_000, head(1))).toBe(false);
    arena.clear();
    expect([arena.size, arena.full, arena.get(1)]).toEqual([0, false, undefined]);
    expect(arena.set(1, head(1))).toBe(true);
  });
});
