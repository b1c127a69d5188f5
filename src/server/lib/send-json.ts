import type { FastifyReply } from 'fastify';

/**
 * Sends JSON text that the database wrote in the response's shape (the route's response schema
 * still documents it, and tests hold the two together): Fastify sends a string with a JSON
 * content type as it is, without the serializer.
 */
export function sendJson(reply: FastifyReply, json: string | Buffer) {
  return reply.type('application/json; charset=utf-8').send(json);
}
