import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@shared/constants';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Select } from '../../../components/ui/select';
import { useTranslations } from '../../../i18n/i18n';
import { dashboardMessages } from '../../../i18n/messages/dashboard';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { agenciesQueryOptions } from '../../agencies/api/get-agencies';

const AGENCY_OPTIONS_LIMIT = 20;
const CURRENT = '';
const NONE = 'none';

/**
 * The award's agency (`agencyId`): left out it is the creative's current agency, `null` none,
 * else an agency found by name (50,000 of them do not fit a list, so a search fills the choices).
 */
export function AwardAgencyField<T extends FieldValues>({
  control,
  name,
  currentAgency,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  currentAgency: string | null;
  error: string | undefined;
}) {
  const t = useTranslations(dashboardMessages);
  const { field } = useController({ control, name });
  const value = field.value as number | null | undefined;
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: number; name: string } | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = q.length >= SEARCH_MIN_LENGTH;
  const results = useQuery({
    ...agenciesQueryOptions({ q, limit: AGENCY_OPTIONS_LIMIT, sort: 'name' }),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const found = searching ? (results.data?.items ?? []) : [];
  const options = chosen && !found.some((agency) => agency.id === chosen.id) ? [chosen, ...found] : found;

  return (
    <div className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <FormField label={t('add.agency')} hint={t('add.agencyHint')} error={error}>
        {(controlProps) => (
          <Select
            {...controlProps}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            value={value === undefined ? CURRENT : value === null ? NONE : String(value)}
            onChange={(event) => {
              const next = event.target.value;
              if (next === CURRENT) field.onChange(undefined);
              else if (next === NONE) field.onChange(null);
              else {
                const id = Number(next);
                const agency = options.find((option) => option.id === id);
                if (agency) setChosen({ id: agency.id, name: agency.name });
                field.onChange(id);
              }
            }}
            data-testid="award-agency"
          >
            <option value={CURRENT}>{currentAgency ? t('add.agencyCurrent', { name: currentAgency }) : t('add.agencyCurrentNone')}</option>
            <option value={NONE}>{t('add.agencyNone')}</option>
            {options.map((agency) => (
              <option key={agency.id} value={agency.id}>
                {agency.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('add.agencySearch')}>
        {(controlProps) => (
          <Input
            {...controlProps}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            // Enter here looks for agencies; it must not send the award.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            placeholder={t('add.agencySearchPlaceholder')}
            autoComplete="off"
            data-testid="award-agency-search"
          />
        )}
      </FormField>
      <p className="min-h-4 text-xs text-muted" aria-live="polite">
        {searching && results.data && !results.isPlaceholderData
          ? found.length === 0
            ? t('add.agencyNoResults')
            : t.plural('add.agencyResults', found.length)
          : null}
      </p>
    </div>
  );
}
