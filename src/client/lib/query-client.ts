import { QueryClient } from '@tanstack/react-query';

/** Spec section 9: no refetch interval, no refetch on focus, data never stale, no retries. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
        // A page the server rendered with an error (an unknown profile) keeps it while hydrating;
        // Retry buttons refetch on purpose.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
