import { useCallback } from 'react';
import { FESTIVAL_STATUSES, PEOPLE_PAGE_SIZE, type FestivalStatus } from '@shared/constants';
import { CountryFilter } from '../components/filters/country-filter';
import { SearchFilter } from '../components/filters/search-filter';
import { SelectFilter } from '../components/filters/select-filter';
import { ListResults } from '../components/layout/list-results';
import { Page, PageHeading } from '../components/layout/page';
import { useFestivals } from '../features/festivals/api/get-festivals';
import { FestivalCard } from '../features/festivals/components/festival-card';
import { UpcomingDeadlines } from '../features/festivals/components/upcoming-deadlines';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { festivalsMessages } from '../i18n/messages/festivals';
import { useDocumentHead } from '../lib/use-document-head';
import { parsePage, useUrlFilters } from '../lib/use-url-filters';

const FILTER_KEYS = ['q', 'country', 'status', 'sort', 'page'] as const;
const PAGE_SIZE = PEOPLE_PAGE_SIZE;
// The status filter offers the three dated states; 'unknown' is only a card label.
const STATUS_OPTIONS = FESTIVAL_STATUSES.filter((status) => status !== 'unknown');
const SORTS = ['prestige', 'deadline', 'name'] as const;
type Sort = (typeof SORTS)[number];

function isStatus(value: string): value is FestivalStatus {
  return (FESTIVAL_STATUSES as readonly string[]).includes(value);
}
function isSort(value: string): value is Sort {
  return (SORTS as readonly string[]).includes(value);
}

export function FestivalsPage() {
  const t = useTranslations(festivalsMessages);
  const common = useTranslations(commonMessages);
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const page = parsePage(filters.page);
  const status = isStatus(filters.status) ? filters.status : undefined;
  const sort = isSort(filters.sort) ? filters.sort : 'prestige';

  // With a status chosen, festivals without dates drop out: the API's status filter does that.
  const query = useFestivals({
    q: filters.q || undefined,
    country: filters.country || undefined,
    status,
    sort,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  const onSearch = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);

  return (
    <Page>
      <PageHeading title={t('title')} description={t('description')} />
      <UpcomingDeadlines />
      <form
        role="search"
        aria-label={t('filter.label')}
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 grid gap-4 rounded-xl border border-line bg-paper p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr]"
      >
        <SearchFilter
          label={t('filter.search')}
          placeholder={t('filter.searchPlaceholder')}
          value={filters.q}
          onChange={onSearch}
          className="sm:col-span-2 lg:col-span-1"
        />
        <CountryFilter value={filters.country} onChange={(country) => setFilters({ country })} />
        <SelectFilter
          name="status"
          label={t('filter.status')}
          allLabel={t('filter.allStatuses')}
          value={status ?? ''}
          onChange={(value) => setFilters({ status: value })}
          options={STATUS_OPTIONS.map((option) => ({ value: option, label: common(`status.${option}`) }))}
        />
        <SelectFilter
          name="sort"
          label={t('filter.sort')}
          value={sort}
          onChange={(value) => setFilters({ sort: value === 'prestige' ? '' : value })}
          options={SORTS.map((option) => ({ value: option, label: t(`sort.${option}`) }))}
        />
      </form>
      <ListResults
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => setFilters({ page: String(next) })}
        countText={(total) => t.plural('count', total)}
        emptyText={t('empty')}
        errorText={t('error')}
        renderItem={(festival) => <FestivalCard key={festival.id} festival={festival} />}
        testId="festivals-grid"
      />
    </Page>
  );
}
