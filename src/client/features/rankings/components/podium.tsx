import { Link } from 'wouter';
import { PODIUM_SIZE } from '@shared/constants';
import { paths } from '@shared/paths';
import type { CreativeSummary } from '@shared/schemas/creative';
import { Flag } from '../../../components/ui/flag';
import { Skeleton } from '../../../components/ui/skeleton';
import { Avatar } from '../../../components/ui/initials-avatar';
import { useTranslations } from '../../../i18n/i18n';
import { commonMessages } from '../../../i18n/messages/common';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';

// Each place in its own column (first in the middle) rather than reordered: a browser that paints
// the page before it has parsed the second and third places already shows the first in the middle.
const MEDALS = [
  { ring: 'ring-gold', block: 'bg-gold text-ink h-24 md:h-32', place: 'col-start-2 row-start-1' },
  { ring: 'ring-silver', block: 'bg-zinc-300 text-ink h-16 md:h-24', place: 'col-start-1 row-start-1' },
  { ring: 'ring-bronze', block: 'bg-bronze text-ink h-12 md:h-16', place: 'col-start-3 row-start-1' },
] as const;

/** The first three of the ranking, shown only when at least three creatives exist. */
export function Podium({ creatives }: { creatives: CreativeSummary[] }) {
  const t = useTranslations(rankingsMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const top = creatives.slice(0, PODIUM_SIZE);
  if (top.length < PODIUM_SIZE) return null;
  return (
    <section aria-labelledby="podium-title" className="rounded-2xl border border-line bg-paper p-5 shadow-sm md:p-8">
      <h2 id="podium-title" className="text-xl font-bold text-ink">
        {t('podium.title')}
      </h2>
      <ol className="mt-6 grid grid-cols-3 items-end gap-2 md:gap-6" data-testid="podium">
        {top.map((creative, index) => {
          const medal = MEDALS[index] ?? MEDALS[2];
          return (
            <li key={creative.id} className={cn('flex min-w-0 flex-col items-center text-center', medal.place)}>
              <Link href={paths.creative.href(creative.username)} className="group flex max-w-full flex-col items-center">
                <Avatar
                  name={creative.name}
                  src={creative.avatar}
                  className={cn('h-14 w-14 text-base ring-4 md:h-20 md:w-20 md:text-lg', medal.ring)}
                />
                <span className="mt-3 max-w-full text-sm font-semibold wrap-anywhere text-ink group-hover:underline md:text-base">
                  {creative.name}
                </span>
              </Link>
              <span className="mt-1 hidden max-w-full items-center gap-1.5 text-sm text-muted sm:flex">
                <Flag code={creative.countryCode} />
                <span className="min-w-0 wrap-anywhere">{creative.agency ?? format.country(creative.countryCode)}</span>
              </span>
              <span className="mt-1 text-xs font-semibold text-ink tabular-nums md:text-sm">
                {common.plural('points.long', creative.windowPoints)}
              </span>
              <div className={cn('mt-3 flex w-full max-w-40 items-start justify-center rounded-t-lg pt-2 text-2xl font-bold', medal.block)}>
                <span className="sr-only">{t('podium.place', { place: creative.rank ?? '–' })}</span>
                <span aria-hidden="true">{creative.rank ?? '–'}</span>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Holds the podium's place while the ranking loads, so nothing below it jumps. */
export function PodiumSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-2xl border border-line bg-paper p-5 shadow-sm md:p-8">
      <Skeleton className="h-7 w-44" />
      <div className="mt-6 grid grid-cols-3 items-end gap-2 md:gap-6">
        {['h-52 md:h-68', 'h-60 md:h-76', 'h-48 md:h-60'].map((height) => (
          <Skeleton key={height} className={height} />
        ))}
      </div>
    </div>
  );
}
