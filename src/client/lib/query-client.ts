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
      // A server render's answers are kept for the page's life, not five minutes without a
      // reader: a part that hydrates later (scrolled to after minutes, or in a tab left in the
      // background) must find what the server rendered it from, or it draws its loading state
      // over the server's HTML (a hydration mismatch).
      hydrate: { queries: { gcTime: Infinity } },
    },
  });
}
