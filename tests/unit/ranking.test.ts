import { describe, expect, it } from 'vitest';
import { rankChange } from '../../src/shared/ranking';

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
