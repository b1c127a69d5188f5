import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';
import { authKeys } from '../../auth/api/query-keys';

/** One linked sign-in method, as better-auth lists it (`credential` is email and password). */
export interface LinkedAccount {
  id: string;
  providerId: string;
  accountId: string;
  createdAt: string;
}

/** `GET /api/auth/list-accounts`. */
export function listAccounts(signal?: AbortSignal): Promise<LinkedAccount[]> {
  return apiGet<LinkedAccount[]>('/api/auth/list-accounts', undefined, signal);
}

export function linkedAccountsQueryOptions(userId: string) {
  return queryOptions({ queryKey: authKeys.accounts(userId), queryFn: ({ signal }) => listAccounts(signal) });
}

export function useLinkedAccounts(userId: string) {
  return useQuery(linkedAccountsQueryOptions(userId));
}

/** `POST /api/auth/change-password`. */
export function changePassword(input: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }): Promise<unknown> {
  return apiSend('POST', '/api/auth/change-password', input);
}

/** `POST /api/auth/revoke-sessions`: every session of the user ends, this one included. */
export function revokeSessions(): Promise<unknown> {
  return apiSend('POST', '/api/auth/revoke-sessions');
}

/** `POST /api/auth/delete-user`: the user's creative profile becomes unclaimed. */
export function deleteAccount(input: { password?: string }): Promise<unknown> {
  return apiSend('POST', '/api/auth/delete-user', input);
}
