/**
 * The session (`['session', ...]`) and everything private to one user (`['me', userId, ...]`):
 * private keys carry the user's id, so another user never sees a cached answer meant for the
 * previous one, and sign-out drops them all at once.
 */
export const authKeys = {
  user: () => ['session', 'user'] as const,
  providers: () => ['session', 'providers'] as const,
  private: ['me'] as const,
  of: (userId: string) => [...authKeys.private, userId] as const,
  accounts: (userId: string) => [...authKeys.of(userId), 'accounts'] as const,
};
