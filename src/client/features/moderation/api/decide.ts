import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Decision } from '@shared/schemas/moderation';
import { apiSend } from '../../../lib/api-client';
import { refreshPublicData } from './public-data';
import { moderationKeys } from './query-keys';

export type DecisionSubject = 'awards' | 'claims';

/** `POST /api/moderation/{awards|claims}/{id}` with `{decision, reason}` → 204. */
export function decide(subject: DecisionSubject, id: number, decision: Decision): Promise<null> {
  return apiSend<null>('POST', `/api/moderation/${subject}/${id}`, decision);
}

/** After each decision the queue refreshes; a verified award or approved claim changes public pages too. */
export function useDecide(userId: string, subject: DecisionSubject) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) => decide(subject, id, decision),
    onSuccess: async (_, { decision }) => {
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all(userId) });
      if (decision.decision === 'approve') await refreshPublicData(queryClient);
    },
  });
}
