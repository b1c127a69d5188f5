import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Festival, FestivalSummary } from '../../src/shared/schemas/festival';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { openApiDocument } from '../helpers/openapi';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function calendar(path: string) {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const component = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
  return component.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate,
      end: event.endDate,
      url: vevent.getFirstPropertyValue('url'),
    };
  });
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('GET /festival/{slug}.ics', () => {
  it("holds the festival's registration dates and its own dates as UTC events", async () => {
    const festival = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    const events = await calendar('/festival/cannes-lions.ics');
    const bySummary = Object.fromEntries(events.map((event) => [event.summary.replace(`${festival.name}: `, ''), event]));
    expect(Object.keys(bySummary).sort()).toEqual(['early-bird deadline', 'festival', 'registration closes', 'registration opens']);
    for (const event of events) {
      expect(event.start.zone?.tzid).toBe('UTC');
      expect(event.end.zone?.tzid).toBe('UTC');
      expect(event.url).toBe('http://localhost:3000/festival/cannes-lions');
    }
    expect(utc(bySummary['registration opens']!.start)).toBe(`${festival.registrationOpenDate}T00:00:00.000Z`);
    expect(utc(bySummary['early-bird deadline']!.end)).toBe(`${festival.earlyBirdDeadline}T23:59:59.000Z`);
    // The moment the site's countdown reaches zero.
    expect(utc(bySummary['registration closes']!.end)).toBe(`${festival.registrationCloseDate}T23:59:59.000Z`);
    expect(utc(bySummary.festival!.start)).toBe(`${festival.eventStartDate}T00:00:00.000Z`);
    const dayAfter = new Date(Date.parse(`${festival.eventEndDate}T00:00:00Z`) + 86_400_000).toISOString();
    expect(utc(bySummary.festival!.end)).toBe(dayAfter);
  });

  it('gives every event a stable UID', async () => {
    const first = await calendar('/festival/cannes-lions.ics');
    const festival = (await t.get<Festival>('/api/festivals/slug/cannes-lions')).body;
    expect(first.map((event) => event.uid).sort()).toEqual(
      ['early-bird-deadline', 'festival', 'registration-closes', 'registration-opens'].map(
        (kind) => `festival-${festival.id}-${kind}@localhost:3000`,
      ),
    );
    expect((await calendar('/festival/cannes-lions.ics')).map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  it('answers 404 for an unknown festival', async () => {
    expect((await t.request('/festival/no-such-festival.ics')).status).toBe(404);
  });
});

describe('GET /festivals.ics', () => {
  it('holds every festival, each UID once', async () => {
    const { body: festivals, headers } = await t.get<FestivalSummary[]>('/api/festivals?limit=100');
    expect(Number(headers.get('x-total-count'))).toBe(festivals.length);
    const events = await calendar('/festivals.ics');
    const uids = events.map((event) => event.uid);
    expect(new Set(uids).size).toBe(uids.length);
    for (const festival of festivals) {
      const expected = [festival.registrationOpenDate, festival.earlyBirdDeadline, festival.registrationCloseDate, festival.eventStartDate];
      const own = events.filter((event) => event.uid.startsWith(`festival-${festival.id}-`));
      expect(own.length).toBe(expected.filter(Boolean).length);
    }
  });

  it('is in the OpenAPI document', async () => {
    const body = await openApiDocument(t);
    expect(Object.keys(body.paths)).toEqual(expect.arrayContaining(['/festivals.ics', '/festival/{slug}.ics']));
  });
});
