import type { OwnAward } from '@shared/schemas/award';
import { DASHBOARD_AWARDS } from '@shared/constants';

/** Newest first: by year, then most recently added. */
export function sortAwardsNewestFirst(awards: readonly OwnAward[]): OwnAward[] {
  return [...awards].sort((a, b) => b.year - a.year || b.id - a.id);
}

/** The dashboard's first view: the 5 most recent awards (spec section 9). */
export function recentAwards(awards: readonly OwnAward[]): OwnAward[] {
  return sortAwardsNewestFirst(awards).slice(0, DASHBOARD_AWARDS);
}

/** Festivals among the counted (verified) awards, as the points and award totals are. */
export function distinctVerifiedFestivals(awards: readonly OwnAward[]): number {
  return new Set(awards.filter((award) => award.status === 'verified').map((award) => award.festivalId)).size;
}

export function pendingCount(awards: readonly OwnAward[]): number {
  return awards.filter((award) => award.status === 'pending').length;
}
