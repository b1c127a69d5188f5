import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Once the app is closing (a signal: serve.ts), every answer says `Connection: close`. Without it
 * a request in flight at the signal was answered on a connection kept alive, which held the
 * server's close, and the process, until the grace period ended (20 s of a 20 s grace); a client
 * now opens its next request elsewhere.
 */
export const connectionClosePlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
});
