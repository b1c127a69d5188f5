import { z } from 'zod';
import { errorBodySchema, slugParamSchema } from '../../../shared/schemas/common';
import type { AppInstance } from '../../lib/types';
import * as service from './festival.service';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
// Calendar apps poll subscriptions every few hours; an hour keeps a moved date from lagging long.
const CACHE_CONTROL = 'public, max-age=3600';
const calendarResponse = {
  description: 'An iCalendar (RFC 5545) file: registration opening, early-bird deadline, registration close and festival dates, in UTC',
  content: { 'text/calendar': { schema: z.string() } },
};

/** Calendar feeds of festival dates, beside the pages (`/festival/{slug}` and its `.ics`), outside /api. */
export async function festivalCalendarRoutes(app: AppInstance) {
  app.get(
    '/festivals.ics',
    {
      schema: {
        tags: ['festivals'],
        summary: "Every festival's dates as a calendar feed (subscribe with webcal:)",
        produces: ['text/calendar'],
        response: { 200: calendarResponse },
      },
    },
    async (_request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header('Cache-Control', CACHE_CONTROL)
        .send(await service.allFestivalsCalendar(app.db, app.config.publicUrl)),
  );

  app.get(
    '/festival/:slug.ics',
    {
      schema: {
        tags: ['festivals'],
        summary: "One festival's dates as a calendar feed",
        params: slugParamSchema,
        produces: ['text/calendar'],
        response: { 200: calendarResponse, 404: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .type(CALENDAR_TYPE)
        .header('Cache-Control', CACHE_CONTROL)
        .send(await service.festivalCalendarBySlug(app.db, request.params.slug, app.config.publicUrl)),
  );
}
