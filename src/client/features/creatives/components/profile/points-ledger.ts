import { AWARD_TYPES, type AwardType } from '@shared/constants';
import type { Award } from '@shared/schemas/award';

type LedgerAward = Pick<Award, 'year' | 'type' | 'points' | 'verified' | 'festival'>;

export interface YearPoints {
  year: number;
  /** Points per level; they add up to `total`. */
  levels: Record<AwardType, number>;
  total: number;
}

export interface FestivalPoints {
  festival: Award['festival'];
  points: number;
  awards: number;
}

const noLevels = () => Object.fromEntries(AWARD_TYPES.map((type) => [type, 0])) as Record<AwardType, number>;

/** The points of the counted (verified) awards per year and level, oldest year first. */
export function pointsByYear(awards: readonly LedgerAward[]): YearPoints[] {
  const years = new Map<number, YearPoints>();
  for (const award of awards) {
    if (!award.verified) continue;
    const entry = years.get(award.year) ?? { year: award.year, levels: noLevels(), total: 0 };
    entry.levels[award.type] += award.points;
    entry.total += award.points;
    years.set(award.year, entry);
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}

/** The points and counted awards per festival, most points first (then by name). */
export function pointsByFestival(awards: readonly LedgerAward[]): FestivalPoints[] {
  const festivals = new Map<number, FestivalPoints>();
  for (const award of awards) {
    if (!award.verified) continue;
    const entry = festivals.get(award.festival.id) ?? { festival: award.festival, points: 0, awards: 0 };
    entry.points += award.points;
    entry.awards += 1;
    festivals.set(award.festival.id, entry);
  }
  return [...festivals.values()].sort((a, b) => b.points - a.points || a.festival.name.localeCompare(b.festival.name));
}
