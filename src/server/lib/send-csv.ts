import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * Streams CSV text as a download, piece by piece as the iterable yields it (a stream pulls the
 * next piece only when the socket has taken the last: memory stays flat). The route's response
 * schema documents the text; Fastify sends a stream without the serializer.
 */
export function sendCsv(reply: FastifyReply, filename: string, pieces: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(pieces));
}
