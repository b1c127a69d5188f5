import { awardInputSchema, ownAwardSchema } from '../../../shared/schemas/award';
import { errorBodySchema } from '../../../shared/schemas/common';
import type { AppInstance } from '../../lib/types';
import { requireUser } from '../../plugins/auth';
import { writeRateLimit } from '../../plugins/write-rate-limit';
import { submitAward } from './award.service';

export async function awardRoutes(app: AppInstance) {
  app.post(
    '/awards',
    {
      config: writeRateLimit,
      schema: {
        tags: ['awards'],
        summary: "Add an award to the signed-in user's profile; it stays pending until a moderator verifies it",
        body: awardInputSchema,
        response: { 201: ownAwardSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.code(201);
      return submitAward(app.db, user.id, request.body, app.clock());
    },
  );
}
