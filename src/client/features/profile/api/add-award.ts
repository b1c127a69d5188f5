import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AwardInput, OwnAward } from '@shared/schemas/award';
import { apiSend } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** `POST /api/awards`: a pending award on the user's profile; the server computes its points. */
export function addAward(input: AwardInput): Promise<OwnAward> {
  return apiSend<OwnAward>('POST', '/api/awards', input);
}

/** Afterwards `/api/my-profile` is fetched again (spec section 7). */
export function useAddAward(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.mine(userId) }),
  });
}
