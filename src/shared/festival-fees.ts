/** What a festival asks per entry: the early-bird fee until its deadline, then the regular one. */
export interface FestivalFees {
  earlyBirdDeadline: string | null;
  earlyBirdFee: number | null;
  entryFee: number | null;
}

export type FeeKind = 'earlyBird' | 'regular';

/**
 * Whether the early-bird price has ended on `today` (UTC `YYYY-MM-DD`). It runs through the end
 * of its deadline, like registration runs through its close date.
 */
export function earlyBirdEnded(fees: Pick<FestivalFees, 'earlyBirdDeadline'>, today: string): boolean {
  return fees.earlyBirdDeadline !== null && today > fees.earlyBirdDeadline;
}

/**
 * The fee an entry costs on `today`: the early-bird fee through its deadline, then the regular
 * fee. An early-bird fee without a deadline counts while no regular fee is known. Null when no
 * fee applies (none announced, or only an early-bird one that has ended).
 */
export function currentFee(fees: FestivalFees, today: string): { kind: FeeKind; amount: number } | null {
  const earlyBirdOpen = fees.earlyBirdDeadline !== null ? !earlyBirdEnded(fees, today) : fees.entryFee === null;
  if (fees.earlyBirdFee !== null && earlyBirdOpen) return { kind: 'earlyBird', amount: fees.earlyBirdFee };
  if (fees.entryFee !== null) return { kind: 'regular', amount: fees.entryFee };
  return null;
}
