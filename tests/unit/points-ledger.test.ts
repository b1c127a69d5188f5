import { describe, expect, it } from 'vitest';
import { AWARD_POINTS, type AwardType } from '../../src/shared/constants';
import { pointsByFestival, pointsByYear } from '../../src/client/features/creatives/components/profile/points-ledger';

const cannes = { id: 1, name: 'Cannes Lions', slug: 'cannes-lions' };
const dandad = { id: 2, name: 'D&AD', slug: 'dandad' };
const oneShow = { id: 3, name: 'The One Show', slug: 'one-show' };

function award(year: number, type: AwardType, festival = cannes, verified = true) {
  return { year, type, points: AWARD_POINTS[type], verified, festival };
}

describe('pointsByYear', () => {
  it('adds the points of each year per level, oldest year first', () => {
    const years = pointsByYear([award(2025, 'gold'), award(2024, 'bronze'), award(2025, 'shortlist'), award(2025, 'gold', dandad)]);
    expect(years).toEqual([
      { year: 2024, levels: { grand_prix: 0, gold: 0, silver: 0, bronze: 100, shortlist: 0 }, total: 100 },
      { year: 2025, levels: { grand_prix: 0, gold: 600, silver: 0, bronze: 0, shortlist: 50 }, total: 650 },
    ]);
  });

  it('leaves out awards that do not count (not verified)', () => {
    expect(pointsByYear([award(2025, 'grand_prix', cannes, false), award(2023, 'silver')])).toEqual([
      { year: 2023, levels: { grand_prix: 0, gold: 0, silver: 200, bronze: 0, shortlist: 0 }, total: 200 },
    ]);
  });

  it('is empty without counted awards', () => {
    expect(pointsByYear([])).toEqual([]);
    expect(pointsByYear([award(2025, 'gold', cannes, false)])).toEqual([]);
  });
});

describe('pointsByFestival', () => {
  it('sums points and awards per festival, most points first, ties by name', () => {
    const festivals = pointsByFestival([
      award(2025, 'bronze', oneShow),
      award(2025, 'gold'),
      award(2024, 'shortlist'),
      award(2025, 'bronze', dandad),
      award(2022, 'grand_prix', dandad, false),
    ]);
    expect(festivals).toEqual([
      { festival: cannes, points: 350, awards: 2 },
      { festival: dandad, points: 100, awards: 1 },
      { festival: oneShow, points: 100, awards: 1 },
    ]);
  });
});
