import { Icon } from '../../../components/ui/icons';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { CurrentUser } from '@shared/schemas/account';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Avatar } from '../../../components/ui/initials-avatar';
import { Skeleton } from '../../../components/ui/skeleton';
import type { MessagesOf } from '../../../i18n/define-messages';
import { useTranslations, type Translate } from '../../../i18n/i18n';
import { accountMessages } from '../../../i18n/messages/account';
import { authMessages } from '../../../i18n/messages/auth';
import { commonMessages } from '../../../i18n/messages/common';
import { useFormat } from '../../../lib/format';
import { useAuthProviders } from '../../auth/api/get-auth-providers';
import { ProviderIcon } from '../../../components/ui/provider-icons';
import type { SocialProvider } from '../../auth/api/sign-in';
import type { LinkedAccount } from '../api/account-actions';

export function useDateTimeFormat() {
  const format = useFormat();
  return (iso: string) => new Intl.DateTimeFormat(format.language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 first:pt-0 last:pb-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-sm text-ink">{children}</dd>
    </div>
  );
}

export function AccountDetails({ user }: { user: CurrentUser }) {
  const t = useTranslations(accountMessages);
  const dateTime = useDateTimeFormat();
  const name = user.displayName ?? user.email;
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-4">
        <Avatar name={name} src={user.photoURL} className="h-14 w-14 text-base" />
        <div className="min-w-0">
          <CardTitle>{t('details.title')}</CardTitle>
          <p className="truncate text-sm text-muted">{user.email}</p>
        </div>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-line" data-testid="account-details">
          <Row label={t('details.name')}>{user.displayName ?? '—'}</Row>
          <Row label={t('details.email')}>
            <span className="mr-2 break-all">{user.email}</span>
            <Badge tone={user.emailVerified ? 'green' : 'grey'}>
              {user.emailVerified && <Icon name="badge-check" aria-hidden="true" className="h-3.5 w-3.5" />}
              {user.emailVerified ? t('details.emailVerified') : t('details.emailUnverified')}
            </Badge>
          </Row>
          <Row label={t('details.memberSince')}>{dateTime(user.createdAt)}</Row>
          {user.lastLoginAt && <Row label={t('details.lastSignIn')}>{dateTime(user.lastLoginAt)}</Row>}
          <Row label={t('details.role')}>
            {user.role === 'moderator' ? (
              <Badge tone="dark">
                <Icon name="shield-check" aria-hidden="true" className="h-3.5 w-3.5" />
                {t('role.moderator')}
              </Badge>
            ) : (
              t('role.user')
            )}
          </Row>
          <Row label={t('details.profile')}>
            {user.creativeId !== null ? (
              <Link href={paths.creative.href(user.creativeId)} className="font-medium underline underline-offset-4">
                {t('details.viewProfile')}
              </Link>
            ) : (
              <>
                {t('details.noProfile')}{' '}
                <Link href={paths.dashboard.href()} className="font-medium underline underline-offset-4">
                  {t('details.toDashboard')}
                </Link>
              </>
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

const SOCIAL: readonly string[] = ['google', 'twitter', 'linkedin', 'microsoft', 'oidc'];

/** 'Email and password', 'Google', ... in the UI language. */
export function useMethodName() {
  const t = useTranslations(accountMessages);
  const auth = useTranslations(authMessages);
  const providers = useAuthProviders();
  return (providerId: string) => methodName(providerId, t, auth, providers.data?.oidc?.name);
}

function methodName(
  providerId: string,
  t: Translate<MessagesOf<typeof accountMessages>>,
  auth: Translate<MessagesOf<typeof authMessages>>,
  oidcName: string | undefined,
): string {
  switch (providerId) {
    case 'credential':
      return t('methods.credential');
    case 'google':
    case 'twitter':
    case 'linkedin':
    case 'microsoft':
      return auth(`provider.${providerId}`);
    case 'oidc':
      return oidcName ?? t('methods.oidcFallback');
    default:
      return providerId;
  }
}

export function LinkedMethods({
  accounts,
}: {
  accounts: { data?: LinkedAccount[]; isPending: boolean; isError: boolean; refetch: () => unknown };
}) {
  const t = useTranslations(accountMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const name = useMethodName();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('methods.title')}</CardTitle>
        <p className="text-sm text-muted">{t('methods.description')}</p>
      </CardHeader>
      <CardContent>
        {accounts.isPending ? (
          <Skeleton className="h-12 w-full" />
        ) : accounts.isError ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-ink">{t('methods.loadError')}</p>
            <Button variant="secondary" onClick={() => void accounts.refetch()}>
              {common('retry')}
            </Button>
          </div>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="linked-methods">
            {accounts.data?.map((account) => (
              <li key={account.id} className="flex items-center gap-3 rounded-lg border border-line px-3 py-2.5">
                <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-zinc-100">
                  {SOCIAL.includes(account.providerId) ? (
                    <ProviderIcon provider={account.providerId as SocialProvider} className="h-4 w-4" />
                  ) : (
                    <Icon name="key-round" aria-hidden="true" className="h-4 w-4" />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-ink">{name(account.providerId)}</span>
                  <span className="block text-xs text-muted">
                    {t('methods.connected', { date: format.date(account.createdAt, 'long') })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
