import { UPCOMING_DEADLINES } from '@shared/constants';
import { paths } from '@shared/paths';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslations } from '../../../i18n/i18n';
import { festivalsMessages } from '../../../i18n/messages/festivals';
import { useFormat } from '../../../lib/format';
import { useUpcomingDeadlines } from '../api/get-upcoming-deadlines';
import { FestivalStatusBadge } from '../../../components/festivals/festival-status-badge';
import { Panel } from '../../../components/ui/panel';
import { CardLink } from '../../../components/ui/card-link';
import { useToday } from '../../../app/render-env';

const DAY_MS = 86_400_000;

/** Whole days between two dates (`YYYY-MM-DD`, which Date.parse reads as UTC midnight). */
function daysUntil(date: string, today: string): number {
  return Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS);
}

/** The three nearest future registration closes. */
export function UpcomingDeadlines() {
  const t = useTranslations(festivalsMessages);
  const format = useFormat();
  const deadlines = useUpcomingDeadlines(UPCOMING_DEADLINES);
  const today = useToday();

  return (
    <Panel icon="clock" title={t('deadlines.title')} dark className="mb-6 md:p-6">
      {deadlines.isPending ? (
        <div className="mt-4 grid gap-3 md:grid-cols-3">
          {Array.from({ length: UPCOMING_DEADLINES }, (_, i) => (
            <Skeleton key={i} className="h-20 bg-zinc-700" />
          ))}
        </div>
      ) : !deadlines.data || deadlines.data.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-300">{t('deadlines.empty')}</p>
      ) : (
        // On phones a row to swipe through, so the festival list still starts on the first screen.
        <ol
          className="-mx-5 mt-4 flex snap-x gap-3 overflow-x-auto px-5 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0"
          data-testid="upcoming-deadlines"
        >
          {deadlines.data.map((festival) => {
            const close = festival.registrationCloseDate ?? today;
            return (
              <li
                key={festival.id}
                className="relative w-[78%] shrink-0 snap-start rounded-xl bg-zinc-800 p-4 focus-within:ring-2 focus-within:ring-gold hover:bg-zinc-700 md:w-auto"
              >
                <CardLink href={paths.festival.href(festival.slug)} className="line-clamp-1 font-semibold text-white">
                  {festival.shortName ?? festival.name}
                </CardLink>
                <p className="mt-1 text-sm text-zinc-300">{t('deadlines.closes', { date: format.date(close, 'long') })}</p>
                <div className="mt-2 flex items-center justify-between gap-2">
                  <span className="text-sm font-semibold text-gold">{format.days(daysUntil(close, today))}</span>
                  <FestivalStatusBadge status={festival.status} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Panel>
  );
}
