import { betterAuth } from 'better-auth';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { authMailOptions } from '../mail/auth-mail';
import type { Mailer } from '../mail/mailer';
import * as schema from '../db/schema';
import { CLIENT_IP_HEADER } from '../plugins/client-ip';
import { clearSignInFailures } from './sign-in-lock';

/** The providers a deployment configured; the sign-in dialog asks for this list. */
export function configuredProviders(config: AppConfig) {
  const { auth } = config;
  return {
    google: auth.google !== null,
    twitter: auth.twitter !== null,
    linkedin: auth.linkedin !== null,
    microsoft: auth.microsoft !== null,
    oidc: auth.oidc ? { name: auth.oidc.name } : null,
  };
}

/** The one better-auth instance of an app: email + password, social providers, bearer tokens. */
export function createAuth(config: AppConfig, db: Database, mail?: { mailer: Mailer | null; log: FastifyBaseLogger }) {
  const { auth } = config;
  const mailOptions = mail ? authMailOptions(config, db, mail.mailer, mail.log) : null;
  const secure = config.publicUrl.startsWith('https://');
  return betterAuth({
    appName: 'Palmarés',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: auth.secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    user: {
      additionalFields: {
        // Never settable through sign-up: only ADMIN_EMAILS or `npm run admin` grant it.
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
      },
      deleteUser: {
        enabled: true,
        // Better Auth deletes the sessions, then the sign-ins, then the user, each on its own: a
        // failure in between left a user with no way in. The user row's keys cascade to both, so
        // one statement deletes all three or none; Better Auth's own deletes then find nothing.
        beforeDelete: async (user) => {
          await db.delete(schema.users).where(eq(schema.users.id, user.id));
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      autoSignIn: true,
      ...mailOptions?.emailAndPassword,
      // A reset proves the mailbox: the account's sign-in lock (sign-in-lock.ts) ends with it.
      onPasswordReset: async ({ user }) => clearSignInFailures(db, user.email),
    },
    emailVerification: mailOptions?.emailVerification,
    account: {
      accountLinking: {
        enabled: true,
        // A social sign-in links to an existing account only when that account's email was
        // verified: someone who pre-registers a victim's address cannot receive their identity.
        requireLocalEmailVerified: true,
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    socialProviders: {
      ...(auth.google && { google: { ...auth.google, prompt: 'select_account' as const } }),
      ...(auth.twitter && { twitter: auth.twitter }),
      ...(auth.linkedin && { linkedin: auth.linkedin }),
      ...(auth.microsoft && {
        microsoft: {
          clientId: auth.microsoft.clientId,
          clientSecret: auth.microsoft.clientSecret,
          tenantId: auth.microsoft.tenantId,
        },
      }),
    },
    plugins: [
      bearer(),
      ...(auth.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'oidc',
                  name: auth.oidc.name,
                  discoveryUrl: auth.oidc.discoveryUrl,
                  clientId: auth.oidc.clientId,
                  clientSecret: auth.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
    rateLimit: {
      enabled: auth.rateLimit,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/change-password': { window: 60, max: 5 },
        // Each of these sends a mail: a few per minute is all a person needs.
        '/request-password-reset': { window: 60, max: 3 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // Set by the auth plugin from Fastify's request.ip, so limits count per client both
      // directly and behind a proxy (TRUST_PROXY), and a client cannot choose its own address.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      user: {
        create: {
          before: (user) =>
            Promise.resolve({
              data: { ...user, role: auth.adminEmails.includes(user.email.toLowerCase()) ? 'moderator' : 'user' },
            }),
        },
      },
    },
    logger: { disabled: config.env === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
