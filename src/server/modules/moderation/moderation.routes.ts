import { z } from 'zod';
import { moderationClaimSchema } from '../../../shared/schemas/claim';
import { errorBodySchema, idParamSchema, paginationQuerySchema, TOTAL_COUNT_HEADER } from '../../../shared/schemas/common';
import { decisionSchema, moderationAwardSchema } from '../../../shared/schemas/moderation';
import type { AppInstance } from '../../lib/types';
import { requireModerator } from '../../plugins/auth';
import { writeRateLimit } from '../../plugins/write-rate-limit';
import { decideOnClaim, listPendingClaims } from '../claims/claim.service';
import { decideOnAward, listPendingAwards } from './moderation.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function moderationRoutes(app: AppInstance) {
  app.get(
    '/moderation/awards',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Awards waiting for verification, oldest first (moderators only)',
        querystring: paginationQuerySchema,
        response: { 200: z.array(moderationAwardSchema), ...errors },
      },
    },
    async (request, reply) => {
      await requireModerator(request);
      const { items, total } = await listPendingAwards(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/moderation/awards/:id',
    {
      config: writeRateLimit,
      schema: {
        tags: ['moderation'],
        summary:
          'Verify (counting it in points and rank) or reject a pending award; rejecting a verified award takes it out of every count',
        params: idParamSchema,
        body: decisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const moderator = await requireModerator(request);
      await decideOnAward(app.db, moderator.id, request.params.id, request.body, app.clock());
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/moderation/claims',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Claims waiting for a decision, oldest first (moderators only)',
        querystring: paginationQuerySchema,
        response: { 200: z.array(moderationClaimSchema), ...errors },
      },
    },
    async (request, reply) => {
      await requireModerator(request);
      const { items, total } = await listPendingClaims(app.db, request.query);
      reply.header(TOTAL_COUNT_HEADER, total);
      return items;
    },
  );

  app.post(
    '/moderation/claims/:id',
    {
      config: writeRateLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Approve (the claimant becomes the owner) or reject a pending claim',
        params: idParamSchema,
        body: decisionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const moderator = await requireModerator(request);
      await decideOnClaim(app.db, moderator.id, request.params.id, request.body, app.clock());
      return reply.code(204).send(null);
    },
  );
}
