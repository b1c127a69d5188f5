import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Claim } from '@shared/schemas/claim';
import { apiGet } from '../../../lib/api-client';
import { claimKeys } from './query-keys';

/** `GET /api/my-claims`: the signed-in user's claims and their state. */
export function getMyClaims(signal?: AbortSignal): Promise<Claim[]> {
  return apiGet<Claim[]>('/api/my-claims', undefined, signal);
}

export function myClaimsQueryOptions(userId: string) {
  return queryOptions({ queryKey: claimKeys.mine(userId), queryFn: ({ signal }) => getMyClaims(signal) });
}

export function useMyClaims(userId: string | undefined) {
  return useQuery({ ...myClaimsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
