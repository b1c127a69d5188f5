import { z } from 'zod';
import { errorBodySchema, TOTAL_COUNT_HEADER } from '../../../shared/schemas/common';
import {
  agencyRankingEntrySchema,
  agencyRankingQuerySchema,
  countryRankingEntrySchema,
  countryRankingQuerySchema,
  rankingWindowsQuerySchema,
  rankingWindowsSchema,
} from '../../../shared/schemas/ranking';
import { sendJson } from '../../lib/send-json';
import type { AppInstance } from '../../lib/types';
import * as service from './rankings.service';

export async function rankingRoutes(app: AppInstance) {
  app.get(
    '/rankings/agencies',
    {
      config: { publicCache: true },
      schema: {
        tags: ['rankings'],
        summary: 'Agencies ranked by the points of the awards won there, in a window (all time, a year, a festival or both)',
        querystring: agencyRankingQuerySchema,
        response: { 200: z.array(agencyRankingEntrySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { json, total } = await service.agencyRankingJson(app.db, request.query);
      return sendJson(reply.header(TOTAL_COUNT_HEADER, total), json);
    },
  );

  app.get(
    '/rankings/countries',
    {
      config: { publicCache: true },
      schema: {
        tags: ['rankings'],
        summary: "Countries ranked by their creatives' points in a window, each with its top creative and agency",
        querystring: countryRankingQuerySchema,
        response: { 200: z.array(countryRankingEntrySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => sendJson(reply, await service.countryRankingJson(app.db, request.query)),
  );

  app.get(
    '/rankings/windows',
    {
      config: { publicCache: true },
      schema: {
        tags: ['rankings'],
        summary: 'The windows rankings can be read in: years with counted awards (of a festival), festivals with counted awards',
        querystring: rankingWindowsQuerySchema,
        response: { 200: rankingWindowsSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.rankingWindows(app.db, request.query, app.clock()),
  );
}
