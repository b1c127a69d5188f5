import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Claim, ClaimInput } from '@shared/schemas/claim';
import { agencyKeys } from '../../agencies/api/query-keys';
import { apiSend } from '../../../lib/api-client';
import { useSessionChange } from '../../auth/use-auth';
import { creativeKeys } from '../../creatives/api/query-keys';
import { claimKeys } from './query-keys';

export interface ClaimTarget {
  type: 'creative' | 'agency';
  id: number;
  name: string;
}

/** `POST /api/creatives/{id}/claim` or `POST /api/agencies/{id}/claim`. */
export function submitClaim(target: Pick<ClaimTarget, 'type' | 'id'>, input: ClaimInput): Promise<Claim> {
  const resource = target.type === 'creative' ? 'creatives' : 'agencies';
  return apiSend<Claim>('POST', `/api/${resource}/${target.id}/claim`, input);
}

export function useSubmitClaim(userId: string, target: ClaimTarget) {
  const queryClient = useQueryClient();
  const { refresh } = useSessionChange();
  return useMutation({
    mutationFn: (input: ClaimInput) => submitClaim(target, input),
    onSuccess: async (claim) => {
      await queryClient.invalidateQueries({ queryKey: claimKeys.mine(userId) });
      if (claim.status === 'approved') {
        // The profile now has an owner: its page and the user's account change.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: target.type === 'creative' ? creativeKeys.details() : agencyKeys.details() }),
          target.type === 'creative' ? refresh() : null,
        ]);
      }
    },
  });
}
