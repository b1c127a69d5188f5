import type { FastifyInstance } from 'fastify';
import v8 from 'node:v8';
import fp from 'fastify-plugin';
import { attachStore, NoticedStore, type StoreSource } from '../db/noticed-store';
import { changedPublicData } from '../lib/data-writes';
import { agencyCardSource } from '../modules/agencies/agency-store';
import { creativeHeadSource } from '../modules/creatives/card-store';
import { attachWindowStore, WindowStore } from '../ranking/window-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Creatives' heads (modules/creatives/card-store.ts). */
    cardStore: NoticedStore | null;
    /** Agencies' cards (modules/agencies/agency-store.ts). */
    agencyStore: NoticedStore | null;
    /** The ranking windows' segments and ladders (ranking/window-store.ts). */
    windowStore: WindowStore | null;
  }
}

/**
 * The process's stores for the app's database (db/noticed-store.ts, each up to `maxBytes`, and the
 * ranking windows' store, ranking/window-store.ts), listening from the start and closed with the
 * app; none when `maxBytes` is 0. A successful write
 * waits, before its answer leaves, until the stores have handled its notices: the writer's next
 * page shows the change. Registered before the response cache, whose clear at a write then comes
 * after.
 */
export const noticedStoresPlugin = fp(async (app: FastifyInstance, options: { maxBytes: number }) => {
  if (options.maxBytes <= 0) {
    app.decorate('cardStore', null);
    app.decorate('agencyStore', null);
    app.decorate('windowStore', null);
    return;
  }
  // A bound on the process's memory: a quarter of the JavaScript heap's limit at most, whatever is configured.
  const maxBytes = Math.min(options.maxBytes, v8.getHeapStatistics().heap_size_limit / 4);
  const open = async (source: StoreSource) => {
    const store = new NoticedStore(app.db, source, maxBytes, (message) => app.log.info(message));
    attachStore(store, [app.db, app.costlyDb, app.sortingDb]);
    await store.start();
    app.addHook('onClose', () => store.close());
    return store;
  };
  const stores = [await open(creativeHeadSource), await open(agencyCardSource)] as const;
  app.decorate('cardStore', stores[0]);
  app.decorate('agencyStore', stores[1]);
  const windowStore = new WindowStore(app.db, (message) => app.log.info(message));
  attachWindowStore(windowStore, [app.db, app.costlyDb, app.sortingDb]);
  await windowStore.start();
  app.addHook('onClose', () => windowStore.close());
  app.decorate('windowStore', windowStore);
  app.addHook('onSend', async (request, reply, payload) => {
    if (changedPublicData(request, reply)) await Promise.all([...stores, windowStore].map((store) => store.settle()));
    return payload;
  });
});
