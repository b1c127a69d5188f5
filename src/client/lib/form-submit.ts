import { toast, type ToastOptions } from '../components/ui/toast';
import { ApiError, serverMessageOf } from './api-client';

/** What a failed write tells the user: the server's own message when it sent one (a 409's reason, a 429), else `fallback`. */
export function failureToast(error: unknown, { title, fallback }: { title: string; fallback: string }): ToastOptions {
  return { title, description: serverMessageOf(error) ?? fallback, variant: 'error' };
}

/**
 * Puts a 400's field errors (`errors: [{path, message}]`) on the form's fields. Returns whether
 * any landed on a field the form has.
 */
export function applyServerFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (field: Field, error: { type: 'server'; message: string }) => void,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body?.errors) return false;
  let applied = false;
  for (const { path, message } of error.body.errors) {
    const field = fields.find((name) => name === path || path.startsWith(`${name}.`));
    if (field) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}

/**
 * A form's write: its result goes to `onSuccess`; a 401 to `onUnauthorized` (the sign-in
 * redirect); any other failure puts the server's field errors on the fields and toasts `failure`
 * (failureToast: the server's message, else the fallback).
 */
export async function submitWrite<T, Field extends string>(
  write: () => Promise<T>,
  handlers: {
    fields: readonly Field[];
    setError: (field: Field, error: { type: 'server'; message: string }) => void;
    onSuccess: (result: T) => void;
    onUnauthorized: () => void;
    failure: { title: string; fallback: string };
  },
): Promise<void> {
  let result: T;
  try {
    result = await write();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      handlers.onUnauthorized();
      return;
    }
    applyServerFieldErrors(error, handlers.fields, handlers.setError);
    toast(failureToast(error, handlers.failure));
    return;
  }
  handlers.onSuccess(result);
}
