import { z } from 'zod';
import { DISCIPLINES, SPECIALTIES } from '../constants';
import { toCountryCode } from '../countries';
import { isValidUsername } from '../username';
import { ownAwardSchema } from './award';
import { creativeSchema } from './creative';
import { safeText } from './safe-input';

/** Empty strings from a form mean "not given". */
const optionalText = (max: number, field: string, options: { multiline?: boolean } = {}) =>
  safeText(field, options)
    .trim()
    .max(max, `${field} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullish();

const utf8 = new TextEncoder();

/** A character outside ASCII as a URL carries it: its UTF-8 bytes, percent-encoded. */
const percentEncoded = (char: string) =>
  Array.from(utf8.encode(char), (byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');

/**
 * `ascii`: stored as a browser requests it, what is outside ASCII percent-encoded (then at most
 * 500 characters). So the avatar is bounded in bytes: it is part of a listed creative's card,
 * which the ranking's seek indexes carry, and an index entry holds at most 2.7 KB (migration 0035).
 */
const optionalUrl = (field: string, options: { ascii?: boolean } = {}) =>
  safeText(field)
    .trim()
    .transform((value) => (options.ascii ? value.replace(/[\u0080-\u{10FFFF}]/gu, percentEncoded) : value))
    .pipe(
      z
        .string()
        .max(500, `${field} must be at most 500 characters`)
        .refine((value) => value === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value), `${field} must be a valid URL (https://...)`),
    )
    .transform((value) => value || null)
    .nullish();

const optionalCount = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be a whole number`)
    .min(0, `${field} must be 0 or more`)
    .max(max, `${field} must be at most ${max}`)
    .nullish();

/** The profile form and `POST /api/creatives`, `PUT /api/creatives/{id}` (spec section 5). */
export const profileInputSchema = z.object({
  name: safeText('name').trim().min(1, 'name is required').max(120, 'name must be at most 120 characters'),
  username: safeText('username')
    .trim()
    .toLowerCase()
    .refine((value) => value === '' || isValidUsername(value), 'username may use a-z, 0-9 and inner hyphens, and not only digits')
    .transform((value) => value || null)
    .nullish(),
  country: safeText('country')
    .trim()
    .refine((value) => value === '' || toCountryCode(value) !== null, 'country is not a known country')
    .transform((value) => (value ? toCountryCode(value) : null))
    .nullish(),
  agency: optionalText(120, 'agency'),
  specialty: z.enum(SPECIALTIES, { error: `specialty must be one of ${SPECIALTIES.join(', ')}` }).nullish(),
  discipline: z.enum(DISCIPLINES, { error: `discipline must be one of ${DISCIPLINES.join(', ')}` }).nullish(),
  bio: optionalText(2000, 'bio', { multiline: true }),
  website: optionalUrl('website'),
  linkedin: optionalUrl('linkedin'),
  portfolio: optionalUrl('portfolio'),
  avatar: optionalUrl('avatar', { ascii: true }),
  yearsExperience: optionalCount('yearsExperience', 80),
  countriesWorked: optionalCount('countriesWorked', 250),
  teamSizeLed: optionalCount('teamSizeLed', 1_000_000),
});
export type ProfileInput = z.input<typeof profileInputSchema>;
export type ProfileData = z.output<typeof profileInputSchema>;

/** The owner's view of their profile (`GET /api/my-profile`): every award, with its moderation state. */
export const ownProfileSchema = creativeSchema.extend({ awards: ownAwardSchema.array() });
export type OwnProfile = z.infer<typeof ownProfileSchema>;
