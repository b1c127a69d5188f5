/** Positive when the creative climbed since the earlier ranking; null when unranked then. */
export function rankChange(rank: number, previousRank: number | null): number | null {
  return previousRank === null ? null : previousRank - rank;
}
