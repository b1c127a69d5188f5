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
  const options = useMemo(() => {
    const collator = new Intl.Collator(format.language);
    const codes: string[] = [...FILTER_COUNTRY_CODES];
    if (value && !codes.includes(value.toUpperCase())) codes.push(value.toUpperCase());
    return codes
      .map((code) => ({ value: code, name: format.country(code) }))
      .sort((a, b) => collator.compare(a.name, b.name))
      .map(({ value: code, name }) => ({ value: code, label: name }));
  }, [format, value]);
  return (
    <SelectFilter
      name="country"
      label={t('filter.country')}
      allLabel={t('filter.allCountries')}
      value={value.toUpperCase()}
      onChange={onChange}
      options={options}
      className={className}
    />
  );
}
