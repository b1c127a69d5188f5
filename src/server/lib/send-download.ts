import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { ServiceUnavailableError } from '../errors';
import { EXPORT_RETRY_AFTER_SECONDS } from './export-gate';

/** The header line and the first batch of rows: read before the response starts. */
const PIECES_READ_FIRST = 2;

/**
 * Streams a download (a CSV, a sitemap) piece by piece as the iterable yields it: a stream pulls
 * the next piece only when the socket has taken the last, so memory stays flat. It takes one of
 * the process's download slots (a 503 when none is free) and goes at the pace every download
 * shares (lib/export-gate.ts). The first pieces are read before the response starts, so that a
 * failure there (the pool's share busy: a 503) is the response's status, not a download cut short.
 */
export async function sendDownload(reply: FastifyReply, headers: Record<string, string>, pieces: AsyncIterable<string> | Iterable<string>) {
  const gate = reply.server.exportGate;
  const entered = gate.enter();
  if (!entered) throw new ServiceUnavailableError('Too many downloads at once; please try again shortly', EXPORT_RETRY_AFTER_SECONDS);
  const leave: () => void = entered;
  const iterator = Symbol.asyncIterator in pieces ? pieces[Symbol.asyncIterator]() : pieces[Symbol.iterator]();
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
  // Set once the download starts: a 503 before it must not be a file, nor be kept by a cache.
  return reply.headers(headers).send(Readable.from(rest()));
}

/** A CSV download (the route's response schema documents the text; a stream skips the serializer). */
export function sendCsv(reply: FastifyReply, filename: string, pieces: AsyncIterable<string>) {
  return sendDownload(
    reply,
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${filename}"` },
    pieces,
  );
}
