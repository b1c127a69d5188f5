import { useSyncExternalStore } from 'react';

/** Open state of the one sign-in dialog; any component can open it (`openSignIn()`). */
export interface SignInRequest {
  /** Where to go once signed in (a path on this site); null stays on the current page. */
  returnTo: string | null;
  /** Open on "Forgot password?" (the reset request) rather than on the sign-in form. */
  forgot?: boolean;
}

let request: SignInRequest | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openSignIn(options: { returnTo?: string | null; forgot?: boolean } = {}): void {
  request = { returnTo: safeReturnTo(options.returnTo), forgot: options.forgot ?? false };
  emit();
}

export function closeSignIn(): void {
  if (!request) return;
  request = null;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSignInRequest(): SignInRequest | null {
  return useSyncExternalStore(
    subscribe,
    () => request,
    () => null,
  );
}

/** Only a path on this site (no `//host`, no scheme): anything else is ignored. */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The server's login entry point: the home page with the dialog open (`GET /api/login`). */
export const LOGIN_PATH = '/api/login';

/** `GET /api/login`, coming back to `returnTo` once signed in. */
export function loginUrl(returnTo: string = currentPath()): string {
  return `${LOGIN_PATH}?returnTo=${encodeURIComponent(safeReturnTo(returnTo) ?? '/')}`;
}

export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}
