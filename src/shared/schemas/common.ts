import { z } from 'zod';
import { isCountryCode, toCountryCode } from '../countries';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX } from '../constants';
import { INT4_MAX, safeText } from './safe-input';

/** Query-string integer: rejects "abc", "1.5" and "" instead of coercing them. */
export const queryInt = (message: string) =>
  z
    .string()
    .regex(/^-?\d+$/, message)
    .transform(Number)
    .or(z.number().int(message));

export const paginationQuerySchema = z.object({
  limit: queryInt('limit must be a whole number')
    .pipe(z.number().int().min(1, 'limit must be at least 1').max(PAGE_LIMIT_MAX, `limit must be at most ${PAGE_LIMIT_MAX}`))
    .default(PAGE_LIMIT_DEFAULT),
  offset: queryInt('offset must be a whole number')
    .pipe(z.number().int().min(0, 'offset must be 0 or more').max(INT4_MAX, `offset must be at most ${INT4_MAX}`))
    .default(0),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** An export's `limit`: as the list's, with no upper bound; without it, the whole list from `offset`. */
export const exportLimitSchema = paginationQuerySchema.shape.offset
  .unwrap()
  .pipe(z.number().int().min(1, 'limit must be at least 1'))
  .optional();

/** Free-text filter: trimmed; empty means no filter. */
export const searchTextSchema = safeText('q')
  .max(100, 'q must be at most 100 characters')
  .transform((value) => value.trim() || undefined)
  .optional();

/** Country filter or field: a code or an English/Spanish name, normalised to the ISO code. */
export const countryInputSchema = safeText('country').transform((value, ctx) => {
  const code = toCountryCode(value);
  if (!code) {
    ctx.addIssue({ code: 'custom', message: `Unknown country "${value}"` });
    return z.NEVER;
  }
  return code;
});

export const countryCodeSchema = z.string().refine(isCountryCode, 'Not an ISO 3166-1 alpha-2 code');

export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,8}$/, 'id must be a positive whole number')
    .transform(Number),
});

export const slugParamSchema = z.object({ slug: safeText('slug').min(1).max(200) });

export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** better-auth's own refusals under /api/auth carry a machine-readable code besides the message. */
export type AuthErrorBody = ErrorBody & { code: string };

export { TOTAL_COUNT_HEADER } from '../constants';
