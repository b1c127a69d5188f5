import { Icon } from '../../../../components/ui/icons';
import type { Festival } from '@shared/schemas/festival';
import { Card } from '../../../../components/ui/card';
import { Flag } from '../../../../components/ui/flag';
import { useFormat } from '../../../../lib/format';
import { AddToCalendar } from '../add-to-calendar';
import { PrestigeStars } from '../prestige-stars';
import { FestivalStatusBadge } from '../../../../components/festivals/festival-status-badge';

/** Banner (the festival's image, or a gradient), logo, name, place, stars and status. */
export function FestivalHeader({ festival }: { festival: Festival }) {
  const format = useFormat();
  const country = festival.countryCode ? format.country(festival.countryCode) : festival.country;
  const place = [festival.city, country].filter(Boolean).join(', ');
  return (
    <Card className="overflow-hidden">
      <div className="relative h-36 bg-gradient-to-br from-ink via-zinc-800 to-amber-800 sm:h-56" data-testid="festival-banner">
        {festival.banner && (
          <img src={festival.banner} alt="" fetchPriority="high" className="absolute inset-0 h-full w-full object-cover" />
        )}
      </div>
      <div className="flex flex-col gap-4 px-5 pb-6 sm:flex-row sm:items-end sm:px-8">
        <div className="relative z-10 -mt-10 w-fit shrink-0 sm:-mt-14">
          {festival.logo ? (
            <img
              src={festival.logo}
              alt=""
              decoding="async"
              className="h-20 w-20 rounded-2xl border-4 border-paper bg-paper object-contain shadow-md sm:h-28 sm:w-28"
            />
          ) : (
            <span
              aria-hidden="true"
              className="inline-flex h-20 w-20 items-center justify-center rounded-2xl border-4 border-paper bg-ink font-display text-2xl font-bold text-gold shadow-md sm:h-28 sm:w-28"
            >
              {(festival.shortName ?? festival.name).slice(0, 2).toUpperCase()}
            </span>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <FestivalStatusBadge status={festival.status} variant="pill" />
            <PrestigeStars prestige={festival.prestige} size="lg" />
          </div>
          <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-ink wrap-anywhere md:text-4xl">{festival.name}</h1>
          {place && (
            <p className="mt-2 inline-flex items-center gap-1.5 text-muted" data-testid="festival-place">
              <Icon name="map-pin" aria-hidden="true" className="h-4 w-4" />
              <Flag code={festival.countryCode} />
              <span>{place}</span>
            </p>
          )}
          <AddToCalendar slug={festival.slug} className="mt-4" />
        </div>
      </div>
    </Card>
  );
}
