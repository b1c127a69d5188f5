import { Icon } from '../../../../components/ui/icons';
import { Link } from 'wouter';
import { AWARD_TYPES } from '@shared/constants';
import { paths } from '@shared/paths';
import type { Festival } from '@shared/schemas/festival';
import type { FestivalWinner } from '@shared/schemas/ranking';
import { AwardTypeBadge } from '../../../../components/awards/award-type-badge';
import { SelectFilter } from '../../../../components/filters/select-filter';
import { buttonClasses } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Flag } from '../../../../components/ui/flag';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useTranslations } from '../../../../i18n/i18n';
import { commonMessages } from '../../../../i18n/messages/common';
import { festivalDetailMessages } from '../../../../i18n/messages/festival-detail';
import { cn } from '../../../../lib/cn';
import { parsePage, useUrlFilters } from '../../../../lib/use-url-filters';
import { useRankingYears } from '../../../rankings/api/get-ranking-years';
import { festivalWinnersPage, useFestivalWinners, WINNERS_FILTER_KEYS, WINNERS_PAGE_SIZE } from '../../api/get-festival-winners';

function WinnerRow({ winner }: { winner: FestivalWinner }) {
  const t = useTranslations(festivalDetailMessages);
  return (
    <li className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:gap-4" data-testid="festival-winner">
      <AwardTypeBadge type={winner.type} className="self-start sm:mt-0.5 sm:w-24 sm:justify-center" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-ink">{winner.title}</h3>
        <p className="mt-0.5 text-sm text-muted">
          <span className="sr-only">{t('festival.winners.category')}: </span>
          {winner.category.name}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-soft">
          <span className="inline-flex max-w-full min-w-0 items-center gap-1.5">
            <Flag code={winner.creative.countryCode} labelled />
            <span className="sr-only">{t('festival.winners.by')}: </span>
            <Link
              href={paths.creative.href(winner.creative.username)}
              className="min-w-0 font-medium wrap-anywhere text-ink hover:underline"
            >
              {winner.creative.name}
            </Link>
          </span>
          {winner.agency && (
            <>
              <span aria-hidden="true">·</span>
              <span className="max-w-full min-w-0 wrap-anywhere">
                <span className="sr-only">{t('festival.winners.agency')}: </span>
                <Link href={paths.agency.href(winner.agency.slug)} className="hover:underline">
                  {winner.agency.name}
                </Link>
              </span>
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/**
 * The festival's counted awards of one year (the latest by default), of one level or category
 * when chosen, best level first, a page at a time; the filters and page are in the URL. Links to
 * the festival's own ranking.
 */
export function FestivalWinners({ festival }: { festival: Festival }) {
  const t = useTranslations(festivalDetailMessages);
  const common = useTranslations(commonMessages);
  const [filters, setFilters] = useUrlFilters(WINNERS_FILTER_KEYS);
  const windows = useRankingYears(festival.slug);
  const years = windows.data?.years ?? [];
  const params = festivalWinnersPage(filters);
  const requested = params.year;
  const page = parsePage(filters.page);
  // Without a year in the URL the API answers the latest: the picker shows that one.
  const winners = useFestivalWinners(festival.slug, params);
  const items = winners.data?.items ?? [];
  const year = requested ?? years[0];
  const total = winners.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / WINNERS_PAGE_SIZE));
  const shownYears = requested !== undefined && !years.includes(requested) ? [requested, ...years] : years;
  const noAwards = windows.data !== undefined && years.length === 0;
  const filtered = params.type !== undefined || params.category !== undefined;

  return (
    <Card data-testid="festival-winners">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="festival-winners-title" className="flex items-center gap-2">
          <Icon name="trophy" aria-hidden="true" className="h-5 w-5 text-gold-ink" />
          {t('festival.winners.title')}
        </CardTitle>
        <Link
          href={`${paths.rankings.href()}?festival=${encodeURIComponent(festival.slug)}`}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid="festival-ranking-link"
        >
          {t('festival.winners.ranking', { name: festival.shortName ?? festival.name })}
        </Link>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {noAwards ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">{t('festival.winners.none')}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-end justify-between gap-3">
              <div className="flex flex-wrap items-end gap-3">
                <SelectFilter
                  name="year"
                  label={t('festival.winners.year')}
                  value={year === undefined ? '' : String(year)}
                  onChange={(value) => setFilters({ year: value })}
                  options={shownYears.map((option) => ({ value: String(option), label: String(option) }))}
                  className="w-36"
                />
                <SelectFilter
                  name="level"
                  label={t('festival.winners.level')}
                  allLabel={t('festival.winners.allLevels')}
                  value={params.type ?? ''}
                  onChange={(value) => setFilters({ level: value })}
                  options={AWARD_TYPES.map((type) => ({ value: type, label: common(`award.${type}`) }))}
                  className="w-40"
                />
                <SelectFilter
                  name="category"
                  label={t('festival.winners.category')}
                  allLabel={t('festival.winners.allCategories')}
                  value={params.category === undefined ? '' : String(params.category)}
                  onChange={(value) => setFilters({ category: value })}
                  options={festival.categories.map((category) => ({ value: String(category.id), label: category.name }))}
                  className="w-56 max-w-full"
                />
              </div>
              <p className="text-sm text-muted" aria-live="polite">
                {winners.data && year !== undefined && t.plural('festival.winners.count', total, { year })}
              </p>
            </div>
            {winners.isPending ? (
              <div className="flex flex-col gap-3">
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} className="h-14" />
                ))}
              </div>
            ) : winners.isError && !winners.data ? (
              <p role="alert" className="text-sm text-red-800">
                {t('festival.winners.error')}
              </p>
            ) : items.length === 0 ? (
              <p className="rounded-lg border border-dashed border-line p-6 text-center text-muted">
                {t(filtered ? 'festival.winners.emptyFiltered' : 'festival.winners.emptyYear', { year: year ?? '' })}
              </p>
            ) : (
              <ol
                aria-label={t('festival.winners.caption', { year: year ?? '' })}
                aria-busy={winners.isPlaceholderData}
                className={cn('divide-y divide-line transition-opacity', winners.isPlaceholderData && 'opacity-60')}
              >
                {items.map((winner) => (
                  <WinnerRow key={winner.id} winner={winner} />
                ))}
              </ol>
            )}
            <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilters({ page: next > 1 ? String(next) : '' })} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
