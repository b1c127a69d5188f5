import { z } from 'zod';
import { errorBodySchema, TOTAL_COUNT_HEADER } from '../../../shared/schemas/common';
import {
  agencyRankingEntrySchema,
  agencyRankingExportQuerySchema,
  agencyRankingQuerySchema,
  countryRankingEntrySchema,
  countryRankingQuerySchema,
  rankingWindowsQuerySchema,
  rankingWindowsSchema,
  rankingYearsSchema,
} from '../../../shared/schemas/ranking';
import { sendCsv } from '../../lib/send-download';
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
      const { json, total } = await service.agencyRankingJson(app.costlyDb, request.query, app.db);
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
    async (request, reply) => sendJson(reply, await service.countryRankingJson(app.costlyDb, request.query, app.db)),
  );

  const csvResponse = {
    200: { description: 'CSV (UTF-8 with a BOM, CRLF line ends, a header line)', content: { 'text/csv': { schema: z.string() } } },
    400: errorBodySchema,
  };
  const csvDescription =
    "Streamed. Columns are the JSON entries' fields, nested ones flattened; text cells starting with =, +, - or @ get a leading apostrophe.";
  const fileName = (...parts: (string | number | undefined)[]) => `${parts.filter(Boolean).join('-')}.csv`;

  app.get(
    '/rankings/agencies.csv',
    {
      schema: {
        tags: ['rankings'],
        summary: 'The agency ranking as CSV: the same window and country as the list, the whole list when no limit is given',
        description: csvDescription,
        querystring: agencyRankingExportQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const csv = await service.exportAgencyRankingCsv(app.costlyDb, query, app.db);
      return sendCsv(reply, fileName('agencies', query.festival, query.year, query.country), csv);
    },
  );

  app.get(
    '/rankings/countries.csv',
    {
      schema: {
        tags: ['rankings'],
        summary: 'The country ranking as CSV, in the same window as the list',
        description: csvDescription,
        querystring: countryRankingQuerySchema,
        produces: ['text/csv'],
        response: csvResponse,
      },
    },
    async (request, reply) => {
      const { query } = request;
      return sendCsv(reply, fileName('countries', query.festival, query.year), await service.exportCountryRankingCsv(app.db, query));
    },
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

  app.get(
    '/rankings/years',
    {
      config: { publicCache: true },
      schema: {
        tags: ['rankings'],
        summary: 'The years with counted awards (of a festival, named), without the festivals of /rankings/windows',
        querystring: rankingWindowsQuerySchema,
        response: { 200: rankingYearsSchema, 400: errorBodySchema },
      },
    },
    async (request) => service.rankingYears(app.db, request.query, app.clock()),
  );
}
