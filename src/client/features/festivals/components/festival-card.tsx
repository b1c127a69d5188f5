import { Icon } from '../../../components/ui/icons';
import { CARD_PREVIEW_ITEMS } from '@shared/constants';
import { currentFee } from '@shared/festival-fees';
import { paths } from '@shared/paths';
import type { FestivalSummary } from '@shared/schemas/festival';
import { Badge } from '../../../components/ui/badge';
import { Flag } from '../../../components/ui/flag';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { festivalsMessages } from '../../../i18n/messages/festivals';
import { useFormat } from '../../../lib/format';
import { PrestigeStars } from './prestige-stars';
import { FestivalStatusBadge } from '../../../components/festivals/festival-status-badge';
import { BadgeList } from '../../../components/ui/badge-list';
import { CardLink } from '../../../components/ui/card-link';
import { useToday } from '../../../app/render-env';

/** A festival in the list: status, dates, 3 categories plus '+N more'; links to /festival/{slug}. */
export function FestivalCard({ festival }: { festival: FestivalSummary }) {
  const t = useTranslations(festivalsMessages);
  const format = useFormat();
  const shown = festival.categories.slice(0, CARD_PREVIEW_ITEMS);
  const more = Math.max(0, festival.categoryCount - shown.length);
  const range = (start: string | null, end: string | null) =>
    start && end ? format.dateRange(start, end) : start ? format.date(start) : t('tbd');
  const fee = currentFee(festival, useToday());

  return (
    <article
      className="relative flex min-w-0 flex-col rounded-xl border border-line bg-paper p-5 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ink hover:shadow-md"
      data-testid="festival-card"
    >
      <div className="flex items-start gap-4">
        <Avatar name={festival.shortName ?? festival.name} src={festival.logo} square className="h-14 w-14" />
        <div className="min-w-0 flex-1">
          <h2 className="text-base leading-snug font-semibold text-ink">
            <CardLink href={paths.festival.href(festival.slug)} className="line-clamp-2">
              {festival.name}
            </CardLink>
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
            <Icon name="map-pin" aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            <Flag code={festival.countryCode} />
            <span className="truncate">{[festival.city, format.country(festival.countryCode)].filter(Boolean).join(', ')}</span>
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <FestivalStatusBadge status={festival.status} />
        <PrestigeStars prestige={festival.prestige} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="flex items-center gap-1.5 text-muted">
          <Icon name="calendar-days" aria-hidden="true" className="h-3.5 w-3.5" />
          {t('registration')}
        </dt>
        <dd className="text-ink">{range(festival.registrationOpenDate, festival.registrationCloseDate)}</dd>
        <dt className="flex items-center gap-1.5 text-muted">
          <Icon name="calendar-days" aria-hidden="true" className="h-3.5 w-3.5" />
          {t('event')}
        </dt>
        <dd className="text-ink">{range(festival.eventStartDate, festival.eventEndDate)}</dd>
      </dl>
      {shown.length > 0 && (
        <BadgeList more={more} aria-label={t('categories')} data-testid="festival-categories">
          {shown.map((category) => (
            <li key={category.id}>
              <Badge>{category.name}</Badge>
            </li>
          ))}
        </BadgeList>
      )}
      {fee !== null && (
        <p className="mt-auto border-t border-line pt-3 text-sm text-ink-soft [&:not(:first-child)]:mt-4">
          {fee.kind === 'earlyBird' && festival.earlyBirdDeadline
            ? t('fee.earlyBird', { fee: format.currency(fee.amount, festival.currency), date: format.date(festival.earlyBirdDeadline) })
            : t('fee', { fee: format.currency(fee.amount, festival.currency) })}
        </p>
      )}
    </article>
  );
}
