import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';
import type { Formats } from '../lib/server-formats';
import type { RenderEnv } from '@shared/page-render';

/** What a server-rendered page carries for its hydration: its render env, its queries' answers and the values its render formatted. */
export interface PageState {
  env: RenderEnv;
  queries: DehydratedState;
  formats: Formats;
}

/** An API error as JSON: its status and body, as the browser would have received them. */
interface SerializedApiError {
  apiError: { status: number; body: string };
}

/** The answered queries (data or error) of a server render; those it did not load stay out. */
export function pageQueries(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const serialized: SerializedApiError = { apiError: { status: error.status, body: error.body ? JSON.stringify(error.body) : '' } };
      (query.state as { error: unknown }).error = serialized;
    }
  }
  return state;
}

/** Puts a server render's answers into the browser's cache, API errors as `ApiError` again. */
export function hydratePageQueries(queryClient: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const error = query.state.error as SerializedApiError | null;
    if (error && typeof error === 'object' && 'apiError' in error) {
      (query.state as { error: unknown }).error = new ApiError(error.apiError.status, '', error.apiError.body);
    }
  }
  hydrate(queryClient, state);
}
