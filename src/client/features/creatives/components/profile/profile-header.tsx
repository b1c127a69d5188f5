import { Icon } from '../../../../components/ui/icons';
import { Link } from 'wouter';
import { paths } from '@shared/paths';
import type { Creative } from '@shared/schemas/creative';
import { Card } from '../../../../components/ui/card';
import { Flag } from '../../../../components/ui/flag';
import { Avatar } from '../../../../components/ui/initials-avatar';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { useFormat } from '../../../../lib/format';
import { displayUrl, ExternalLink } from '../../../../components/ui/external-link';
import { VerifiedBadge } from '../../../../components/ui/verified-badge';
import { useSpecialtyLabel } from '../../../../lib/use-specialty-label';

/** Portrait, name, verified badge, specialty, agency, country, website and bio. */
export function ProfileHeader({ creative }: { creative: Creative }) {
  const t = useTranslations(creativeProfileMessages);
  const format = useFormat();
  const specialty = useSpecialtyLabel()(creative.specialty);
  const countryName = creative.countryCode ? format.country(creative.countryCode) : creative.country;

  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-20 bg-gradient-to-r from-ink via-zinc-800 to-amber-900 sm:h-28" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-start sm:px-8">
        <div className="relative -mt-12 w-fit shrink-0 self-start sm:-mt-16">
          <Avatar
            name={creative.name}
            src={creative.avatar}
            square
            priority
            className="h-24 w-24 rounded-2xl border-4 border-paper text-3xl shadow-md sm:h-32 sm:w-32 sm:text-4xl"
          />
          {creative.countryCode && (
            <span className="absolute -right-2 -bottom-2 inline-flex h-9 w-9 items-center justify-center rounded-full border-2 border-paper bg-paper text-xl shadow">
              <Flag code={creative.countryCode} />
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1 sm:pt-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="font-display text-3xl font-bold tracking-tight text-ink wrap-anywhere md:text-4xl">{creative.name}</h1>
            {creative.verified && <VerifiedBadge size="large" />}
          </div>
          <p className="mt-1 text-lg text-ink-soft" data-testid="creative-specialty">
            {specialty}
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
            {creative.agency && (
              <li className="inline-flex max-w-full min-w-0 items-center gap-1.5">
                <Icon name="building-complex" aria-hidden="true" className="h-4 w-4 shrink-0" />
                <span className="sr-only">{t('creative.agency')}: </span>
                {creative.agencySlug ? (
                  <Link
                    href={paths.agency.href(creative.agencySlug)}
                    className="min-w-0 font-medium wrap-anywhere text-ink underline-offset-4 hover:underline"
                  >
                    {creative.agency}
                  </Link>
                ) : (
                  <span className="min-w-0 font-medium wrap-anywhere text-ink">{creative.agency}</span>
                )}
              </li>
            )}
            {countryName && (
              <li className="inline-flex items-center gap-1.5">
                <Icon name="map-pin" aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">{t('creative.location')}: </span>
                <Flag code={creative.countryCode} />
                <span>{countryName}</span>
              </li>
            )}
            {creative.website && (
              <li>
                <ExternalLink href={creative.website} className="text-ink underline-offset-4 hover:underline">
                  <Icon name="globe" aria-hidden="true" className="h-4 w-4" />
                  {displayUrl(creative.website)}
                </ExternalLink>
              </li>
            )}
          </ul>
          {creative.bio && <p className="mt-4 max-w-3xl leading-relaxed text-ink-soft">{creative.bio}</p>}
        </div>
      </div>
    </Card>
  );
}
