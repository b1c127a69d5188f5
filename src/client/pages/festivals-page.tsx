import { FESTIVAL_STATUSES, type FestivalStatus } from '@shared/constants';
import { SelectFilter } from '../components/filters/select-filter';
import { ListPage, listWindow } from '../components/layout/list-page';
import { useFestivals } from '../features/festivals/api/get-festivals';
import { AddToCalendar } from '../features/festivals/components/add-to-calendar';
import { FestivalCard } from '../features/festivals/components/festival-card';
import { UpcomingDeadlines } from '../features/festivals/components/upcoming-deadlines';
import { useTranslations } from '../i18n/i18n';
import { commonMessages } from '../i18n/messages/common';
import { festivalsMessages } from '../i18n/messages/festivals';
import { useUrlFilters, type UrlFilterValues } from '../lib/use-url-filters';

export const FESTIVALS_FILTER_KEYS = ['q', 'country', 'status', 'sort', 'page'] as const;
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

/** The list the filters in the URL ask for, without its page. */
export function festivalsList(filters: UrlFilterValues<(typeof FESTIVALS_FILTER_KEYS)[number]>) {
  const status = isStatus(filters.status) ? filters.status : undefined;
  const sort = isSort(filters.sort) ? filters.sort : 'prestige';
  // With a status chosen, festivals without dates drop out: the API's status filter does that.
  return { q: filters.q || undefined, country: filters.country || undefined, status, sort };
}

export function FestivalsPage() {
  const t = useTranslations(festivalsMessages);
  const common = useTranslations(commonMessages);
  const [filters, setFilters] = useUrlFilters(FESTIVALS_FILTER_KEYS);
  const { limit, offset } = listWindow(filters.page);
  const list = festivalsList(filters);
  const { status, sort } = list;
  const query = useFestivals({ ...list, limit, offset });

  return (
    <ListPage
      messages={festivalsMessages}
      filters={filters}
      setFilters={setFilters}
      filterColumns="lg:grid-cols-[2fr_1fr_1fr_1fr]"
      intro={
        <>
          <AddToCalendar className="-mt-2 mb-4" />
          <UpcomingDeadlines />
        </>
      }
      query={query}
      renderItem={(festival) => <FestivalCard key={festival.id} festival={festival} />}
      testId="festivals-grid"
    >
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
    </ListPage>
  );
}
