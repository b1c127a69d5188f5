import { z } from 'zod';
import { errorBodySchema, idParamSchema, paginationQuerySchema, TOTAL_COUNT_HEADER } from '../../../shared/schemas/common';
import {
  creativeExportQuerySchema,
  creativeListQuerySchema,
  creativeSchema,
  creativeSummarySchema,
} from '../../../shared/schemas/creative';
import { safeText } from '../../../shared/schemas/safe-input';
import { sendCsv } from '../../lib/send-download';
import { sendJson } from '../../lib/send-json';
import type { AppInstance } from '../../lib/types';
import * as service from './creative.service';

export async function creativeRoutes(app: AppInstance) {
  app.get(
    '/creatives',
    {
      config: { publicCache: true },
      schema: {
        tags: ['creatives'],
        summary: 'The ranking: creatives with their rank and rank change, filtered and paged',
        querystring: creativeListQuerySchema,
        response: { 200: z.array(creativeSummarySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const share = service.sortsAWindow(request.query) ? app.sortingDb : app.costlyDb;
      const { json, total } = await service.listCreativesJson(share, request.query, app.db);
      return sendJson(reply.header(TOTAL_COUNT_HEADER, total), json);
    },
  );

  app.get(
    '/creatives.csv',
    {
      schema: {
        tags: ['creatives'],
        summary: 'The ranking as CSV: the same filters, sort and window as the list, the whole list when no limit is given',
        description:
          "Streamed in batches. Columns are the list items' fields; text cells starting with =, +, - or @ get a leading apostrophe.",
        querystring: creativeExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: { description: 'CSV (UTF-8 with a BOM, CRLF line ends, a header line)', content: { 'text/csv': { schema: z.string() } } },
          400: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const name = [
        'creatives',
        query.festival,
        query.year,
        query.country,
        query.category,
        query.sort === 'points' ? undefined : query.sort,
      ]
        .filter(Boolean)
        .join('-');
      const share = service.sortsAWindow(query) ? app.sortingDb : app.costlyDb;
      return sendCsv(reply, `${name}.csv`, await service.exportCreativesCsv(share, query, app.db));
    },
  );

  app.get(
    '/creatives/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['creatives'],
        summary: 'One creative with its verified awards and projects',
        params: idParamSchema,
        response: { 200: creativeSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendJson(reply, await service.getCreativeJson(app.db, { id: request.params.id })),
  );

  app.get(
    '/creatives/username/:username',
    {
      config: { publicCache: true },
      schema: {
        tags: ['creatives'],
        summary: 'One creative by username',
        params: z.object({ username: safeText('username').min(1).max(100) }),
        response: { 200: creativeSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendJson(reply, await service.getCreativeJson(app.db, { username: request.params.username.toLowerCase() })),
  );

  app.get(
    '/creatives/agency/:agencyName',
    {
      config: { publicCache: true },
      schema: {
        tags: ['creatives'],
        summary: "An agency's creatives, by the agency's name",
        params: z.object({ agencyName: safeText('agencyName').min(1).max(200) }),
        querystring: paginationQuerySchema,
        response: { 200: z.array(creativeSummarySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { json, total } = await service.listCreativesOfAgencyJson(app.costlyDb, request.params.agencyName, request.query);
      return sendJson(reply.header(TOTAL_COUNT_HEADER, total), json);
    },
  );
}
