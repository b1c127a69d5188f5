import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileData } from '@shared/schemas/profile';
import { creativeKeys } from '../../creatives/api/query-keys';
import { apiSend } from '../../../lib/api-client';
import { useSessionChange } from '../../auth/use-auth';
import type { OwnProfile } from '@shared/schemas/profile';
import { profileKeys } from './query-keys';

/** `POST /api/creatives`: the user's own profile (one per user; 409 for a second). */
export function createProfile(input: ProfileData): Promise<OwnProfile> {
  return apiSend<OwnProfile>('POST', '/api/creatives', input);
}

/** `PUT /api/creatives/{id}`: only the owner may (403 otherwise). */
export function updateProfile(id: number, input: ProfileData): Promise<OwnProfile> {
  return apiSend<OwnProfile>('PUT', `/api/creatives/${id}`, input);
}

export function useSaveProfile(userId: string, profileId: number | null) {
  const queryClient = useQueryClient();
  const { refresh } = useSessionChange();
  return useMutation({
    mutationFn: (input: ProfileData) => (profileId === null ? createProfile(input) : updateProfile(profileId, input)),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.mine(userId), profile);
      // The public pages show the profile too; the user now has a creativeId.
      await Promise.all([queryClient.invalidateQueries({ queryKey: creativeKeys.all }), profileId === null ? refresh() : null]);
    },
  });
}
