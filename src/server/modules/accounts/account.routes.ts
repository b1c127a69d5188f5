import { authProvidersSchema, currentUserSchema, loginQuerySchema } from '../../../shared/schemas/account';
import { errorBodySchema } from '../../../shared/schemas/common';
import { configuredProviders } from '../../auth/auth';
import type { AppInstance } from '../../lib/types';
import { requireUser } from '../../plugins/auth';
import { UnauthorizedError } from '../../errors';
import { describeUser, safeReturnTo } from './account.service';

export async function accountRoutes(app: AppInstance) {
  app.get(
    '/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Redirects to the home page with the sign-in dialog open, keeping where to return',
        querystring: loginQuerySchema,
      },
    },
    async (request, reply) => {
      const referer = request.headers.referer;
      let fromReferer: string | undefined;
      if (referer) {
        const url = new URL(referer, app.config.publicUrl);
        if (url.origin === new URL(app.config.publicUrl).origin) fromReferer = `${url.pathname}${url.search}`;
      }
      const returnTo = safeReturnTo(request.query.returnTo ?? fromReferer);
      return reply.redirect(`/?signin=1&returnTo=${encodeURIComponent(returnTo)}`, 302);
    },
  );

  app.get(
    '/auth/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user (the spec’s fields), or 401',
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const session = await request.session();
      if (!session) throw new UnauthorizedError();
      return describeUser(app.db, user, session.session.createdAt);
    },
  );

  app.get(
    '/auth/providers',
    {
      config: { publicCache: true },
      schema: {
        tags: ['auth'],
        summary: 'The sign-in methods this deployment offers',
        response: { 200: authProvidersSchema },
      },
    },
    () => ({ emailPassword: true as const, ...configuredProviders(app.config) }),
  );
}
