import type { FestivalStatus } from './constants';

/** Calendar date `YYYY-MM-DD` in UTC; festival dates are compared as such strings. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Registration status from the dates (spec section 4): unknown if either date is missing,
 * upcoming before the open date, open from the open date through the close date inclusive,
 * closed afterwards.
 */
export function festivalStatus(
  dates: { registrationOpenDate: string | null; registrationCloseDate: string | null },
  today: string,
): FestivalStatus {
  const { registrationOpenDate: open, registrationCloseDate: close } = dates;
  if (!open || !close) return 'unknown';
  if (today < open) return 'upcoming';
  if (today <= close) return 'open';
  return 'closed';
}
