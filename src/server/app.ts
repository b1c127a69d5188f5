import fs from 'node:fs';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { compiledSerializerCompiler } from './lib/serializer';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, ENCODINGS } from './lib/compression';
import { requestLogFields } from './lib/log-redaction';
import { loggableError } from './errors';
import type { AppInstance } from './lib/types';
import { accountRoutes } from './modules/accounts/account.routes';
import { agencyRoutes } from './modules/agencies/agency.routes';
import { awardRoutes } from './modules/awards/award.routes';
import { badgeRoutes } from './modules/badges/badge.routes';
import { claimRoutes } from './modules/claims/claim.routes';
import { creativeRoutes } from './modules/creatives/creative.routes';
import { rankingRoutes } from './modules/rankings/rankings.routes';
import { festivalCalendarRoutes } from './modules/festivals/festival-calendar.routes';
import { festivalRoutes } from './modules/festivals/festival.routes';
import { moderationRoutes } from './modules/moderation/moderation.routes';
import { profileRoutes } from './modules/profiles/profile.routes';
import { resultsImportRoutes } from './modules/results-import/results-import.routes';
import { searchRoutes } from './modules/search/search.routes';
import { statsRoutes } from './modules/stats/stats.routes';
import { tickerRoutes } from './modules/ticker/ticker.routes';
import { authPlugin } from './plugins/auth';
import { fastifyTrustProxy } from './plugins/client-ip';
import { errorHandlerPlugin } from './plugins/error-handler';
import { jsonBodyPlugin } from './plugins/json-body';
import { responseCachePlugin } from './plugins/response-cache';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers';
import type { ErrorBody } from '../shared/schemas/common';
import { clientPlugin } from './plugins/client';
import { noticedStoresPlugin } from './plugins/noticed-stores';
import { connectionClosePlugin } from './plugins/connection-close';
import { exportGate } from './lib/export-gate';
import { isPagePath, pageRoutes, type PageSender } from './modules/seo/page.routes';
import { readPageTemplate } from './modules/seo/page-template';
import { seoRoutes } from './modules/seo/seo.routes';

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Where costly reads run (DatabaseHandle.costlyDb); the database itself when not given. */
  costlyDb?: Database;
  /** Where whole-window sorts run (DatabaseHandle.sortingDb); the costly share when not given. */
  sortingDb?: Database;
  clock?: Clock;
}

/** Builds the whole app without listening: `main.ts` listens, tests use `inject` or listen on port 0. */
export async function buildApp({
  config,
  db,
  costlyDb = db,
  sortingDb = costlyDb,
  clock = systemClock,
}: BuildAppOptions): Promise<AppInstance> {
  // The built client's page template: its written-in script is allowed by its hash.
  const page = config.clientDir && fs.existsSync(config.clientDir) ? readPageTemplate(config.clientDir) : null;
  const headers = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(page?.scriptSources ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Share links and OAuth callbacks need the referrer's origin.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  let sendPage: PageSender | null = null;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // Fastify hands its own request to this serializer, though its type names the raw one.
            serializers: { req: (request) => requestLogFields(request as unknown as FastifyRequest) },
          },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Query strings like ?country=ES&country=FR are not part of our contract; keep values as strings.
    routerOptions: { ignoreTrailingSlash: true },
    // A path that is not valid percent-encoding never reaches a route: answered as every other
    // client error is (the contract's body, the security headers), not with Fastify's own. A page's
    // path, read, names no page: the site's 404 page, as for any unknown path.
    frameworkErrors: (error, request, reply) => {
      // Typed for any route's reply; this one answers before any route.
      const answer = (reply as unknown as FastifyReply).headers(headers);
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (sendPage && readsPage && isPagePath(request.url.split('?')[0] ?? '/')) {
        sendPage(request, answer).catch((failure: unknown) => {
          request.log.error({ err: loggableError(failure) }, 'rendering the page failed');
          void answer.code(500).send({ message: 'Internal server error' } satisfies ErrorBody);
        });
        return;
      }
      void answer.code(error.statusCode ?? 400).send({ message: `Invalid URL: ${error.message}` } satisfies ErrorBody);
    },
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializerCompiler);
  app.decorate('db', db);
  app.decorate('costlyDb', costlyDb);
  app.decorate('sortingDb', sortingDb);
  app.decorate('clock', clock);
  app.decorate('config', config);
  app.decorate('exportGate', exportGate({ slots: config.exports.slots, bytesPerSecond: config.exports.bytesPerSecond }));

  await app.register(errorHandlerPlugin);
  await app.register(connectionClosePlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { headers });
  await app.register(noticedStoresPlugin, { maxBytes: config.cardStoreBytes });
  await app.register(responseCachePlugin, { ttlMs: config.responseCacheTtlMs });
  // Limits are set per route (write endpoints); better-auth limits its own sign-in routes.
  await app.register(rateLimit, { global: false });
  await app.register(authPlugin);
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
    brotliOptions: BROTLI_OPTIONS,
  });

  // The API's public reference; a deployment may keep it private with API_DOCS=false.
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Palmarés API',
          description: 'Rankings, creatives, agencies and festivals of the creative industry.',
          version: '1.0.0',
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  }
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return {
        status: 'ready',
        cards: app.cardStore?.state() ?? null,
        agencies: app.agencyStore?.state() ?? null,
        rankingLists: app.rankingListStore?.state() ?? null,
        winnerRuns: app.winnerRunsStore?.state() ?? null,
      };
    } catch {
      return reply.code(503).send({ status: 'database unavailable' });
    }
  });
  if (config.env !== 'production') {
    // Fixed small JSON through the same stack (hooks, serializer): a ceiling for local measurements.
    app.get('/api/bench/baseline', { schema: { hide: true } }, async () => ({ ok: true, name: 'Palmarés' }));
  }

  await app.register(
    async (api) => {
      await api.register(festivalRoutes);
      await api.register(creativeRoutes);
      await api.register(rankingRoutes);
      await api.register(agencyRoutes);
      await api.register(searchRoutes);
      await api.register(statsRoutes);
      await api.register(tickerRoutes);
      await api.register(accountRoutes);
      await api.register(profileRoutes);
      await api.register(awardRoutes);
      await api.register(claimRoutes);
      await api.register(moderationRoutes);
      await api.register(resultsImportRoutes);
    },
    { prefix: '/api' },
  );
  // Open data beside the pages: calendar feeds and badges.
  await app.register(festivalCalendarRoutes);
  await app.register(badgeRoutes);

  if (config.clientDir && page) {
    // The pages, robots.txt and the sitemaps list the pages the client shows: they exist only with it.
    await app.register(clientPlugin, { root: config.clientDir });
    await app.register(seoRoutes);
    await app.register(pageRoutes, {
      clientDir: config.clientDir,
      ssrEntry: config.ssrEntry,
      page,
      rendersMax: config.pageRendersMax,
      exposeSender: (send) => {
        sendPage = send;
      },
    });
  }

  await app.ready();
  return app;
}
