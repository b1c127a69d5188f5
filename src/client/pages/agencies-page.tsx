import { useCallback } from 'react';
import { AGENCY_SIZES, PEOPLE_PAGE_SIZE, type AgencySize } from '@shared/constants';
import { CountryFilter } from '../components/filters/country-filter';
import { SearchFilter } from '../components/filters/search-filter';
import { SelectFilter } from '../components/filters/select-filter';
import { ListResults } from '../components/layout/list-results';
import { Page, PageHeading } from '../components/layout/page';
import { useAgencies } from '../features/agencies/api/get-agencies';
import { AgencyCard } from '../features/agencies/components/agency-card';
import { useTranslations } from '../i18n/i18n';
import { agenciesMessages } from '../i18n/messages/agencies';
import { commonMessages } from '../i18n/messages/common';
import { useDocumentHead } from '../lib/use-document-head';
import { parsePage, useUrlFilters } from '../lib/use-url-filters';

const FILTER_KEYS = ['q', 'country', 'size', 'page'] as const;
// Same page size as People: a 3-column grid of 4 rows.
const PAGE_SIZE = PEOPLE_PAGE_SIZE;

function isSize(value: string): value is AgencySize {
  return (AGENCY_SIZES as readonly string[]).includes(value);
}

export function AgenciesPage() {
  const t = useTranslations(agenciesMessages);
  const common = useTranslations(commonMessages);
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const page = parsePage(filters.page);
  const size = isSize(filters.size) ? filters.size : undefined;

  const query = useAgencies({
    q: filters.q || undefined,
    country: filters.country || undefined,
    size,
    sort: 'awards',
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });

  const onSearch = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);

  return (
    <Page>
      <PageHeading title={t('title')} description={t('description')} />
      <form
        role="search"
        aria-label={t('filter.label')}
        onSubmit={(event) => event.preventDefault()}
        className="mb-6 grid gap-4 rounded-xl border border-line bg-paper p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]"
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
          name="size"
          label={t('filter.size')}
          allLabel={t('filter.allSizes')}
          value={size ?? ''}
          onChange={(value) => setFilters({ size: value })}
          options={AGENCY_SIZES.map((option) => ({ value: option, label: common(`size.${option}`) }))}
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
        renderItem={(agency) => <AgencyCard key={agency.id} agency={agency} />}
        testId="agencies-grid"
      />
    </Page>
  );
}
