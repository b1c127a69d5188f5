import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { Clock } from './clock';
import type { ExportGate } from './export-gate';
import type { AppConfig } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** The bounded share of the pool for work that can scan (DatabaseHandle.costlyDb). */
    costlyDb: Database;
    /** The smaller share for whole-window sorts (DatabaseHandle.sortingDb). */
    sortingDb: Database;
    clock: Clock;
    config: AppConfig;
    /** The slots and the pace every CSV download of the process shares. */
    exportGate: ExportGate;
  }
}

/** The Fastify instance routes are written against: zod schemas type params, query and body. */
export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
