import { ApiError } from '../../../lib/api-client';

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
