import { authKeys } from '../../auth/api/query-keys';

export const claimKeys = {
  mine: (userId: string) => [...authKeys.of(userId), 'claims'] as const,
};
