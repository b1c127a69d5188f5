import type { FastifyInstance } from 'fastify';
import v8 from 'node:v8';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { KeptByNotices } from '../db/kept-by-notices';
import { attachStore, NoticedStore, type StoreSource } from '../db/noticed-store';
import { changedPublicData } from '../lib/data-writes';
import { agencyCardSource } from '../modules/agencies/agency-store';
import { creativeHeadSource } from '../modules/creatives/card-store';
import { attachWinnerRunsStore, WinnerRunsStore } from '../modules/festivals/winner-runs-store';
import { attachRankingListStore, RankingListStore } from '../ranking/ranking-list-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Creatives' heads (modules/creatives/card-store.ts). */
    cardStore: NoticedStore | null;
    /** Agencies' cards (modules/agencies/agency-store.ts). */
    agencyStore: NoticedStore | null;
    /** The ranking windows' and people lists' segments and ladders (ranking/ranking-list-store.ts). */
    rankingListStore: RankingListStore | null;
    /** The festival editions' runs of winners (modules/festivals/winner-runs-store.ts). */
    winnerRunsStore: WinnerRunsStore | null;
  }
}

/**
 * The process's stores for the app's database (db/noticed-store.ts, each up to `maxBytes`, the
 * segmented ranking lists' store, ranking/ranking-list-store.ts,
 * and the festival editions' runs of winners, modules/festivals/winner-runs-store.ts), listening from the start and closed with the app; none
 * when `maxBytes` is 0. A successful write
 * waits, before its answer leaves, until the stores have handled its notices: the writer's next
 * page shows the change. Registered before the response cache, whose clear at a write then comes
 * after.
 */
export const noticedStoresPlugin = fp(async (app: FastifyInstance, options: { maxBytes: number }) => {
  if (options.maxBytes <= 0) {
    app.decorate('cardStore', null);
    app.decorate('agencyStore', null);
    app.decorate('rankingListStore', null);
    app.decorate('winnerRunsStore', null);
    return;
  }
  // A bound on the process's memory: a quarter of the JavaScript heap's limit at most, whatever is configured.
  const maxBytes = Math.min(options.maxBytes, v8.getHeapStatistics().heap_size_limit / 4);
  const log = (message: string) => app.log.info(message);
  const opened = async <S extends KeptByNotices>(store: S, attach: (store: S, dbs: Database[]) => void) => {
    attach(store, [app.db, app.costlyDb, app.sortingDb]);
    await store.start();
    app.addHook('onClose', () => store.close());
    return store;
  };
  const noticed = (source: StoreSource) => opened(new NoticedStore(app.db, source, maxBytes, log), attachStore);
  const stores = [
    await noticed(creativeHeadSource),
    await noticed(agencyCardSource),
    await opened(new RankingListStore(app.db, log), attachRankingListStore),
    await opened(new WinnerRunsStore(app.db, log), attachWinnerRunsStore),
  ] as const;
  app.decorate('cardStore', stores[0]);
  app.decorate('agencyStore', stores[1]);
  app.decorate('rankingListStore', stores[2]);
  app.decorate('winnerRunsStore', stores[3]);
  app.addHook('onSend', async (request, reply, payload) => {
    if (changedPublicData(request, reply)) await Promise.all(stores.map((store) => store.settle()));
    return payload;
  });
});
