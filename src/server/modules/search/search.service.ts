import { countryName } from '../../../shared/countries';
import { festivalStatus, isoDate } from '../../../shared/festival-status';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Executor } from '../../db/client';
import * as repo from './search.repository';

export async function search(db: Executor, text: string, now: Date): Promise<SearchResult> {
  const [creatives, agencies, festivals] = await Promise.all([
    repo.searchCreatives(db, text),
    repo.searchAgencies(db, text),
    repo.searchFestivals(db, text),
  ]);
  const today = isoDate(now);
  return {
    creatives: creatives.map((row) => ({ ...row, country: row.countryCode ? countryName(row.countryCode) : null })),
    agencies,
    festivals: festivals.map((row) => ({
      id: row.id,
      name: row.name,
      shortName: row.shortName,
      slug: row.slug,
      countryCode: row.countryCode,
      country: row.countryCode ? countryName(row.countryCode) : null,
      city: row.city,
      status: festivalStatus(row, today),
    })),
  };
}
