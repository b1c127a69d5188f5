import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CurrentUser } from '@shared/schemas/account';
import { currentUserQueryOptions, useCurrentUser } from './api/get-current-user';
import { authKeys } from './api/query-keys';
import { setSessionHint } from './session-hint';
import { useHydrated } from '../../app/render-env';

export interface AuthState {
  user: CurrentUser | null;
  /** True until the first answer about the session (spec section 4). */
  isLoading: boolean;
  /** A user exists. */
  isAuthenticated: boolean;
}

// The server renders pages without a session, and the hydrating browser renders the same:
// the session is asked for only after hydration, and is loading until then.
const BEFORE_HYDRATION: AuthState = { user: null, isLoading: true, isAuthenticated: false };

function useBrowserAuth(): AuthState {
  const hydrated = useHydrated();
  const query = useCurrentUser(hydrated);
  const user = hydrated ? (query.data ?? null) : null;
  return hydrated ? { user, isLoading: query.isPending, isAuthenticated: user !== null } : BEFORE_HYDRATION;
}

/**
 * The auth state of spec section 4: current user, loading flag, authenticated flag. The server's
 * build knows the answer without a query (a page asks in a dozen places: 4% of its render).
 */
export const useAuth: () => AuthState = import.meta.env.SSR ? () => BEFORE_HYDRATION : useBrowserAuth;

/** Keeps the cache in step with sign-in and sign-out. */
export function useSessionChange() {
  const queryClient = useQueryClient();
  const signedIn = useCallback(async (): Promise<CurrentUser | null> => {
    setSessionHint(true);
    return queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
  }, [queryClient]);
  const signedOut = useCallback(() => {
    setSessionHint(false);
    queryClient.setQueryData(authKeys.user(), null);
    queryClient.removeQueries({ queryKey: authKeys.private });
  }, [queryClient]);
  /** The user changed on the server (a profile created, a role granted): ask again. */
  const refresh = useCallback(() => queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }), [queryClient]);
  return { signedIn, signedOut, refresh };
}
