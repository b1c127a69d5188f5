import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/schemas/account';
import { ApiError, apiGet } from '../../../lib/api-client';
import { hasSessionHint, setSessionHint } from '../session-hint';
import { authKeys } from './query-keys';

/** `GET /api/auth/user`: the signed-in user, or null (a 401 is an answer here, not an error). */
export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser | null> {
  if (!hasSessionHint()) return null;
  try {
    const user = await apiGet<CurrentUser>('/api/auth/user', undefined, signal);
    setSessionHint(true);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setSessionHint(false);
      return null;
    }
    throw error;
  }
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    // A browser that never signed in knows the answer without asking.
    initialData: () => (hasSessionHint() ? undefined : null),
  });
}

export function useCurrentUser(enabled = true) {
  return useQuery({ ...currentUserQueryOptions(), enabled });
}
