import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ServiceUnavailableError } from '../errors';
import { EXPORT_RETRY_AFTER_SECONDS } from './export-gate';

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
  const gate = reply.server.exportGate;
  const entered = gate.enter();
  if (!entered) throw new ServiceUnavailableError('Too many downloads at once; please try again shortly', EXPORT_RETRY_AFTER_SECONDS);
  const leave: () => void = entered;
  const iterator = pieces[Symbol.asyncIterator]();
  const first: string[] = [];
  try {
    for (let read = 0; read < PIECES_READ_FIRST; read++) {
      const next = await iterator.next();
      if (next.done) break;
      first.push(next.value);
    }
  } catch (error) {
    leave();
    throw error;
  }
  if (reply.raw.destroyed) {
    // The client left while the first rows were read (a sort can take seconds): nothing to send.
    leave();
    await iterator.return?.();
    return reply;
  }
  // Sent, cut short or never started (a HEAD): the slot is given back, and an export that stops
  // early ends where it is (a cursor's transaction with it).
  reply.raw.once('close', () => {
    leave();
    void iterator.return?.();
  });
  async function* rest() {
    for (const piece of first) {
      await gate.pace(piece.length);
      yield piece;
    }
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      await gate.pace(next.value.length);
      yield next.value;
    }
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(rest()));
}
