import { ApiError } from '../../../lib/api-client';

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
