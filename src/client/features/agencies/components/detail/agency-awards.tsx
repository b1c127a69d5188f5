import type { Agency } from '@shared/schemas/agency';
import { useTranslations } from '../../../../i18n/i18n';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';
import { useFormat } from '../../../../lib/format';
import { cn } from '../../../../lib/cn';

/** Award totals by level: the total, then grand prix, gold, silver, bronze and shortlist, which add up to it. */
export function AgencyAwards({ agency }: { agency: Agency }) {
  const t = useTranslations(agencyDetailMessages);
  const format = useFormat();
  const tiles = [
    ['total', t('agency.awards.total'), agency.totalAwards, 'bg-ink'],
    ['grandPrix', t('agency.awards.grandPrix'), agency.grandPrixAwards, 'bg-zinc-900 ring-2 ring-gold'],
    ['gold', t('agency.awards.gold'), agency.goldAwards, 'bg-gold'],
    ['silver', t('agency.awards.silver'), agency.silverAwards, 'bg-silver'],
    ['bronze', t('agency.awards.bronze'), agency.bronzeAwards, 'bg-bronze'],
    ['shortlist', t('agency.awards.shortlist'), agency.shortlistAwards, 'bg-zinc-400'],
  ] as const;
  return (
    <section aria-labelledby="agency-awards-heading">
      <h2 id="agency-awards-heading" className="sr-only">
        {t('agency.awards.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([key, label, value, dot]) => (
          <div
            key={key}
            className={cn(
              'rounded-xl border border-line bg-paper p-4 shadow-sm',
              key === 'total' && 'col-span-2 sm:col-span-3 lg:col-span-1',
            )}
            data-testid={`agency-awards-${key}`}
          >
            <dt className="flex items-center gap-2 text-sm text-muted">
              <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-full', dot)} />
              {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{format.number(value)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
