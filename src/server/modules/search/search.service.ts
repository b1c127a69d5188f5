import { countryName } from '../../../shared/countries';
import { festivalStatus, isoDate } from '../../../shared/festival-status';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Searcher } from './search.repository';

export async function search(searcher: Searcher, text: string, now: Date): Promise<SearchResult> {
  const { creatives, agencies, festivals } = await searcher(text);
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
