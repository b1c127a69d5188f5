import type { ErrorBody } from '@shared/schemas/common';

const TOTAL_COUNT_HEADER = 'X-Total-Count';

/**
 * A non-2xx answer of the API. `message` follows the spec ("404: {body}"); `body` is the parsed
 * `{message, errors?}` when the server sent one, `serverMessage` its message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    let body: ErrorBody | null = null;
    try {
      const parsed: unknown = JSON.parse(bodyText);
      if (parsed && typeof parsed === 'object' && typeof (parsed as ErrorBody).message === 'string') {
        body = parsed as ErrorBody;
      }
    } catch {
      // not JSON
    }
    this.body = body;
  }

  get serverMessage(): string {
    return this.body?.message ?? this.message;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** '/api/x' plus the defined, non-empty params as a query string. */
export function apiUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

async function request(path: string, params?: QueryParams, signal?: AbortSignal): Promise<Response> {
  const response = await fetch(apiUrl(path, params), {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    signal,
  });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  return response;
}

/** GET a JSON resource. */
export async function apiGet<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<T> {
  const response = await request(path, params, signal);
  return (await response.json()) as T;
}

export interface Page<T> {
  items: T[];
  /** From the X-Total-Count header: all matching rows, not just this page. */
  total: number;
}

/** GET a paged list: the array body and its X-Total-Count. */
export async function apiGetPage<T>(path: string, params?: QueryParams, signal?: AbortSignal): Promise<Page<T>> {
  const response = await request(path, params, signal);
  const items = (await response.json()) as T[];
  const header = response.headers.get(TOTAL_COUNT_HEADER);
  const total = header === null ? items.length : Number(header);
  return { items, total: Number.isFinite(total) ? total : items.length };
}
