import type { CSSProperties } from 'react';
import { Icon, type IconName } from '../../../components/ui/icons';
import { STATS_FALLBACK } from '@shared/constants';
import type { Stats } from '@shared/schemas/stats';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslations } from '../../../i18n/i18n';
import { rankingsMessages } from '../../../i18n/messages/rankings';
import { useFormat } from '../../../lib/format';
import { useStats } from '../../stats/api/get-stats';

const TILES: {
  key: keyof Stats;
  label: 'stats.creatives' | 'stats.awards' | 'stats.countries' | 'stats.festivals';
  icon: IconName;
}[] = [
  { key: 'totalCreatives', label: 'stats.creatives', icon: 'users' },
  { key: 'totalAwards', label: 'stats.awards', icon: 'award' },
  { key: 'totalCountries', label: 'stats.countries', icon: 'earth' },
  { key: 'totalFestivals', label: 'stats.festivals', icon: 'calendar-days' },
];

/** Four totals from /api/stats; the spec's fixed numbers (10, 53, 9, 12) when it fails. */
export function StatTiles() {
  const t = useTranslations(rankingsMessages);
  const format = useFormat();
  const stats = useStats();
  const values: Stats | undefined = stats.isError ? STATS_FALLBACK : stats.data;
  // Every figure is sized for the longest one (10,010,882 awards at 1M creatives): one size for
  // the four, as large as fits the tile (a bold digit is at most some 0.68em wide).
  const longest = values ? Math.max(...TILES.map(({ key }) => format.number(values[key]).length)) : 1;
  return (
    <section aria-label={t('stats.label')}>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4" style={{ '--figure-chars': longest } as CSSProperties}>
        {TILES.map(({ key, label, icon }) => (
          <li
            key={key}
            className="flex items-center gap-3 rounded-xl border border-line bg-paper p-4 shadow-sm md:p-5"
            data-testid={`stat-${key}`}
          >
            {/* Not beside a figure in a quarter of a tablet's or a small laptop's width: the figure takes it. */}
            <span className="hidden h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gold-soft text-gold-ink sm:inline-flex md:hidden xl:inline-flex">
              <Icon name={icon} aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="@container min-w-0 flex-1">
              {values ? (
                <p className="text-[length:min(1.5rem,calc(100cqi/(var(--figure-chars,1)*0.68)))] leading-8 font-bold text-ink tabular-nums md:text-[length:min(1.875rem,calc(100cqi/(var(--figure-chars,1)*0.68)))] md:leading-9">
                  {format.number(values[key])}
                </p>
              ) : (
                <Skeleton className="h-8 w-16 md:h-9" />
              )}
              <p className="text-sm text-muted">{t(label)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
