import { createEvents, type EventAttributes } from 'ics';
import type { FestivalRow } from './festival.repository';

type CalendarFestival = Pick<
  FestivalRow,
  | 'id'
  | 'name'
  | 'slug'
  | 'city'
  | 'venue'
  | 'updatedAt'
  | 'registrationOpenDate'
  | 'earlyBirdDeadline'
  | 'registrationCloseDate'
  | 'eventStartDate'
  | 'eventEndDate'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** 00:00:00 UTC of a calendar date `YYYY-MM-DD`. */
const startOfDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
/** 23:59:59 UTC of a date: when registration closes, the moment the site's countdown reaches zero. */
const endOfDay = (date: string) => startOfDay(date) + DAY_MS - 1000;

/**
 * A festival's dates as iCalendar events (RFC 5545), all in UTC: registration opening (its first
 * hour), the early-bird deadline and the registration close (each the last hour before 23:59:59
 * UTC of its date), and the festival itself (from 00:00 of the first day to 00:00 after the last).
 * UIDs name the festival and the kind of date, so a calendar that subscribed updates an event
 * in place when a date moves.
 */
function festivalEvents(festival: CalendarFestival, site: URL): EventAttributes[] {
  const url = new URL(`/festival/${encodeURIComponent(festival.slug)}`, site).toString();
  const location = [festival.venue, festival.city].filter(Boolean).join(', ') || undefined;
  const base = (kind: string, title: string, start: number, end: number): EventAttributes => ({
    uid: `festival-${festival.id}-${kind}@${site.host}`,
    title: `${festival.name}: ${title}`,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    url,
    description: url,
    lastModified: festival.updatedAt.getTime(),
    ...(kind === 'festival' && location ? { location } : {}),
  });
  const events: EventAttributes[] = [];
  const { registrationOpenDate: open, earlyBirdDeadline: earlyBird, registrationCloseDate: close } = festival;
  if (open) events.push(base('registration-opens', 'registration opens', startOfDay(open), startOfDay(open) + HOUR_MS));
  if (earlyBird) events.push(base('early-bird-deadline', 'early-bird deadline', endOfDay(earlyBird) - HOUR_MS, endOfDay(earlyBird)));
  if (close) events.push(base('registration-closes', 'registration closes', endOfDay(close) - HOUR_MS, endOfDay(close)));
  if (festival.eventStartDate) {
    const last = festival.eventEndDate ?? festival.eventStartDate;
    events.push(base('festival', 'festival', startOfDay(festival.eventStartDate), startOfDay(last) + DAY_MS));
  }
  return events;
}

/** An iCalendar file of these festivals' dates. */
export function festivalCalendar(festivals: CalendarFestival[], publicUrl: string, calendarName: string): string {
  const site = new URL(publicUrl);
  const events = festivals.flatMap((festival) => festivalEvents(festival, site));
  const header = { productId: '-//Palmarés//Festival dates//EN', calName: calendarName, method: 'PUBLISH' };
  if (events.length === 0) {
    // ics refuses an empty list; a festival without dates is still a valid, empty calendar.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${header.productId}`,
      'METHOD:PUBLISH',
      `X-WR-CALNAME:${calendarName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(events, header);
  if (error || value === null) throw error ?? new Error('The calendar could not be written');
  return value;
}
