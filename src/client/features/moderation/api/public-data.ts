import type { QueryClient } from '@tanstack/react-query';
import { agencyKeys } from '../../agencies/api/query-keys';
import { creativeKeys } from '../../creatives/api/query-keys';
import { festivalKeys } from '../../festivals/api/query-keys';
import { rankingKeys } from '../../rankings/api/query-keys';
import { statsKeys } from '../../stats/api/get-stats';
import { tickerKeys } from '../../ticker/api/get-ticker';

/**
 * A verified award or an approved claim changes public pages: rankings (of every window),
 * profiles, agencies, festival winners, stats and the ticker.
 */
export function refreshPublicData(queryClient: QueryClient) {
  return Promise.all(
    [creativeKeys.all, agencyKeys.all, rankingKeys.all, festivalKeys.all, statsKeys.all, tickerKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
