import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ModerationClaim } from '@shared/schemas/claim';
import type { ModerationAward } from '@shared/schemas/moderation';
import { apiGetPage, type Page } from '../../../lib/api-client';
import { moderationKeys, type ModerationListParams } from './query-keys';

/** `GET /api/moderation/awards`: unverified awards, oldest first (moderators only). */
export function getPendingAwards(params: ModerationListParams, signal?: AbortSignal): Promise<Page<ModerationAward>> {
  return apiGetPage<ModerationAward>('/api/moderation/awards', { ...params }, signal);
}

/** `GET /api/moderation/claims`: claims waiting for a decision, oldest first (moderators only). */
export function getPendingClaims(params: ModerationListParams, signal?: AbortSignal): Promise<Page<ModerationClaim>> {
  return apiGetPage<ModerationClaim>('/api/moderation/claims', { ...params }, signal);
}

export function pendingAwardsQueryOptions(userId: string, params: ModerationListParams) {
  return queryOptions({
    queryKey: moderationKeys.awards(userId, params),
    queryFn: ({ signal }) => getPendingAwards(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function pendingClaimsQueryOptions(userId: string, params: ModerationListParams) {
  return queryOptions({
    queryKey: moderationKeys.claims(userId, params),
    queryFn: ({ signal }) => getPendingClaims(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePendingAwards(userId: string, params: ModerationListParams) {
  return useQuery(pendingAwardsQueryOptions(userId, params));
}

export function usePendingClaims(userId: string, params: ModerationListParams) {
  return useQuery(pendingClaimsQueryOptions(userId, params));
}
