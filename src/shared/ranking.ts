/** How many creatives hold a points total, in a ranking. */
export interface RankBucket {
  points: number;
  creatives: number;
}

/**
 * Competition ranking (1, 2, 2, 4): a creative's rank is 1 + the number of creatives with more
 * points, so ties share a rank and the next rank skips. `buckets` must hold every total above
 * the smallest of `points`.
 */
export function ranksFromBuckets(buckets: readonly RankBucket[], points: readonly number[]): Map<number, number> {
  const sorted = [...buckets].sort((a, b) => b.points - a.points);
  const wanted = [...new Set(points)].sort((a, b) => b - a);
  const ranks = new Map<number, number>();
  let above = 0;
  let i = 0;
  for (const value of wanted) {
    while (i < sorted.length && sorted[i]!.points > value) above += sorted[i++]!.creatives;
    ranks.set(value, above + 1);
  }
  return ranks;
}

/** Positive when the creative climbed since the earlier ranking; null when unranked then. */
export function rankChange(rank: number, previousRank: number | null): number | null {
  return previousRank === null ? null : previousRank - rank;
}
