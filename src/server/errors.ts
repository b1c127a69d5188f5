// Typed errors thrown by services; the error handler maps them to statuses.

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: { path: string; message: string }[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message: string, errors?: { path: string; message: string }[]) {
    super(400, message, errors);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'You need to sign in') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'You are not allowed to do this') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The server is saturated: the client should come back after `retryAfterSeconds`. */
export class ServiceUnavailableError extends HttpError {
  constructor(
    message = 'The server is busy; please try again in a moment',
    readonly retryAfterSeconds = 2,
  ) {
    super(503, message);
  }
}

// ---------------------------------------------------------------------------------------------
// Database errors. Drizzle wraps the driver's error (PostgreSQL or PGlite) in one whose message
// and fields carry the whole SQL with its parameters: user input that must not reach a log.

interface DatabaseErrorFields {
  code: string;
  constraint?: string;
  message: string;
  stack?: string;
}

/** The driver's error behind a failed query, if `error` is one (SQLSTATE code and constraint). */
export function databaseError(error: unknown): DatabaseErrorFields | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as Error & DatabaseErrorFields;
  }
  return null;
}

const UNIQUE_VIOLATION = '23505';
/** Serialization failure and deadlock: the transaction lost a race and may simply run again. */
const RETRYABLE_STATES = new Set(['40001', '40P01']);

export function isRetryableConflict(error: unknown): boolean {
  const state = databaseError(error)?.code;
  return state !== undefined && RETRYABLE_STATES.has(state);
}

// What a unique index means to the user who ran into it (a concurrent request usually won).
const UNIQUE_MESSAGES: Record<string, string> = {
  creatives_user_id_unique: 'You already have a creative profile',
  creatives_username_unique: 'That username is taken',
  claim_requests_open_creative_idx: 'You already have a pending claim for this profile',
  claim_requests_open_agency_idx: 'You already have a pending claim for this profile',
};

// query_canceled (statement_timeout), too_many_connections, cannot_connect_now.
const OVERLOAD_STATES = new Set(['57014', '53300', '57P03']);
// pg-pool's own error when no pooled connection frees up within connectionTimeoutMillis.
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

/** A 503 for a query that ran out of time or found no free connection, else null. */
export function overloadFromDatabase(error: unknown): ServiceUnavailableError | null {
  const state = databaseError(error)?.code;
  if (state !== undefined && OVERLOAD_STATES.has(state)) return new ServiceUnavailableError();
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current.message === POOL_TIMEOUT_MESSAGE) return new ServiceUnavailableError();
  }
  return null;
}

/** The database cannot be reached: a 503 that operators hear of (the handler logs its `reason`). */
export class DatabaseUnreachableError extends ServiceUnavailableError {
  constructor(readonly reason: string) {
    super('The service is unavailable for a moment; please try again shortly', 5);
  }
}

// admin_shutdown (a terminated backend) and crash_shutdown; class 08 is connection_exception.
const CONNECTION_LOST_STATES = new Set(['57P01', '57P02']);
// Node's socket errors: the server refuses, resets, or cannot be found or reached.
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// node-postgres's errors for a connection that ended under a query or could not be opened in time.
const CONNECTION_LOST_MESSAGES = new Set([
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Connection terminated due to connection timeout',
  'Client has encountered a connection error and is not queryable',
]);

/** A 503 for a query that lost its connection or could not open one (a restart, a failover, a network cut), else null. */
export function unreachableFromDatabase(error: unknown): DatabaseUnreachableError | null {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_LOST_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) {
      return new DatabaseUnreachableError(code);
    }
    if (CONNECTION_LOST_MESSAGES.has(current.message)) return new DatabaseUnreachableError(current.message);
  }
  return null;
}

/** The 503 a database error means (overloaded or out of reach), else null. */
export function unavailableFromDatabase(error: unknown): ServiceUnavailableError | null {
  return overloadFromDatabase(error) ?? unreachableFromDatabase(error);
}

/** A 409 for a database error that is a lost race (unique violation, deadlock, serialization), else null. */
export function conflictFromDatabase(error: unknown): ConflictError | null {
  const cause = databaseError(error);
  if (!cause) return null;
  if (cause.code === UNIQUE_VIOLATION) {
    return new ConflictError((cause.constraint && UNIQUE_MESSAGES[cause.constraint]) ?? 'This conflicts with existing data');
  }
  if (RETRYABLE_STATES.has(cause.code)) return new ConflictError('Someone changed this at the same time; please try again');
  return null;
}

/**
 * What a 500 logs: the error's type, message and stack, and for a database error the driver's
 * code and message, never Drizzle's query text and parameters nor the driver's `detail` (which
 * quotes the row's values).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const cause = databaseError(error);
  if (cause) {
    return { type: 'DatabaseError', code: cause.code, constraint: cause.constraint, message: cause.message, stack: cause.stack };
  }
  if (error instanceof Error) return { type: error.name, message: error.message, stack: error.stack };
  return { type: typeof error };
}
