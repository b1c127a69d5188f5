import { errorBodySchema, idParamSchema } from '../../../shared/schemas/common';
import { ownProfileSchema, profileInputSchema } from '../../../shared/schemas/profile';
import type { AppInstance } from '../../lib/types';
import { requireUser } from '../../plugins/auth';
import { writeRateLimit } from '../../plugins/write-rate-limit';
import * as service from './profile.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export async function profileRoutes(app: AppInstance) {
  app.get(
    '/my-profile',
    {
      schema: {
        tags: ['profile'],
        summary: "The signed-in user's creative profile with all its awards (pending ones marked)",
        response: { 200: ownProfileSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => service.getOwnProfile(app.db, (await requireUser(request)).id),
  );

  app.post(
    '/creatives',
    {
      config: writeRateLimit,
      schema: {
        tags: ['profile'],
        summary: 'Create the signed-in user’s creative profile (one per user)',
        body: profileInputSchema,
        response: { 201: ownProfileSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.code(201);
      return service.createOwnProfile(app.db, user.id, request.body);
    },
  );

  app.put(
    '/creatives/:id',
    {
      config: writeRateLimit,
      schema: {
        tags: ['profile'],
        summary: 'Update the signed-in user’s own creative profile',
        params: idParamSchema,
        body: profileInputSchema,
        response: { 200: ownProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.updateOwnProfile(app.db, user.id, request.params.id, request.body);
    },
  );
}
