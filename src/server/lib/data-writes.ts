import type { FastifyReply, FastifyRequest } from 'fastify';

// Methods that never change data, and better-auth's routes: they change sessions and accounts,
// never what a public page shows (a deleted account's claim badge goes within the response cache's TTL).
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const isAuthPath = (url: string) => url === '/api/auth' || url.startsWith('/api/auth/') || url.startsWith('/api/auth?');

/** Whether a request may have changed what public pages show: a method that writes, outside sign-in. */
export const mayWrite = (request: FastifyRequest) => !SAFE_METHODS.has(request.method);

/** Whether a request's answer says it changed data the public pages show (a write that succeeded). */
export const changedPublicData = (request: FastifyRequest, reply: FastifyReply) =>
  mayWrite(request) && reply.statusCode < 400 && !isAuthPath(request.url);
