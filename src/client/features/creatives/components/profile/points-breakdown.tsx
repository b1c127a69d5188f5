import { AWARD_TYPES } from '@shared/constants';
import { paths } from '@shared/paths';
import type { Award } from '@shared/schemas/award';
import { AWARD_TYPE_STYLES } from '../../../../components/awards/award-type-badge';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { TextLink } from '../../../../components/ui/text-link';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { creativeProfileMessages } from '../../../../i18n/messages/creative-profile';
import { cn } from '../../../../lib/cn';
import { useFormat } from '../../../../lib/format';
import { useShowAll } from '../../../../lib/use-show-all';
import { pointsByFestival, pointsByYear, type FestivalPoints, type YearPoints } from './points-ledger';

// Top level first in the legend; stacked from the bottom in the reverse order.
const STACK = [...AWARD_TYPES].reverse();

/** The festivals listed before 'Show all': a prolific creative's hundred made the page metres long. */
export const FESTIVALS_SHOWN = 8;

/** The bars are decoration (aria-hidden); the visually hidden table beside them holds the same numbers. */
function YearChart({ years }: { years: YearPoints[] }) {
  const t = useTranslations(creativeProfileMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const max = Math.max(...years.map((year) => year.total));
  return (
    <div>
      <ul aria-label={t('creative.ledger.legend')} className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        {AWARD_TYPES.map((type) => (
          <li key={type} className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className={cn('h-2.5 w-2.5 rounded-sm', AWARD_TYPE_STYLES[type].dot)} />
            {common(`award.${type}`)}
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="mt-3 overflow-x-auto" data-testid="points-chart">
        <div className="flex h-44 min-w-full items-end gap-2 border-b border-line pb-0">
          {years.map((year) => (
            <div key={year.year} className="flex h-full min-w-8 flex-1 flex-col items-center justify-end">
              <span className="mb-1 text-[11px] font-semibold text-ink tabular-nums">{format.number(year.total)}</span>
              <div
                className="flex w-full max-w-10 flex-col-reverse overflow-hidden rounded-t"
                style={{ height: `${(year.total / max) * 80}%` }}
              >
                {STACK.map((type) =>
                  year.levels[type] > 0 ? (
                    <div
                      key={type}
                      className={AWARD_TYPE_STYLES[type].dot}
                      style={{ height: `${(year.levels[type] / year.total) * 100}%` }}
                    />
                  ) : null,
                )}
              </div>
            </div>
          ))}
        </div>
        <div className="flex min-w-full gap-2 pt-1">
          {years.map((year) => (
            <span key={year.year} className="min-w-8 flex-1 text-center text-[11px] text-muted tabular-nums">
              {year.year}
            </span>
          ))}
        </div>
      </div>
      {/* A table is as wide as its cells whatever its width: the wrapper is what hides it. */}
      <div className="sr-only">
        <table data-testid="points-table">
          <caption>{t('creative.ledger.tableCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('creative.ledger.year')}</th>
              {AWARD_TYPES.map((type) => (
                <th key={type} scope="col">
                  {common(`award.${type}`)}
                </th>
              ))}
              <th scope="col">{t('creative.ledger.total')}</th>
            </tr>
          </thead>
          <tbody>
            {years.map((year) => (
              <tr key={year.year}>
                <th scope="row">{year.year}</th>
                {AWARD_TYPES.map((type) => (
                  <td key={type}>{format.number(year.levels[type])}</td>
                ))}
                <td>{format.number(year.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The points per festival, most first: the first few, then all of them on request. */
function FestivalPointsList({ awards }: { awards: readonly Award[] }) {
  const t = useTranslations(creativeProfileMessages);
  const common = useTranslations(commonMessages);
  const format = useFormat();
  const festivals = pointsByFestival(awards);
  const { shown, more, showAll, focusRefAt } = useShowAll<FestivalPoints, HTMLAnchorElement>(festivals, FESTIVALS_SHOWN);

  return (
    <>
      <ol className="divide-y divide-line text-sm" data-testid="points-by-festival">
        {shown.map(({ festival, points, awards: count }, index) => (
          <li key={festival.id} className="flex items-baseline justify-between gap-3 py-2">
            <span className="min-w-0">
              <TextLink ref={focusRefAt(index)} href={paths.festival.href(festival.slug)} className="wrap-anywhere">
                {festival.name}
              </TextLink>
              <span className="ml-1.5 whitespace-nowrap text-muted">({common.plural('awards', count)})</span>
            </span>
            <span className="shrink-0 font-semibold text-ink tabular-nums">
              {format.number(points)} {common('points')}
            </span>
          </li>
        ))}
      </ol>
      {more && (
        <Button variant="secondary" size="sm" className="mt-3" onClick={showAll}>
          {t('creative.ledger.allFestivals', { count: format.number(festivals.length) })}
        </Button>
      )}
    </>
  );
}

/** The profile's points per year (stacked by level) and per festival, from its counted awards. */
export function PointsBreakdown({ awards }: { awards: readonly Award[] }) {
  const t = useTranslations(creativeProfileMessages);
  const years = pointsByYear(awards);
  return (
    <Card data-testid="points-breakdown">
      <CardHeader>
        <CardTitle id="points-heading">{t('creative.ledger.title')}</CardTitle>
        <p className="text-sm text-muted">{t('creative.ledger.description')}</p>
      </CardHeader>
      <CardContent>
        {years.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('creative.ledger.empty')}</p>
        ) : (
          <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            <section aria-labelledby="points-year-heading">
              <h3 id="points-year-heading" className="mb-2 text-sm font-semibold text-ink">
                {t('creative.ledger.byYear')}
              </h3>
              <YearChart years={years} />
            </section>
            <section aria-labelledby="points-festival-heading">
              <h3 id="points-festival-heading" className="mb-2 text-sm font-semibold text-ink">
                {t('creative.ledger.byFestival')}
              </h3>
              <FestivalPointsList awards={awards} />
            </section>
          </div>
        )}
        <p className="mt-4 text-sm">
          <TextLink href={paths.scoring.href()}>{t('creative.ledger.how')}</TextLink>
        </p>
      </CardContent>
    </Card>
  );
}
