import { Icon } from '../../../components/ui/icons';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { useTranslations } from '../../../i18n/i18n';
import { claimMessages } from '../../../i18n/messages/claims';
import { currentPath, openSignIn } from '../../auth/sign-in-store';
import { useAuth } from '../../auth/use-auth';
import { useClaimOffered } from '../use-claim-offered';
import { useMyClaims } from '../api/get-my-claims';
import type { ClaimTarget } from '../api/submit-claim';
import { useHydrated } from '../../../app/render-env';

// The dialog brings the form and zod: loaded when the button is about to be used.
const loadDialog = () => import('./claim-dialog');
const ClaimDialog = lazy(() => loadDialog().then((module) => ({ default: module.ClaimDialog })));

/**
 * 'Claim This Profile' (spec section 2) for a profile nobody owns. Signed out, the button opens
 * the sign-in dialog and comes back here (DESIGN.md section 7: the in-page form of `/api/login`);
 * signed in, it opens the claim dialog. 'Claim pending' while the viewer's own claim on it waits
 * for a moderator (from `GET /api/my-claims`). A user who already has a creative profile is not
 * offered another one (the server refuses it: one profile per user).
 */
export function ClaimProfileButton({
  targetType,
  targetId,
  targetName,
  claimed,
}: {
  targetType: ClaimTarget['type'];
  targetId: number;
  targetName: string;
  claimed: boolean;
}) {
  const target = useMemo<ClaimTarget>(() => ({ type: targetType, id: targetId, name: targetName }), [targetType, targetId, targetName]);
  const t = useTranslations(claimMessages);
  const { user, isLoading } = useAuth();
  const offered = useClaimOffered(target.type, claimed);
  const claims = useMyClaims(offered ? user?.id : undefined);
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  // A click before the session and the viewer's claims are known: answered once they are.
  const [clickedEarly, setClickedEarly] = useState(false);
  // Signed-out clicks answered late: the sign-in dialog opens from an effect (another component's store).
  const [lateSignIns, setLateSignIns] = useState(0);

  // Shown as the server sent it (to a visitor) until the session and the claims are known, so a
  // signed-in viewer's card does not vanish and come back, and an early click is not lost.
  const hydrated = useHydrated();
  const known = hydrated && !isLoading && !(user && claims.isPending);
  const pending = claims.data?.some(
    (claim) => claim.targetType === target.type && claim.targetId === target.id && claim.status === 'pending',
  );
  const openDialog = () => {
    setRequested(true);
    setOpen(true);
  };
  const act = () => (user ? openDialog() : openSignIn({ returnTo: currentPath() }));
  if (clickedEarly && known) {
    setClickedEarly(false);
    if (offered && !pending) {
      if (user) openDialog();
      else setLateSignIns((count) => count + 1);
    }
  }
  useEffect(() => {
    if (lateSignIns > 0) openSignIn({ returnTo: currentPath() });
  }, [lateSignIns]);

  if (!offered) return null;

  return (
    <Card data-testid="claim-profile">
      <CardContent className="flex flex-col gap-3 pt-5">
        {pending ? (
          <>
            <p>
              <Badge tone="gold" data-testid="claim-pending">
                <Icon name="clock" aria-hidden="true" className="h-3.5 w-3.5" />
                {t('pending.badge')}
              </Badge>
            </p>
            <p className="text-sm text-muted">{t('pending.text')}</p>
          </>
        ) : (
          <>
            <p className="text-sm text-muted">{target.type === 'creative' ? t('hint.creative') : t('hint.agency')}</p>
            <Button
              variant="gold"
              className="w-full"
              onPointerEnter={() => user && void loadDialog()}
              onFocus={() => user && void loadDialog()}
              onClick={() => (known ? act() : setClickedEarly(true))}
            >
              <Icon name="badge-check" aria-hidden="true" className="h-4 w-4" />
              {t('button')}
            </Button>
            {!user && <p className="text-xs text-muted">{t('signInFirst')}</p>}
          </>
        )}
      </CardContent>
      {user && requested && (
        <Suspense fallback={null}>
          <ClaimDialog userId={user.id} target={target} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </Card>
  );
}
