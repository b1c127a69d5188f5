import { Icon } from '../../../components/ui/icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { CurrentUser } from '@shared/schemas/account';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { dashboardMessages } from '../../../i18n/messages/dashboard';
import { ApiError } from '../../../lib/api-client';
import { useUnauthorizedRedirect } from '../../auth/use-unauthorized';
import { useMyClaims } from '../../claims/api/get-my-claims';
import { useMyProfile } from '../api/get-my-profile';
import { OwnAwards } from './own-awards';
import { PendingClaimCard } from './pending-claim-card';
import { ProfileSummaryCard } from './profile-summary-card';

// Forms bring react-hook-form and zod: they load after the summary, not with it.
const ProfileForm = lazy(() => import('./profile-form').then((module) => ({ default: module.ProfileForm })));
const AddAwardDialog = lazy(() => import('./add-award-dialog').then((module) => ({ default: module.AddAwardDialog })));

export function DashboardSkeleton() {
  const t = useTranslations(dashboardMessages);
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-6">
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-64 w-full rounded-xl" />
      <Skeleton className="h-96 w-full rounded-xl" />
    </div>
  );
}

/**
 * The signed-in dashboard: summary card, recent awards with the add-award dialog, profile form.
 * Without a profile but with a creative claim waiting for a moderator, only that claim: the
 * claimed profile becomes the user's one profile, so no second one is offered meanwhile.
 */
export function Dashboard({ user }: { user: CurrentUser }) {
  const t = useTranslations(dashboardMessages);
  const common = useTranslations(commonMessages);
  const unauthorized = useUnauthorizedRedirect();
  const query = useMyProfile(user.id);
  const claims = useMyClaims(user.id);
  const [addOpen, setAddOpen] = useState(false);
  const [addRequested, setAddRequested] = useState(false);
  const sessionLost = query.error instanceof ApiError && query.error.status === 401;

  useEffect(() => {
    if (sessionLost) return unauthorized();
  }, [sessionLost, unauthorized]);

  if (query.isPending || claims.isPending || sessionLost) return <DashboardSkeleton />;
  if (query.isError) {
    return (
      <Card>
        <CardContent className="flex flex-col items-start gap-3 pt-5">
          <p className="text-ink">{t('loadError')}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {common('retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const profile = query.data;
  const fallbackName = user.displayName ?? user.email.split('@')[0] ?? '';
  const pendingClaim = profile ? undefined : claims.data?.find((claim) => claim.targetType === 'creative' && claim.status === 'pending');
  if (pendingClaim) return <PendingClaimCard claim={pendingClaim} />;
  return (
    <div className="flex flex-col gap-6">
      <ProfileSummaryCard profile={profile} fallbackName={fallbackName} />
      <OwnAwards
        awards={profile?.awards ?? []}
        hasProfile={profile !== null}
        action={
          <Button
            variant="gold"
            size="sm"
            disabled={!profile}
            onPointerEnter={() => setAddRequested(true)}
            onClick={() => {
              setAddRequested(true);
              setAddOpen(true);
            }}
          >
            <Icon name="plus" aria-hidden="true" className="h-4 w-4" />
            {t('add.open')}
          </Button>
        }
      />
      {addRequested && (
        <Suspense fallback={null}>
          <AddAwardDialog userId={user.id} currentAgency={profile?.agency ?? null} open={addOpen} onOpenChange={setAddOpen} />
        </Suspense>
      )}
      <Suspense fallback={<Skeleton className="h-96 w-full rounded-xl" />}>
        <ProfileForm key={profile?.id ?? 'new'} userId={user.id} profile={profile} fallbackName={fallbackName} />
      </Suspense>
    </div>
  );
}
