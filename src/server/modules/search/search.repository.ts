import { queryPrepared, type Database, type PreparedStatement } from '../../db/client';
import type { agencies, creatives, festivals } from '../../db/schema';
import { matchesInsideWords } from '../../lib/sql';

/*
 * The search itself is `search_all` in the database (drizzle/0009_search_function.sql,
 * docs/decisions/0003-search.md): every read bounded, its statements prepared once per
 * connection. Searches waiting at the same time go to the database together, in one statement.
 */

type Creative = typeof creatives.$inferSelect;
type CreativeHit = Pick<Creative, 'id' | 'name' | 'username' | 'countryCode' | 'avatar' | 'totalPoints'> & {
  agency: Creative['agencyName'];
};
type AgencyHit = Pick<typeof agencies.$inferSelect, 'id' | 'name' | 'slug' | 'logo' | 'headquarters'>;
type FestivalHit = Pick<
  typeof festivals.$inferSelect,
  'id' | 'name' | 'shortName' | 'slug' | 'countryCode' | 'city' | 'registrationOpenDate' | 'registrationCloseDate'
>;
export interface SearchRows {
  creatives: CreativeHit[];
  agencies: AgencyHit[];
  festivals: FestivalHit[];
}

const SEARCH: PreparedStatement = {
  name: 'search_all_batch',
  text: `select search_all(x.q, x.inside_words) as result
    from unnest($1::text[], $2::boolean[]) with ordinality as x(q, inside_words, n) order by x.n`,
};

/** Searches of one batch: about 10 ms of database time at most (~0.3 ms each). */
const BATCH_SIZE = 32;
/**
 * Batches running at once: enough to keep the database's cores busy, few enough to leave most of
 * the pool to other requests. Under load the searches queue here, not in the pool.
 */
const BATCHES = 3;

/** One round trip for several texts, a statement each pooled connection plans once. */
async function searchMany(db: Database, texts: string[]): Promise<SearchRows[]> {
  const rows = await queryPrepared<{ result: SearchRows }>(db, SEARCH, [texts, texts.map(matchesInsideWords)]);
  return rows.map((row) => row.result);
}

interface Waiting {
  text: string;
  resolve(rows: SearchRows): void;
  reject(error: unknown): void;
}

/**
 * Creatives, agencies and festivals matching a text, best first. A search starts at once while
 * fewer than BATCHES are running; else it waits for the next batch, which takes every search
 * waiting by then (up to BATCH_SIZE). Under load that sends each round trip's fixed cost (two
 * socket writes, a statement's start and end; as much as the search itself) once per batch.
 */
export function createSearcher(db: Database) {
  const waiting: Waiting[] = [];
  let running = 0;

  async function drain() {
    running += 1;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, BATCH_SIZE);
        try {
          const results = await searchMany(
            db,
            batch.map((entry) => entry.text),
          );
          batch.forEach((entry, index) => entry.resolve(results[index]!));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      running -= 1;
    }
  }

  return (text: string) =>
    new Promise<SearchRows>((resolve, reject) => {
      waiting.push({ text, resolve, reject });
      if (running < BATCHES) void drain();
    });
}
export type Searcher = ReturnType<typeof createSearcher>;
