import { z } from 'zod';
import { claimInputSchema, claimSchema } from '../../../shared/schemas/claim';
import { errorBodySchema, idParamSchema } from '../../../shared/schemas/common';
import type { AppInstance } from '../../lib/types';
import { requireUser } from '../../plugins/auth';
import { writeRateLimit } from '../../plugins/write-rate-limit';
import * as service from './claim.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function claimRoutes(app: AppInstance) {
  for (const type of ['creative', 'agency'] as const) {
    app.post(
      `/${type === 'creative' ? 'creatives' : 'agencies'}/:id/claim`,
      {
        config: writeRateLimit,
        schema: {
          tags: ['claims'],
          summary: `Claim an unclaimed ${type} profile (pending until a moderator approves it)`,
          params: idParamSchema,
          body: claimInputSchema,
          response: { 201: claimSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        reply.code(201);
        return service.claimProfile(app.db, user, { type, id: request.params.id }, request.body, app.clock());
      },
    );
  }

  app.get(
    '/my-claims',
    {
      schema: {
        tags: ['claims'],
        summary: "The signed-in user's claims and their state",
        response: { 200: z.array(claimSchema), 401: errorBodySchema },
      },
    },
    async (request) => service.listOwnClaims(app.db, (await requireUser(request)).id),
  );
}
