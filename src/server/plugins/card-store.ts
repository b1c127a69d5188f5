import type { FastifyInstance } from 'fastify';
import v8 from 'node:v8';
import fp from 'fastify-plugin';
import { changedPublicData } from '../lib/data-writes';
import { attachCardStore, CardStore } from '../modules/creatives/card-store';

declare module 'fastify' {
  interface FastifyInstance {
    cardStore: CardStore | null;
  }
}

/**
 * The process's card store (modules/creatives/card-store.ts) for the app's database, listening
 * from the start and closed with the app. A successful write waits, before its answer leaves,
 * until the store has handled its notices: the writer's next page shows the change. Registered
 * before the response cache, whose clear at a write then comes after.
 */
export const cardStorePlugin = fp(async (app: FastifyInstance, options: { maxBytes: number }) => {
  if (options.maxBytes <= 0) {
    app.decorate('cardStore', null);
    return;
  }
  // The heads live on the JavaScript heap: a quarter of its limit at most, whatever is configured.
  const maxBytes = Math.min(options.maxBytes, v8.getHeapStatistics().heap_size_limit / 4);
  const store = new CardStore(app.db, maxBytes, (message) => app.log.info(message));
  attachCardStore(store, [app.db, app.costlyDb, app.sortingDb]);
  app.decorate('cardStore', store);
  await store.start();
  app.addHook('onSend', async (request, reply, payload) => {
    if (changedPublicData(request, reply)) await store.settle();
    return payload;
  });
  app.addHook('onClose', () => store.close());
});
