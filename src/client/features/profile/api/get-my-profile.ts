import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnAward } from '@shared/schemas/award';
import type { Creative } from '@shared/schemas/creative';
import { apiGet, isNotFound } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** The owner's view of their profile: every award, with its moderation state. */
export type OwnProfile = Omit<Creative, 'awards'> & { awards: OwnAward[] };

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
