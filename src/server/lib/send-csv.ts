import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** The header line and the first batch of rows: read before the response starts. */
const PIECES_READ_FIRST = 2;

/**
 * Streams CSV text as a download, piece by piece as the iterable yields it (a stream pulls the
 * next piece only when the socket has taken the last: memory stays flat). The first rows are read
 * before the response starts, so that a failure there (the pool's share busy: a 503) is the
 * response's status, not a download cut short. The route's response schema documents the text;
 * Fastify sends a stream without the serializer.
 */
export async function sendCsv(reply: FastifyReply, filename: string, pieces: AsyncIterable<string>) {
  const iterator = pieces[Symbol.asyncIterator]();
  const first: string[] = [];
  for (let read = 0; read < PIECES_READ_FIRST; read++) {
    const next = await iterator.next();
    if (next.done) break;
    first.push(next.value);
  }
  if (reply.raw.destroyed) {
    // The client left while the first rows were read (a sort can take seconds): nothing to send.
    await iterator.return?.();
    return reply;
  }
  async function* rest() {
    try {
      yield* first;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    } finally {
      // A client that leaves ends the export where it is.
      await iterator.return?.();
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(rest()));
}
