import type { RankingWindowQuery } from '@shared/schemas/ranking';
import { apiUrl } from '../../../lib/api-client';

/** `GET /api/rankings/agencies.csv`: the whole agency ranking of the window, as a spreadsheet. */
export function agencyRankingCsvUrl(window: RankingWindowQuery): string {
  return apiUrl('/api/rankings/agencies.csv', window);
}

/** `GET /api/rankings/countries.csv`: the country ranking of the window, as a spreadsheet. */
export function countryRankingCsvUrl(window: RankingWindowQuery): string {
  return apiUrl('/api/rankings/countries.csv', window);
}
