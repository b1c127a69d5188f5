import { Icon } from '../../../../components/ui/icons';
import type { Agency } from '@shared/schemas/agency';
import { Card } from '../../../../components/ui/card';
import { Flag } from '../../../../components/ui/flag';
import { Avatar } from '../../../../components/ui/initials-avatar';
import { useTranslations } from '../../../../i18n/i18n';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { VerifiedBadge } from '../../../../components/ui/verified-badge';

/** Logo (or initials), name, verified badge, headquarters and description. */
export function AgencyHeader({ agency }: { agency: Agency }) {
  const t = useTranslations(agencyDetailMessages);
  const format = useFormat();
  const hqCountry = agency.headquartersCountryCode ? format.country(agency.headquartersCountryCode) : null;
  const hq = [agency.headquarters, hqCountry].filter(Boolean).join(', ');
  return (
    <Card className="overflow-hidden">
      <div aria-hidden="true" className="h-16 bg-gradient-to-r from-zinc-900 via-zinc-800 to-zinc-700 sm:h-24" />
      <div className="flex flex-col gap-5 px-5 pb-6 sm:flex-row sm:items-start sm:px-8">
        <Avatar
          name={agency.name}
          src={agency.logo}
          square
          priority
          className={cn(
            '-mt-10 h-20 w-20 rounded-2xl border-4 border-paper text-2xl shadow-md sm:-mt-12 sm:h-28 sm:w-28 sm:text-3xl',
            // The logo on white; without one, the initials (white) on ink, as on the agency cards.
            agency.logo ? 'bg-paper' : 'bg-ink',
          )}
        />
        <div className="min-w-0 flex-1 sm:pt-3">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <h1 className="font-display text-3xl font-bold tracking-tight text-ink wrap-anywhere md:text-4xl">{agency.name}</h1>
            {agency.verified && <VerifiedBadge size="large" />}
          </div>
          {hq && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-muted" data-testid="agency-hq">
              <Icon name="map-pin" aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">{t('agency.headquarters')}: </span>
              <Flag code={agency.headquartersCountryCode} />
              <span>{hq}</span>
            </p>
          )}
          {agency.description && <p className="mt-4 max-w-3xl leading-relaxed text-ink-soft">{agency.description}</p>}
        </div>
      </div>
    </Card>
  );
}
