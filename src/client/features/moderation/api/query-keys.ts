import { authKeys } from '../../auth/api/query-keys';

export interface ModerationListParams {
  limit: number;
  offset: number;
}

export const moderationKeys = {
  all: (userId: string) => [...authKeys.of(userId), 'moderation'] as const,
  awards: (userId: string, params: ModerationListParams) => [...moderationKeys.all(userId), 'awards', params] as const,
  claims: (userId: string, params: ModerationListParams) => [...moderationKeys.all(userId), 'claims', params] as const,
};
