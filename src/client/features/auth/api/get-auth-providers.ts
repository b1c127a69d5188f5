import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthProviders } from '@shared/schemas/account';
import { apiGet } from '../../../lib/api-client';
import { authKeys } from './query-keys';

/** `GET /api/auth/providers`: which sign-in methods this deployment configured. */
export function getAuthProviders(signal?: AbortSignal): Promise<AuthProviders> {
  return apiGet<AuthProviders>('/api/auth/providers', undefined, signal);
}

export function authProvidersQueryOptions() {
  return queryOptions({ queryKey: authKeys.providers(), queryFn: ({ signal }) => getAuthProviders(signal) });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
