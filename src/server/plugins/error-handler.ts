import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorBody } from '../../shared/schemas/common';
import {
  conflictFromDatabase,
  DatabaseUnreachableError,
  HttpError,
  loggableError,
  ServiceUnavailableError,
  unavailableFromDatabase,
} from '../errors';

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** One error path: typed errors and validation failures become `{message, errors?}`. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = PART_NAMES[error.validationContext ?? ''] ?? 'input';
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = errors[0];
      const message = first ? `Invalid ${part} "${first.path}": ${first.message}` : 'Invalid request';
      return reply.code(400).send({ message, errors } satisfies ErrorBody);
    }
    const known = error instanceof HttpError ? error : (conflictFromDatabase(error) ?? unavailableFromDatabase(error));
    if (known) {
      // One line, no stack: during an outage every request says the same.
      if (known instanceof DatabaseUnreachableError) request.log.warn({ reason: known.reason }, 'database unreachable');
      if (known instanceof ServiceUnavailableError) reply.header('retry-after', known.retryAfterSeconds);
      return reply.code(known.statusCode).send({ message: known.message, errors: known.errors } satisfies ErrorBody);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit.
      return reply.code(status).send({ message: error.message } satisfies ErrorBody);
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({ message: 'Internal server error' } satisfies ErrorBody);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ message: `Route ${request.method} ${request.url.split('?')[0]} not found` } satisfies ErrorBody);
  });
});
