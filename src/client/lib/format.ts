import { useMemo } from 'react';
import type { Language } from '../i18n/define-messages';
import { useLanguage } from '../i18n/i18n';
import { formatNumber } from './format-number';
import { remembered, rememberedGroup } from './server-formats';

export interface Formatters {
  language: Language;
  number: (value: number) => string;
  currency: (value: number, currency: string) => string;
  /** A calendar date `YYYY-MM-DD` (festival dates): formatted in UTC so it never shifts a day. */
  date: (isoDate: string, style?: 'long' | 'medium' | 'short') => string;
  dateRange: (startIso: string, endIso: string) => string;
  /** "tomorrow", "in 5 days", "yesterday": a number of days from today. */
  days: (count: number) => string;
  /** Country name in the viewer's language from an ISO code; the code itself if unknown. */
  country: (code: string | null | undefined) => string;
  /** `[code, name]` of each ISO code, in the order of the names in the viewer's language. */
  countriesByName: (codes: string[]) => [string, string][];
}

/** The formatters that make a string from their arguments, each read back when the server's render made it. */
type StringFormatters = Omit<Formatters, 'language' | 'number' | 'countriesByName'>;

const cache = new Map<Language, Formatters>();

// The server (Node) and browsers carry different ICU data, and the server's HTML must read the
// same as the browser's render of it: the region names they disagree on are fixed here, and
// dates use plain spaces (some versions put thin or narrow spaces in ranges). A value the
// server's render formatted is read back as it is (server-formats.ts).
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

/**
 * On the server, `make`'s value per arguments, made once: each language's country names were made
 * again through Intl by every render of a page (its 68 country filter options: a sixth of a
 * people page's render), and a festival card's dates and fee (a date range and a currency made
 * through Intl: a quarter of the festivals page's render). The browser has no need (it reads
 * what the server's render formatted), and its bundle carries none of this
 * (`import.meta.env.SSR` at the call).
 */
function keptOnServer<A extends (string | number | null | undefined)[], V>(make: (...args: A) => V): (...args: A) => V {
  const made = new Map<string, V>();
  return (...args) => {
    const key = args.map(String).join('\n');
    let value = made.get(key);
    if (value === undefined) {
      // Country codes, festival dates and fees: a few thousand at most, but bounded all the same.
      if (made.size >= 5000) made.clear();
      made.set(key, (value = make(...args)));
    }
    return value;
  };
}

function parseIsoDate(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
}

export function formatters(language: Language): Formatters {
  const cached = cache.get(language);
  if (cached) return cached;
  // Each Intl object is made on first use, and none for a value the server's render formatted.
  const dateFormats = {
    long: once(() => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' })),
    medium: once(() => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })),
    short: once(() => new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' })),
  };
  const regionNames = once(() => new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }));
  const collator = once(() => new Intl.Collator(language));
  const relativeFormat = once(() => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }));
  const countryName = (code: string | null | undefined) => {
    if (!code) return '';
    const upper = code.toUpperCase();
    try {
      return REGION_NAMES[language][upper] ?? regionNames().of(upper) ?? code;
    } catch {
      return code;
    }
  };
  const currency = (value: number, code: string) => {
    try {
      return new Intl.NumberFormat(language, { style: 'currency', currency: code, maximumFractionDigits: 0 }).format(value);
    } catch {
      return `${formatNumber(language, value)} ${code}`;
    }
  };
  const date = (isoDate: string, style: 'long' | 'medium' | 'short' = 'medium') =>
    plainSpaces(dateFormats[style]().format(parseIsoDate(isoDate)));
  const dateRange = (startIso: string, endIso: string) =>
    plainSpaces(dateFormats.medium().formatRange(parseIsoDate(startIso), parseIsoDate(endIso)));
  const formats: StringFormatters = {
    currency: import.meta.env.SSR ? keptOnServer(currency) : currency,
    date: import.meta.env.SSR ? keptOnServer(date) : date,
    dateRange: import.meta.env.SSR ? keptOnServer(dateRange) : dateRange,
    days: (count) => relativeFormat().format(count, 'day'),
    country: import.meta.env.SSR ? keptOnServer(countryName) : countryName,
  };
  const remembering = Object.fromEntries(
    Object.entries(formats).map(([kind, format]) => [
      kind,
      (...args: never[]) => remembered(language, kind, args, () => (format as (...args: never[]) => string)(...args)),
    ]),
  ) as StringFormatters;
  const created: Formatters = {
    ...remembering,
    language,
    number: (value) => formatNumber(language, value),
    countriesByName: (codes) =>
      Object.entries(
        rememberedGroup(
          language,
          'countries',
          (group) => codes.length === Object.keys(group).length && codes.every((code) => code in group),
          () =>
            Object.fromEntries(
              codes.map((code): [string, string] => [code, formats.country(code)]).sort((a, b) => collator().compare(a[1], b[1])),
            ),
        ),
      ),
  };
  cache.set(language, created);
  return created;
}

/** Intl helpers in the current language: `const format = useFormat(); format.number(1234)`. */
export function useFormat(): Formatters {
  const { language } = useLanguage();
  return useMemo(() => formatters(language), [language]);
}
