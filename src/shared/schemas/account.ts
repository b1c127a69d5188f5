import { z } from 'zod';

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
  returnTo: z.string().max(2000).optional(),
});
