import { z } from 'zod';
import { errorBodySchema, slugParamSchema, TOTAL_COUNT_HEADER } from '../../../shared/schemas/common';
import {
  categoryListQuerySchema,
  categorySchema,
  festivalListQuerySchema,
  festivalSchema,
  festivalSummarySchema,
} from '../../../shared/schemas/festival';
import { festivalWinnerSchema, festivalWinnersQuerySchema } from '../../../shared/schemas/ranking';
import { sendJson } from '../../lib/send-json';
import type { AppInstance } from '../../lib/types';
import * as service from './festival.service';

export async function festivalRoutes(app: AppInstance) {
  app.get(
    '/festivals',
    {
      config: { publicCache: true },
      schema: {
        tags: ['festivals'],
        summary: 'Festivals with their derived registration status',
        querystring: festivalListQuerySchema,
        response: { 200: z.array(festivalSummarySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listFestivals(app.db, request.query, app.clock());
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.get(
    '/festivals/slug/:slug',
    {
      config: { publicCache: true },
      schema: {
        tags: ['festivals'],
        summary: 'One festival with all its categories',
        params: slugParamSchema,
        response: { 200: festivalSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getFestivalBySlug(app.db, request.params.slug, app.clock()),
  );

  app.get(
    '/festivals/:slug/winners',
    {
      config: { publicCache: true },
      schema: {
        tags: ['festivals'],
        summary: "A festival's counted awards of one year (the latest by default), best level first, paged",
        params: slugParamSchema,
        querystring: festivalWinnersQuerySchema,
        response: { 200: z.array(festivalWinnerSchema), 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { json, total } = await service.festivalWinnersJson(app.costlyDb, request.params.slug, request.query, app.db);
      return sendJson(reply.header(TOTAL_COUNT_HEADER, total), json);
    },
  );

  app.get(
    '/categories',
    {
      config: { publicCache: true },
      schema: {
        tags: ['festivals'],
        summary: 'Award categories, optionally of one festival',
        querystring: categoryListQuerySchema,
        response: { 200: z.array(categorySchema), 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { items, total } = await service.listCategories(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );
}
