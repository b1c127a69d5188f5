import { describe, expect, it } from 'vitest';
import { AWARD_TYPES, awardPoints } from '../../src/shared/constants';

describe('awardPoints', () => {
  it.each([
    ['grand_prix', 500],
    ['gold', 300],
    ['silver', 200],
    ['bronze', 100],
    ['shortlist', 50],
  ] as const)('gives %s %i points', (type, points) => {
    expect(awardPoints(type)).toBe(points);
  });

  it('covers every award type', () => {
    expect(AWARD_TYPES.map(awardPoints)).toEqual([500, 300, 200, 100, 50]);
  });
});
