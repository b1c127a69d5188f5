import { AGENCY_SIZES, type AgencySize } from '@shared/constants';
import { SelectFilter } from '../components/filters/select-filter';
import { ListPage, listWindow } from '../components/layout/list-page';
import { useAgencies } from '../features/agencies/api/get-agencies';
import { AgencyCard } from '../features/agencies/components/agency-card';
import { useTranslations } from '../i18n/i18n';
import { agenciesMessages } from '../i18n/messages/agencies';
import { commonMessages } from '../i18n/messages/common';
import { useUrlFilters, type UrlFilterValues } from '../lib/use-url-filters';

export const AGENCIES_FILTER_KEYS = ['q', 'country', 'size', 'page'] as const;

function isSize(value: string): value is AgencySize {
  return (AGENCY_SIZES as readonly string[]).includes(value);
}

/** The list the filters in the URL ask for, without its page. */
export function agenciesList(filters: UrlFilterValues<(typeof AGENCIES_FILTER_KEYS)[number]>) {
  const size = isSize(filters.size) ? filters.size : undefined;
  return { q: filters.q || undefined, country: filters.country || undefined, size, sort: 'awards' } as const;
}

export function AgenciesPage() {
  const t = useTranslations(agenciesMessages);
  const common = useTranslations(commonMessages);
  const [filters, setFilters] = useUrlFilters(AGENCIES_FILTER_KEYS);
  const { limit, offset } = listWindow(filters.page);
  const list = agenciesList(filters);
  const size = list.size;
  const query = useAgencies({ ...list, limit, offset });

  return (
    <ListPage
      messages={agenciesMessages}
      filters={filters}
      setFilters={setFilters}
      filterColumns="lg:grid-cols-[2fr_1fr_1fr]"
      query={query}
      renderItem={(agency) => <AgencyCard key={agency.id} agency={agency} />}
      testId="agencies-grid"
    >
      <SelectFilter
        name="size"
        label={t('filter.size')}
        allLabel={t('filter.allSizes')}
        value={size ?? ''}
        onChange={(value) => setFilters({ size: value })}
        options={AGENCY_SIZES.map((option) => ({ value: option, label: common(`size.${option}`) }))}
      />
    </ListPage>
  );
}
