import { Icon } from '../../../components/ui/icons';
import { CARD_PREVIEW_ITEMS } from '@shared/constants';
import { paths } from '@shared/paths';
import type { AgencySummary } from '@shared/schemas/agency';
import { Badge } from '../../../components/ui/badge';
import { Flag } from '../../../components/ui/flag';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { agenciesMessages } from '../../../i18n/messages/agencies';
import { commonMessages } from '../../../i18n/messages/common';
import { useFormat } from '../../../lib/format';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { BadgeList } from '../../../components/ui/badge-list';
import { CardLink } from '../../../components/ui/card-link';

/** An agency in the grid: 3 countries plus '+N more'; the card links to /agency/{slug or id}. */
export function AgencyCard({ agency }: { agency: AgencySummary }) {
  const t = useTranslations(agenciesMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const shown = agency.countryCodes.slice(0, CARD_PREVIEW_ITEMS);
  const more = agency.countryCodes.length - shown.length;
  const medals = [
    { label: t('awards.gold'), value: agency.goldAwards, dot: 'bg-gold' },
    { label: t('awards.silver'), value: agency.silverAwards, dot: 'bg-silver' },
    { label: t('awards.bronze'), value: agency.bronzeAwards, dot: 'bg-bronze' },
  ];
  return (
    <article
      className="relative flex min-w-0 flex-col rounded-xl border border-line bg-paper p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ink hover:shadow-md"
      data-testid="agency-card"
    >
      <div className="flex items-start gap-4">
        <Avatar name={agency.name} src={agency.logo} square className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h2 className="flex items-center gap-1.5 text-base font-semibold text-ink">
            <CardLink href={paths.agency.href(agency.slug || agency.id)} className="truncate">
              {agency.name}
            </CardLink>
            {agency.verified && <VerifiedBadge size="icon" />}
          </h2>
          {agency.headquarters && (
            <p className="mt-0.5 flex items-center gap-1 truncate text-sm text-muted">
              <Icon name="map-pin" aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              <span className="sr-only">{t('headquarters')}: </span>
              {[agency.headquarters, format.country(agency.headquartersCountryCode)].filter(Boolean).join(', ')}
            </p>
          )}
          {agency.employees !== null && (
            <p className="mt-0.5 flex items-center gap-1 text-sm text-muted">
              <Icon name="users" aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
              {t('employees', { count: format.number(agency.employees) })}
            </p>
          )}
        </div>
      </div>
      {shown.length > 0 && (
        <BadgeList more={more} data-testid="agency-countries">
          {shown.map((code) => (
            <li key={code}>
              <Badge>
                <Flag code={code} />
                {format.country(code)}
              </Badge>
            </li>
          ))}
        </BadgeList>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-line pt-4 text-sm [&:not(:first-child)]:mt-4">
        <span className="font-semibold text-ink">{common.plural('awards', agency.totalAwards)}</span>
        <dl className="flex items-center gap-3">
          {medals.map((medal) => (
            <div key={medal.label} className="flex items-center gap-1" title={medal.label}>
              <dt>
                <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${medal.dot}`} />
                <span className="sr-only">{medal.label}</span>
              </dt>
              <dd className="text-ink-soft tabular-nums">{format.number(medal.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </article>
  );
}
