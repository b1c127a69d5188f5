import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` column: every id and count we store. */
export const INT4_MAX = 2_147_483_647;

// C0 controls (NUL included, which PostgreSQL refuses in text) and DEL. Tab, line feed and
// carriage return are allowed in multi-line texts only.
// eslint-disable-next-line no-control-regex -- control characters are what these patterns find
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_EXCEPT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? CONTROL_CHARACTERS_EXCEPT_LINES : CONTROL_CHARACTERS).test(value);
}

/**
 * The one home of "text a user may send": a string without control characters, so a NUL byte
 * or an escape sequence is a 400 naming the field instead of a database error or a broken log
 * line. Chain `.trim()`, `.min()`, `.max()` on it as on any zod string.
 */
export function safeText(field: string, options: { multiline?: boolean } = {}) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be text`) })
    .refine((value) => !hasControlCharacters(value, options), `${field} must not contain control characters`);
}

/** An id or count sent in a JSON body: a whole number that fits the integer column it is compared with. */
export function intField(field: string, options: { min?: number; max?: number } = {}) {
  const min = options.min ?? 1;
  const max = options.max ?? INT4_MAX;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be ${min} or more`)
    .max(max, `${field} must be at most ${max}`);
}
