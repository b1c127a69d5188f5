import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AgencyListQuery, AgencySummary } from '@shared/schemas/agency';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { agencyKeys } from './query-keys';

export type AgencyListParams = Partial<AgencyListQuery>;

export function getAgencies(params: AgencyListParams, signal?: AbortSignal): Promise<Page<AgencySummary>> {
  return apiGetPage<AgencySummary>('/api/agencies', params, signal);
}

export function agenciesQueryOptions(params: AgencyListParams) {
  return queryOptions({
    queryKey: agencyKeys.list(params),
    queryFn: ({ signal }) => getAgencies(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAgencies(params: AgencyListParams) {
  return useQuery(agenciesQueryOptions(params));
}
