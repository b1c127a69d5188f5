import { z } from 'zod';
import { agencyListQuerySchema, agencySchema, agencySummarySchema } from '../../../shared/schemas/agency';
import { errorBodySchema, slugParamSchema, TOTAL_COUNT_HEADER } from '../../../shared/schemas/common';
import { sendJson } from '../../lib/send-json';
import type { AppInstance } from '../../lib/types';
import * as service from './agency.service';

export async function agencyRoutes(app: AppInstance) {
  app.get(
    '/agencies',
    {
      config: { publicCache: true },
      schema: {
        tags: ['agencies'],
        summary: 'Agencies, filtered by name, country and size',
        querystring: agencyListQuerySchema,
        response: { 200: z.array(agencySummarySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listAgencies(app.costlyDb, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/agencies/slug/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['agencies'],
        summary: 'One agency by slug (or id), with its portfolio',
        params: slugParamSchema,
        response: { 200: agencySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => sendJson(reply, await service.getAgencyJson(app.db, request.params.slug)),
  );
}
