import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { PEOPLE_PAGE_SIZE } from '@shared/constants';
import type { Catalogue } from '../../i18n/define-messages';
import { useTranslations } from '../../i18n/i18n';
import type { Page as ResultPage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentHead } from '../../lib/use-document-head';
import { parsePage } from '../../lib/use-url-filters';
import { CountryFilter } from '../filters/country-filter';
import { SearchFilter } from '../filters/search-filter';
import { ListResults } from './list-results';
import { Page, PageHeading } from './page';

/** The texts every list page's catalogue carries. */
export type ListPageMessages = {
  title: string;
  description: string;
  metaDescription: string;
  'filter.label': string;
  'filter.search': string;
  'filter.searchPlaceholder': string;
  empty: string;
  error: string;
  count_one: string;
  count_other: string;
};

type BaseFilter = 'q' | 'country' | 'page';

// People, agencies and festivals share one page size: a 3-column grid of 4 rows.
const PAGE_SIZE = PEOPLE_PAGE_SIZE;

/** The page of results the URL's `page` asks for, as the API's limit and offset. */
export function listWindow(pageParam: string) {
  const page = parsePage(pageParam);
  return { page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/**
 * A filterable, paged list (People, Agencies, Festivals): head, heading, the search and country
 * filters followed by the page's own (`children`), and the results grid.
 */
export function ListPage<T>({
  messages,
  filters,
  setFilters,
  filterColumns,
  children,
  intro,
  query,
  renderItem,
  testId,
}: {
  messages: Catalogue<ListPageMessages>;
  filters: Record<BaseFilter, string>;
  setFilters: (patch: Partial<Record<BaseFilter, string>>, options?: { replace?: boolean }) => void;
  /** The filter row's grid columns from `lg` up, one per filter. */
  filterColumns: string;
  children: ReactNode;
  /** Shown between the heading and the filters. */
  intro?: ReactNode;
  query: UseQueryResult<ResultPage<T>>;
  renderItem: (item: T) => ReactNode;
  testId: string;
}) {
  const t = useTranslations(messages);
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  const { page } = listWindow(filters.page);
  const onSearch = useCallback((q: string) => setFilters({ q }, { replace: true }), [setFilters]);

  return (
    <Page>
      <PageHeading title={t('title')} description={t('description')} />
      {intro}
      <form
        role="search"
        aria-label={t('filter.label')}
        onSubmit={(event) => event.preventDefault()}
        className={cn('mb-6 grid gap-4 rounded-xl border border-line bg-paper p-4 shadow-sm sm:grid-cols-2', filterColumns)}
      >
        <SearchFilter
          label={t('filter.search')}
          placeholder={t('filter.searchPlaceholder')}
          value={filters.q}
          onChange={onSearch}
          className="sm:col-span-2 lg:col-span-1"
        />
        <CountryFilter value={filters.country} onChange={(country) => setFilters({ country })} />
        {children}
      </form>
      <ListResults
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => setFilters({ page: String(next) })}
        countText={(total) => t.plural('count', total)}
        emptyText={t('empty')}
        errorText={t('error')}
        renderItem={renderItem}
        testId={testId}
      />
    </Page>
  );
}
