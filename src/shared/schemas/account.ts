import { z } from 'zod';
import { safeText } from './safe-input';

/** The signed-in user with the spec's field names (section 3), plus our id and role. */
export const currentUserSchema = z.object({
  id: z.string(),
  uid: z.string(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  tenantId: z.string().nullable(),
  providerData: z.array(z.object({ providerId: z.string() })),
  isAnonymous: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  role: z.enum(['user', 'moderator']),
  /** The user's own creative profile, if any. */
  creativeId: z.number().int().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const authProvidersSchema = z.object({
  emailPassword: z.literal(true),
  google: z.boolean(),
  twitter: z.boolean(),
  linkedin: z.boolean(),
  microsoft: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

export const loginQuerySchema = z.object({
  returnTo: safeText('returnTo').max(2000).optional(),
});

export const USER_NAME_MAX_LENGTH = 120;
export const USER_IMAGE_MAX_LENGTH = 500;

/**
 * What sign-up and `update-user` accept for the account's name and picture: a name of at most
 * 120 characters, and a picture only as an https address (no `javascript:` or `data:`).
 */
export const userProfileFieldsSchema = z.object({
  name: safeText('name')
    .trim()
    .min(1, 'name is required')
    .max(USER_NAME_MAX_LENGTH, `name must be at most ${USER_NAME_MAX_LENGTH} characters`)
    .optional(),
  image: safeText('image')
    .max(USER_IMAGE_MAX_LENGTH, `image must be at most ${USER_IMAGE_MAX_LENGTH} characters`)
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'image must be an https:// address')
    .nullish(),
});
