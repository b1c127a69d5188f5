import { useCallback } from 'react';
import { DISCIPLINES, PEOPLE_PAGE_SIZE } from '@shared/constants';
import { CountryFilter } from '../components/filters/country-filter';
import { SearchFilter } from '../components/filters/search-filter';
import { SelectFilter } from '../components/filters/select-filter';
import { ListResults } from '../components/layout/list-results';
import { Page, PageHeading } from '../components/layout/page';
import { useCreatives } from '../features/creatives/api/get-creatives';
import { CreativeCard } from '../features/creatives/components/creative-card';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { peopleMessages } from '../i18n/messages/people';
import { useDocumentHead } from '../lib/use-document-head';
import { parsePage, useUrlFilters } from '../lib/use-url-filters';

const FILTER_KEYS = ['q', 'country', 'category', 'page'] as const;

function isDiscipline(value: string): value is (typeof DISCIPLINES)[number] {
  return (DISCIPLINES as readonly string[]).includes(value);
}

export function PeoplePage() {
  const t = useTranslations(peopleMessages);
  const common = useTranslations(commonMessages);
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  const [filters, setFilters] = useUrlFilters(FILTER_KEYS);
  const page = parsePage(filters.page);
  const category = isDiscipline(filters.category) ? filters.category : undefined;

  const query = useCreatives({
    q: filters.q || undefined,
    country: filters.country || undefined,
    category,
    sort: 'points',
    limit: PEOPLE_PAGE_SIZE,
    offset: (page - 1) * PEOPLE_PAGE_SIZE,
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
          name="category"
          label={t('filter.category')}
          allLabel={common('discipline.all')}
          value={category ?? ''}
          onChange={(value) => setFilters({ category: value })}
          options={DISCIPLINES.map((discipline) => ({ value: discipline, label: common(`discipline.${discipline}`) }))}
        />
      </form>
      <ListResults
        query={query}
        page={page}
        pageSize={PEOPLE_PAGE_SIZE}
        onPageChange={(next) => setFilters({ page: String(next) })}
        countText={(total) => t.plural('count', total)}
        emptyText={t('empty')}
        errorText={t('error')}
        renderItem={(creative) => <CreativeCard key={creative.id} creative={creative} />}
        testId="people-grid"
      />
    </Page>
  );
}
