import { useAuth } from '../auth/use-auth';
import type { ClaimTarget } from './api/submit-claim';

/**
 * Whether a profile is offered for claiming to this viewer: while nobody owns it, to anyone
 * (signed out, the button leads to sign-in), except a creative to a user who already has one
 * (one creative profile per user; the server refuses it with a 409).
 */
export function useClaimOffered(type: ClaimTarget['type'], claimed: boolean): boolean {
  const { user } = useAuth();
  return !claimed && !(type === 'creative' && user?.creativeId != null);
}
