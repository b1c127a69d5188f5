import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common';
import { safeText } from '../../../shared/schemas/safe-input';
import type { AppInstance } from '../../lib/types';
import { etagOf } from './badge-svg';
import * as service from './badge.service';

// Sites embed badges on every page view: browsers and proxies keep them a few minutes, then
// revalidate with the ETag (304 when the rank and points have not moved).
const CACHE_CONTROL = 'public, max-age=300';
const svgResponse = { description: 'An SVG image with a <title> for screen readers', content: { 'image/svg+xml': { schema: z.string() } } };

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: string) {
  const etag = etagOf(svg);
  reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg);
}

/** Badges for other sites: a creative's or an agency's standing, outside /api. */
export async function badgeRoutes(app: AppInstance) {
  app.get(
    '/badge/creative/:username.svg',
    {
      schema: {
        tags: ['creatives'],
        summary: "A creative's rank and points as a small SVG badge (ETag; 304 when unchanged)",
        params: z.object({ username: safeText('username').min(1).max(100) }),
        produces: ['image/svg+xml'],
        response: { 200: svgResponse, 304: z.null().describe('Not modified: the ETag matches'), 404: errorBodySchema },
      },
    },
    async (request, reply) => sendSvg(request, reply, await service.creativeBadge(app.db, request.params.username.toLowerCase())),
  );

  app.get(
    '/badge/agency/:slug.svg',
    {
      schema: {
        tags: ['agencies'],
        summary: "An agency's place in the agencies ranking and its awards as a small SVG badge (ETag; 304 when unchanged)",
        params: z.object({ slug: safeText('slug').min(1).max(200) }),
        produces: ['image/svg+xml'],
        response: { 200: svgResponse, 304: z.null().describe('Not modified: the ETag matches'), 404: errorBodySchema },
      },
    },
    async (request, reply) => sendSvg(request, reply, await service.agencyBadge(app.db, request.params.slug)),
  );
}
