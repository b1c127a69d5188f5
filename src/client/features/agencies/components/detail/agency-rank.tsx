import { Icon } from '../../../../components/ui/icons';
import { paths } from '@shared/paths';
import type { Agency } from '@shared/schemas/agency';
import { RankChangeBadge } from '../../../../components/awards/rank-change-badge';
import { TextLink } from '../../../../components/ui/text-link';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { agencyDetailMessages } from '../../../../i18n/messages/agency-detail';
import { useFormat } from '../../../../lib/format';

/** The agency's all-time place in the agency ranking, its change and points, with a link to the ranking. */
export function AgencyRank({ agency }: { agency: Agency }) {
  const t = useTranslations(agencyDetailMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  return (
    <section
      aria-labelledby="agency-rank-heading"
      className="flex flex-col gap-4 rounded-xl border border-line bg-paper p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="agency-rank"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg bg-gold-soft text-gold-ink"
        >
          <Icon name="trophy" className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <h2 id="agency-rank-heading" className="text-sm text-muted">
            {t('agency.rank.title')}
          </h2>
          {agency.rank === null ? (
            <div>
              <p className="font-semibold text-ink">{t('agency.rank.unranked')}</p>
              <p className="text-sm text-muted">{t('agency.rank.unrankedHint')}</p>
            </div>
          ) : (
            <dl className="mt-0.5 flex flex-wrap items-baseline gap-x-6 gap-y-1">
              <div className="flex items-baseline gap-2">
                <dt className="sr-only">{t('agency.rank.rank')}</dt>
                <dd className="text-2xl font-bold text-ink tabular-nums" data-testid="agency-rank-value">
                  #{format.number(agency.rank)}
                </dd>
              </div>
              <div>
                <dt className="sr-only">{t('agency.rank.change')}</dt>
                <dd>
                  <RankChangeBadge change={agency.rankChange} />
                </dd>
              </div>
              <div className="flex items-baseline gap-1.5">
                <dt className="sr-only">{t('agency.rank.points')}</dt>
                <dd className="font-semibold text-ink tabular-nums" data-testid="agency-rank-points">
                  {common.plural('points.long', agency.totalPoints)}
                </dd>
              </div>
            </dl>
          )}
        </div>
      </div>
      <TextLink href={paths.rankingsAgencies.href()} className="text-sm">
        {t('agency.rank.link')}
      </TextLink>
    </section>
  );
}
