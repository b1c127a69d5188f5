import { authKeys } from '../../auth/api/query-keys';

export const profileKeys = {
  mine: (userId: string) => [...authKeys.of(userId), 'profile'] as const,
};
