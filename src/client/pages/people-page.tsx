import { DISCIPLINES, TEXT_FILTER_COUNT_CAP } from '@shared/constants';
import { SelectFilter } from '../components/filters/select-filter';
import { ListPage, listWindow } from '../components/layout/list-page';
import { DownloadCsvLink } from '../components/ui/download-link';
import { creativesCsvUrl } from '../features/creatives/api/creatives-csv';
import { useCreatives } from '../features/creatives/api/get-creatives';
import { CreativeCard } from '../features/creatives/components/creative-card';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { peopleMessages } from '../i18n/messages/people';
import { useUrlFilters, type UrlFilterValues } from '../lib/use-url-filters';

export const PEOPLE_FILTER_KEYS = ['q', 'country', 'category', 'page'] as const;

function isDiscipline(value: string): value is (typeof DISCIPLINES)[number] {
  return (DISCIPLINES as readonly string[]).includes(value);
}

/** The list the filters in the URL ask for, without its page. */
export function peopleList(filters: UrlFilterValues<(typeof PEOPLE_FILTER_KEYS)[number]>) {
  const category = isDiscipline(filters.category) ? filters.category : undefined;
  return { q: filters.q || undefined, country: filters.country || undefined, category, sort: 'points' } as const;
}

export function PeoplePage() {
  const t = useTranslations(peopleMessages);
  const common = useTranslations(commonMessages);
  const [filters, setFilters] = useUrlFilters(PEOPLE_FILTER_KEYS);
  const { limit, offset } = listWindow(filters.page);
  const list = peopleList(filters);
  const category = list.category;
  const query = useCreatives({ ...list, limit, offset });
  // A name's matches are counted up to a cap: past it, "1,000+".
  const capped = (total: number) => Boolean(list.q) && total >= TEXT_FILTER_COUNT_CAP;

  return (
    <ListPage
      messages={peopleMessages}
      filters={filters}
      setFilters={setFilters}
      filterColumns="lg:grid-cols-[2fr_1fr_1fr]"
      query={query}
      renderItem={(creative) => <CreativeCard key={creative.id} creative={creative} />}
      testId="people-grid"
      countText={(total) => t.plural(capped(total) ? 'countAtLeast' : 'count', total)}
      totalIsLowerBound={capped}
      intro={
        <div className="-mt-2 mb-4 flex justify-end">
          <DownloadCsvLink href={creativesCsvUrl(list)} />
        </div>
      }
    >
      <SelectFilter
        name="category"
        label={t('filter.category')}
        allLabel={common('discipline.all')}
        value={category ?? ''}
        onChange={(value) => setFilters({ category: value })}
        options={DISCIPLINES.map((discipline) => ({ value: discipline, label: common(`discipline.${discipline}`) }))}
      />
    </ListPage>
  );
}
