import { TOTAL_COUNT_HEADER } from '@shared/constants';
import type { ApiReader, ApiReply } from '@shared/page-render';
import type { ErrorBody } from '@shared/schemas/common';

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

// `fetch` in the browser; the server's own routes, in-process, when it renders a page.
let read: ApiReader = (url, init) => fetch(url, init);

export function setApiReader(reader: ApiReader): void {
  read = reader;
}

async function request(path: string, params?: QueryParams, signal?: AbortSignal): Promise<ApiReply> {
  const response = await read(apiUrl(path, params), {
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

/**
 * A state-changing call to our API (same origin, cookies included, JSON in and out). A non-2xx
 * answer throws `ApiError` like the read helpers do; an empty body resolves to null.
 */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiError(response.status, response.statusText, text);
  return (text ? JSON.parse(text) : null) as T;
}

/** The message of a failure worth showing to the user, if the server sent one. */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof ApiError ? (error.body?.message ?? null) : null;
}

/** better-auth's machine-readable error code (`{ code, message }` bodies). */
export function authErrorCode(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body) return null;
  const code = (error.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}
