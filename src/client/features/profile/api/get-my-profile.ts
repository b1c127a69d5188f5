import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '@shared/schemas/profile';
import { apiGet, isNotFound } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** `GET /api/my-profile`: the signed-in user's creative profile; null when they have none yet (404). */
export async function getMyProfile(signal?: AbortSignal): Promise<OwnProfile | null> {
  try {
    return await apiGet<OwnProfile>('/api/my-profile', undefined, signal);
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

export function myProfileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileKeys.mine(userId), queryFn: ({ signal }) => getMyProfile(signal) });
}

export function useMyProfile(userId: string | undefined) {
  return useQuery({ ...myProfileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
