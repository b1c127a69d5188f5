import { apiSend } from '../../../lib/api-client';

export const SOCIAL_PROVIDERS = ['google', 'twitter', 'linkedin', 'microsoft', 'oidc'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** `POST /api/auth/sign-in/email` (better-auth); sets the session cookie. */
export function signInWithEmail(input: { email: string; password: string }): Promise<unknown> {
  return apiSend('POST', '/api/auth/sign-in/email', { ...input, rememberMe: true });
}

/**
 * `POST /api/auth/sign-up/email`; signs the new user in (autoSignIn) and mails a confirmation
 * link that lands on `callbackURL`.
 */
export function signUpWithEmail(input: { name: string; email: string; password: string; callbackURL: string }): Promise<unknown> {
  return apiSend('POST', '/api/auth/sign-up/email', input);
}

/**
 * `POST /api/auth/sign-in/social`: the provider's authorization URL to navigate to. The generic
 * OpenID Connect provider (`oidc`, better-auth's genericOAuth plugin) starts here too in 1.7.
 * better-auth appends `?error=code` to `errorCallbackURL` when the round trip fails.
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  urls: { callbackURL: string; errorCallbackURL: string },
): Promise<string> {
  const { url } = await apiSend<{ url: string; redirect: boolean }>('POST', '/api/auth/sign-in/social', { provider, ...urls });
  return url;
}

/** `POST /api/auth/sign-out`. */
export function signOut(): Promise<unknown> {
  return apiSend('POST', '/api/auth/sign-out');
}
