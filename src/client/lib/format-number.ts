import type { Language } from '../i18n/define-messages';
import { remembered } from './server-formats';

const numberFormats = new Map<Language, Intl.NumberFormat>();

/** A number in the language's digits and grouping: the formatters' `number`, and a plural text's count. */
export function formatNumber(language: Language, value: number): string {
  return remembered(language, 'number', [value], () => {
    let format = numberFormats.get(language);
    if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(language)));
    return format.format(value);
  });
}
