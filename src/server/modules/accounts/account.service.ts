import type { CurrentUser } from '../../../shared/schemas/account';
import type { Executor } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import * as repo from './account.repository';

/** The signed-in user with the field names the spec's identity provider used. */
export async function describeUser(db: Executor, user: SessionUser, sessionStart: Date): Promise<CurrentUser> {
  const [providers, creativeId] = await Promise.all([repo.providersOfUser(db, user.id), repo.creativeIdOfUser(db, user.id)]);
  return {
    id: user.id,
    uid: user.id,
    displayName: user.name || null,
    photoURL: user.image ?? null,
    email: user.email,
    emailVerified: user.emailVerified,
    phoneNumber: null,
    tenantId: null,
    providerData: providers.map(({ providerId }) => ({ providerId })),
    isAnonymous: false,
    createdAt: new Date(user.createdAt).toISOString(),
    lastLoginAt: new Date(sessionStart).toISOString(),
    role: user.role === 'moderator' ? 'moderator' : 'user',
    creativeId,
  };
}

/** Only a path on this site: an absolute URL or `//host` would make /api/login an open redirect. */
export function safeReturnTo(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
