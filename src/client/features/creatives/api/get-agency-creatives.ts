import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreativeSummary } from '@shared/schemas/creative';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { creativeKeys } from './query-keys';

export interface AgencyCreativesParams {
  limit?: number;
  offset?: number;
}

/** An agency page lists its creatives 12 at a time. */
export const AGENCY_CREATIVES_PAGE_SIZE = 12;

export function getAgencyCreatives(
  agencyName: string,
  params: AgencyCreativesParams,
  signal?: AbortSignal,
): Promise<Page<CreativeSummary>> {
  return apiGetPage<CreativeSummary>(`/api/creatives/agency/${encodeURIComponent(agencyName)}`, { ...params }, signal);
}

export function agencyCreativesQueryOptions(agencyName: string, params: AgencyCreativesParams = {}) {
  return queryOptions({
    queryKey: creativeKeys.ofAgency(agencyName, params),
    queryFn: ({ signal }) => getAgencyCreatives(agencyName, params, signal),
    enabled: agencyName.length > 0,
  });
}

/** The creatives of an agency, by the agency's name (`{items, total}`). */
export function useAgencyCreatives(agencyName: string, params: AgencyCreativesParams = {}) {
  return useQuery(agencyCreativesQueryOptions(agencyName, params));
}
