import type { UseQueryResult } from '@tanstack/react-query';
import { Icon } from '../ui/icons';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { PEOPLE_PAGE_SIZE } from '@shared/constants';
import type { Catalogue } from '../../i18n/define-messages';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { ApiError, type Page as ResultPage } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import { useDocumentHead } from '../../lib/use-document-head';
import { parsePage } from '../../lib/use-url-filters';
import { CountryFilter } from '../filters/country-filter';
import { SearchFilter } from '../filters/search-filter';
import { Button } from '../ui/button';
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

/** The URL filters the API refused (a 400 naming them), with the values it refused. */
function refusedFilters(error: unknown, filters: Record<string, string>): [string, string][] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const paths = new Set(error.body?.errors?.map((issue) => issue.path));
  return Object.entries(filters).filter(([key, value]) => key !== 'page' && value && paths.has(key));
}

/**
 * A filterable, paged list (People, Agencies, Festivals): head, heading, the search and country
 * filters followed by the page's own (`children`, folded behind a button on phones), and the
 * results grid. A URL the list cannot serve lands somewhere sensible: a page past the end goes
 * to the last page, and a filter value the API refuses is dropped with a note saying so.
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
  countText,
  totalIsLowerBound,
}: {
  messages: Catalogue<ListPageMessages>;
  filters: Record<BaseFilter, string>;
  setFilters: (patch: Partial<Record<string, string>>, options?: { replace?: boolean }) => void;
  /** The filter row's grid columns from `lg` up, one per filter. */
  filterColumns: string;
  children: ReactNode;
  /** Shown between the heading and the filters. */
  intro?: ReactNode;
  query: UseQueryResult<ResultPage<T>>;
  renderItem: (item: T) => ReactNode;
  testId: string;
  /** How many results there are, in words (by default the messages' `count`). */
  countText?: (total: number) => string;
  /** Whether the total is a count stopped at a cap (ListResults). */
  totalIsLowerBound?: (total: number) => boolean;
}) {
  const t = useTranslations(messages);
  const common = useTranslations(commonMessages);
  useDocumentHead({ title: t('title'), description: t('metaDescription') });
  const { page } = listWindow(filters.page);
  const [ignored, setIgnored] = useState<[string, string][]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const changeFilters = useCallback(
    (patch: Partial<Record<string, string>>, options?: { replace?: boolean }) => {
      setIgnored([]);
      setFilters(patch, options);
    },
    [setFilters],
  );
  const onSearch = useCallback((q: string) => changeFilters({ q }, { replace: true }), [changeFilters]);
  // Filters set beyond the search (a non-default sort counts): the phone's Filters button says how many.
  const activeFilters = Object.entries(filters).filter(([key, value]) => value && key !== 'q' && key !== 'page').length;

  // As text: a new array each render, the same filters. A new refusal becomes the note at once
  // (state adjusted during render), and the effect takes the refused values out of the URL.
  const refused = JSON.stringify(refusedFilters(query.error, filters));
  const [noted, setNoted] = useState('[]');
  if (refused !== '[]' && refused !== noted) {
    setNoted(refused);
    setIgnored(JSON.parse(refused) as [string, string][]);
  }
  const lastPage = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : null;
  useEffect(() => {
    const dropped = JSON.parse(refused) as [string, string][];
    if (dropped.length > 0) {
      setFilters(Object.fromEntries(dropped.map(([key]) => [key, ''])), { replace: true });
    } else if (lastPage !== null && page > lastPage) {
      setFilters({ page: lastPage > 1 ? String(lastPage) : '' }, { replace: true });
    }
  }, [refused, lastPage, page, setFilters]);

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
        <Button
          variant="secondary"
          className="sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <Icon name="sliders-horizontal" aria-hidden="true" className="h-4 w-4" />
          {activeFilters > 0 ? common('filter.moreActive', { count: activeFilters }) : common('filter.more')}
        </Button>
        <div id={filtersId} className={cn('contents', !filtersOpen && 'max-sm:hidden')} data-testid="list-filters">
          <CountryFilter value={filters.country} onChange={(country) => changeFilters({ country })} />
          {children}
        </div>
      </form>
      {ignored.length > 0 && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="ignored-filters"
        >
          {common('filter.ignored', {
            filters: ignored.map(([key, value]) => `${key === 'country' ? common('filter.country') : key} “${value}”`).join(', '),
          })}
        </p>
      )}
      <ListResults
        query={query}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => setFilters({ page: String(next) })}
        countText={countText ?? ((total) => t.plural('count', total))}
        totalIsLowerBound={totalIsLowerBound}
        emptyText={t('empty')}
        errorText={t('error')}
        renderItem={renderItem}
        testId={testId}
      />
    </Page>
  );
}
