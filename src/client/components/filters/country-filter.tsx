import { useMemo } from 'react';
import { useTranslations } from '../../i18n/i18n';
import { commonMessages } from '../../i18n/messages/common';
import { FILTER_COUNTRY_CODES } from '../../lib/countries';
import { useFormat } from '../../lib/format';
import { SelectFilter } from './select-filter';

/** Country select: names in the viewer's language, sorted by that language's collation. */
export function CountryFilter({ value, onChange, className }: { value: string; onChange: (value: string) => void; className?: string }) {
  const t = useTranslations(commonMessages);
  const format = useFormat();
  const selected = value.toUpperCase();
  const options = useMemo(() => {
    const codes: string[] = [...FILTER_COUNTRY_CODES];
    if (selected && !codes.includes(selected)) codes.push(selected);
    return format.countriesByName(codes).map(([code, name]) => ({ value: code, label: name }));
  }, [format, selected]);
  return (
    <SelectFilter
      name="country"
      label={t('filter.country')}
      allLabel={t('filter.allCountries')}
      value={selected}
      onChange={onChange}
      options={options}
      className={className}
    />
  );
}
