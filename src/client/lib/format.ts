import { useMemo } from 'react';
import type { Language } from '../i18n/define-messages';
import { useLanguage } from '../i18n/i18n';

export interface Formatters {
  language: Language;
  number: (value: number) => string;
  compact: (value: number) => string;
  currency: (value: number, currency: string) => string;
  /** A calendar date `YYYY-MM-DD` (festival dates): formatted in UTC so it never shifts a day. */
  date: (isoDate: string, style?: 'long' | 'medium' | 'short') => string;
  dateRange: (startIso: string, endIso: string) => string;
  /** Country name in the viewer's language from an ISO code; the code itself if unknown. */
  country: (code: string | null | undefined) => string;
  list: (items: string[]) => string;
}

const cache = new Map<Language, Formatters>();

// The server (Node) and browsers carry different ICU data, and the server's HTML must read the
// same as the browser's render of it: the region names they disagree on are fixed here, and
// dates use plain spaces (some versions put thin or narrow spaces in ranges).
const REGION_NAMES: Record<Language, Record<string, string>> = {
  en: { FK: 'Falkland Islands', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestine' },
  es: { FK: 'Islas Malvinas', HK: 'Hong Kong', MO: 'Macao', PS: 'Palestina' },
};
const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** `make()` on the first call, its value after. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function parseIsoDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

export function formatters(language: Language): Formatters {
  const cached = cache.get(language);
  if (cached) return cached;
  // Each Intl object is made on first use: making them all at once took ~70 ms of a phone's CPU
  // (4x slowed) in the page's hydration, most of it for ones the page never used.
  const numberFormat = once(() => new Intl.NumberFormat(language));
  const compactFormat = once(() => new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }));
  const dateFormats = {
    long: once(() => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })),
    medium: once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })),
    short: once(() => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })),
  };
  const regionNames = once(() => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
  const listFormat = once(() => new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }));
  const created: Formatters = {
    language,
    number: (value) => numberFormat().format(value),
    compact: (value) => compactFormat().format(value),
    currency: (value, currency) => {
      try {
        return new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
      } catch {
        return `${numberFormat().format(value)} ${currency}`;
      }
    },
    date: (isoDate, style = 'medium') => plainSpaces(dateFormats[style]().format(parseIsoDate(isoDate))),
    dateRange: (startIso, endIso) => plainSpaces(dateFormats.medium().formatRange(parseIsoDate(startIso), parseIsoDate(endIso))),
    country: (code) => {
      if (!code) return '';
      const upper = code.toUpperCase();
      try {
        return REGION_NAMES[language][upper] ?? regionNames().of(upper) ?? code;
      } catch {
        return code;
      }
    },
    list: (items) => listFormat().format(items),
  };
  cache.set(language, created);
  return created;
}

/** Intl helpers in the current language: `const format = useFormat(); format.number(1234)`. */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  return useMemo(() => formatters(language), [language]);
}
