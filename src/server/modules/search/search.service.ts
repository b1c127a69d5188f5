import { countryName } from '../../../shared/countries';
import { festivalStatus, isoDate } from '../../../shared/festival-status';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Executor } from '../../db/client';
import * as repo from './search.repository';

export async function search(db: Executor, text: string, now: Date): Promise<SearchResult> {
  const { creatives, agencies, festivals } = await repo.searchAll(db, text);
  const today = isoDate(now);
  return {
    creatives: creatives.map((row) => ({ ...row, country: row.countryCode ? countryName(row.countryCode) : null })),
    agencies,
    festivals: festivals.map(({ registrationOpenDate, registrationCloseDate, ...row }) => ({
      ...row,
      country: row.countryCode ? countryName(row.countryCode) : null,
      status: festivalStatus({ registrationOpenDate, registrationCloseDate }, today),
    })),
  };
}
