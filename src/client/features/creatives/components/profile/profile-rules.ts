import { AWARD_TYPES, PROJECT_BADGE_CAP, type AwardType } from '@shared/constants';
import type { Award } from '@shared/schemas/award';
import type { Creative } from '@shared/schemas/creative';

/** Project cards shown before 'View Complete Portfolio': 3 with no awards, else min(6, awards + 2). */
export function visibleProjectCount(awardCount: number): number {
  return awardCount === 0 ? 3 : Math.min(6, awardCount + 2);
}

/** The number on the projects badge: the project count, capped at 12 (spec section 9). */
export function projectBadgeCount(projectCount: number): number {
  return Math.min(projectCount, PROJECT_BADGE_CAP);
}

export function awardsByType(awards: readonly Pick<Award, 'type'>[]): Record<AwardType, number> {
  const counts = Object.fromEntries(AWARD_TYPES.map((type) => [type, 0])) as Record<AwardType, number>;
  for (const award of awards) counts[award.type] += 1;
  return counts;
}

export function distinctFestivalCount(awards: readonly Pick<Award, 'festivalId'>[]): number {
  return new Set(awards.map((award) => award.festivalId)).size;
}

export function latestAwardYear(awards: readonly Pick<Award, 'year'>[]): number | null {
  return awards.reduce<number | null>((latest, award) => (latest === null || award.year > latest ? award.year : latest), null);
}

/** Whether the side column has anything to show; without it the main column takes the width. */
export function hasSidebarContent(creative: Creative, claimOffered: boolean): boolean {
  return (
    claimOffered ||
    Boolean(creative.linkedin || creative.website || creative.portfolio) ||
    creative.yearsExperience !== null ||
    creative.countriesWorked !== null ||
    creative.teamSizeLed !== null
  );
}
