import type { DatabaseHandle } from './client';
import { runMigrations } from './migrate';
import { seedDemoData } from './seed/seed';
import { writeCountryNames } from '../modules/countries/country.repository';
import { refreshAwardListBacklog } from '../modules/results-import/results-import.repository';
import { getBasisYear, recomputeRankings } from '../ranking/ranking.repository';

/**
 * Everything the app needs before serving: migrations, the award lists an interrupted import
 * left to rewrite, the demo data on an empty database (when asked), and the year-earlier ranking
 * recomputed once the calendar year has turned.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; now: Date; log?: (message: string) => void },
): Promise<void> {
  const log = options.log ?? (() => {});
  await runMigrations(handle);
  await writeCountryNames(handle.db);
  // Lists an import left behind when it stopped between a batch and its lists' rewrite.
  await refreshAwardListBacklog(handle.db);
  if (options.seed) {
    const { seeded } = await seedDemoData(handle.db, { today: options.now });
    if (seeded) log('Loaded the demo data');
  }
  const year = options.now.getUTCFullYear();
  const basis = await getBasisYear(handle.db);
  if (basis !== null && basis !== year) {
    log(`Recomputing the year-earlier ranking for ${year}`);
    await handle.db.transaction((tx) => recomputeRankings(tx, year));
  }
}
