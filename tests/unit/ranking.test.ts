import { describe, expect, it } from 'vitest';
import { rankChange, ranksFromBuckets } from '../../src/shared/ranking';

describe('ranksFromBuckets', () => {
  it('gives ties the same rank and skips the following ones (1, 2, 2, 4)', () => {
    const buckets = [
      { points: 900, creatives: 1 },
      { points: 500, creatives: 2 },
      { points: 300, creatives: 1 },
    ];
    const ranks = ranksFromBuckets(buckets, [900, 500, 500, 300]);
    expect([900, 500, 500, 300].map((p) => ranks.get(p))).toEqual([1, 2, 2, 4]);
  });

  it('ranks a run of ties at the top and below', () => {
    const buckets = [
      { points: 700, creatives: 3 },
      { points: 100, creatives: 2 },
      { points: 50, creatives: 1 },
    ];
    const ranks = ranksFromBuckets(buckets, [700, 100, 50]);
    expect([ranks.get(700), ranks.get(100), ranks.get(50)]).toEqual([1, 4, 6]);
  });

  it('does not depend on the order of buckets or points', () => {
    const buckets = [
      { points: 50, creatives: 4 },
      { points: 250, creatives: 1 },
      { points: 150, creatives: 2 },
    ];
    const ranks = ranksFromBuckets(buckets, [50, 250, 150]);
    expect([ranks.get(250), ranks.get(150), ranks.get(50)]).toEqual([1, 2, 4]);
  });

  it('ranks creatives with zero points after everyone with points', () => {
    const ranks = ranksFromBuckets([{ points: 100, creatives: 7 }, { points: 0, creatives: 30 }], [0]);
    expect(ranks.get(0)).toBe(8);
  });

  it('returns nothing for no points', () => {
    expect(ranksFromBuckets([{ points: 10, creatives: 1 }], []).size).toBe(0);
  });
});

describe('rankChange', () => {
  it('is positive when the creative climbed', () => {
    expect(rankChange(3, 10)).toBe(7);
  });

  it('is negative when the creative fell', () => {
    expect(rankChange(12, 4)).toBe(-8);
  });

  it('is null for a creative unranked a year earlier', () => {
    expect(rankChange(5, null)).toBeNull();
  });
});
