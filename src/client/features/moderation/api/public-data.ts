import type { QueryClient } from '@tanstack/react-query';
import { agencyKeys } from '../../agencies/api/query-keys';
import { creativeKeys } from '../../creatives/api/query-keys';
import { statsKeys } from '../../stats/api/get-stats';
import { tickerKeys } from '../../ticker/api/get-ticker';

/** A verified award or an approved claim changes public pages: rankings, profiles, agencies, stats and the ticker. */
export function refreshPublicData(queryClient: QueryClient) {
  return Promise.all(
    [creativeKeys.all, agencyKeys.all, statsKeys.all, tickerKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
