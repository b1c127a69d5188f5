import type { Creative } from '@shared/schemas/creative';
import type { ReactNode } from 'react';
import { useTranslations } from '../../../../i18n/i18n';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../lib/cn';
import { distinctFestivalCount, latestAwardYear } from './profile-rules';
import { RankChangeBadge } from '../../../../components/awards/rank-change-badge';

function StatTile({ label, children, testId, className }: { label: string; children: ReactNode; testId: string; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-line bg-paper p-4 shadow-sm', className)} data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 flex flex-wrap items-center gap-2 text-2xl font-bold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** The stat cards of both spec versions: points, awards, festivals, latest award, global rank. */
export function ProfileStats({ creative }: { creative: Creative }) {
  const t = useTranslations(creativeProfileMessages);
  const format = useFormat();
  const latest = latestAwardYear(creative.awards);
  return (
    <section aria-label={t('creative.stats')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <StatTile label={t('creative.stat.points')} testId="stat-points">
          {format.number(creative.totalPoints ?? 0)}
        </StatTile>
        <StatTile label={t('creative.stat.awards')} testId="stat-awards">
          {format.number(creative.totalAwards ?? 0)}
        </StatTile>
        <StatTile label={t('creative.stat.festivals')} testId="stat-festivals">
          {format.number(distinctFestivalCount(creative.awards))}
        </StatTile>
        <StatTile label={t('creative.stat.latest')} testId="stat-latest">
          {latest === null ? '-' : String(latest)}
        </StatTile>
        <StatTile label={t('creative.stat.rank')} testId="stat-rank" className="col-span-2 sm:col-span-1">
          {creative.rank === null ? (
            <span title={t('creative.stat.unrankedHint')}>{t('creative.stat.unranked')}</span>
          ) : (
            <>
              <span>#{format.number(creative.rank)}</span>
              <RankChangeBadge change={creative.rankChange} variant="icon" />
            </>
          )}
        </StatTile>
      </dl>
    </section>
  );
}
