import { Icon } from '../../../components/ui/icons';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Flag } from '../../../components/ui/flag';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { dashboardMessages } from '../../../i18n/messages/dashboard';
import { useFormat } from '../../../lib/format';
import type { OwnProfile } from '@shared/schemas/profile';
import { distinctVerifiedFestivals, pendingCount } from '../own-profile-rules';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { useSpecialtyLabel } from '../../../lib/use-specialty-label';

export const PROFILE_FORM_ID = 'profile-form';

/** Avatar (initials without a picture), verified badge, totals of points, awards and festivals. */
export function ProfileSummaryCard({ profile, fallbackName }: { profile: OwnProfile | null; fallbackName: string }) {
  const t = useTranslations(dashboardMessages);
  const specialtyLabel = useSpecialtyLabel();
  const format = useFormat();

  if (!profile) {
    return (
      <Card data-testid="profile-summary">
        <CardContent className="flex flex-col items-start gap-4 pt-5 sm:flex-row sm:items-center">
          <Avatar name={fallbackName} className="h-16 w-16 text-lg" />
          <div className="flex-1">
            <h2 className="text-lg font-semibold text-ink">{t('summary.none')}</h2>
            <p className="mt-1 text-sm text-muted">{t('summary.noneHint')}</p>
          </div>
          <a href={`#${PROFILE_FORM_ID}`} className={buttonClasses({ variant: 'gold' })}>
            <Icon name="plus" aria-hidden="true" className="h-4 w-4" />
            {t('summary.createLink')}
          </a>
        </CardContent>
      </Card>
    );
  }

  const pending = pendingCount(profile.awards);
  const stats = [
    { key: 'points', label: t('summary.points'), value: format.number(profile.totalPoints) },
    { key: 'awards', label: t('summary.awards'), value: format.number(profile.totalAwards) },
    { key: 'festivals', label: t('summary.festivals'), value: format.number(distinctVerifiedFestivals(profile.awards)) },
  ];
  const specialty = specialtyLabel(profile.specialty);

  return (
    <Card data-testid="profile-summary">
      <CardContent className="flex flex-col gap-5 pt-5 lg:flex-row lg:items-center">
        <div className="flex min-w-0 flex-1 items-center gap-4">
          <Avatar name={profile.name} src={profile.avatar} className="h-16 w-16 text-lg" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="min-w-0 text-xl font-bold wrap-anywhere text-ink">{profile.name}</h2>
              {profile.verified && <VerifiedBadge size="small" />}
            </div>
            <p className="mt-0.5 text-sm text-muted">
              {specialty}
              {profile.agency && ` · ${profile.agency}`}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft">
              {profile.countryCode && (
                <span className="inline-flex items-center gap-1.5">
                  <Flag code={profile.countryCode} />
                  {format.country(profile.countryCode)}
                </span>
              )}
              {profile.rank !== null && <span data-testid="summary-rank">{t('summary.rank', { rank: format.number(profile.rank) })}</span>}
              <Link
                href={paths.creative.href(profile.username)}
                className="inline-flex items-center gap-1 font-medium text-ink underline underline-offset-4"
              >
                {t('summary.viewPublic')}
                <Icon name="external-link" aria-hidden="true" className="h-3.5 w-3.5" />
              </Link>
            </p>
            {pending > 0 && (
              <p className="mt-2">
                <Badge tone="gold">{t.plural('summary.pending', pending)}</Badge>
              </p>
            )}
          </div>
        </div>
        <dl className="grid grid-cols-3 gap-3 lg:w-[26rem]">
          {stats.map((stat) => (
            <div key={stat.key} className="rounded-lg border border-line bg-canvas p-3 text-center" data-testid={`summary-${stat.key}`}>
              <dt className="text-xs text-muted">{stat.label}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
