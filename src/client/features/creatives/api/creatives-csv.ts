import type { CreativeListQuery } from '@shared/schemas/creative';
import { apiUrl } from '../../../lib/api-client';

/** `GET /api/creatives.csv`: the whole list a visitor filters (no page window), as a spreadsheet. */
export function creativesCsvUrl(
  params: Partial<Pick<CreativeListQuery, 'q' | 'country' | 'category' | 'sort' | 'year' | 'festival'>>,
): string {
  return apiUrl('/api/creatives.csv', params);
}
