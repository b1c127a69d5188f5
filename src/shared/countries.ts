import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import es from 'i18n-iso-countries/langs/es.json' with { type: 'json' };
import { foldText } from './text';

countries.registerLocale(en);
countries.registerLocale(es);

// Names people write that the ISO lists do not carry.
const EXTRA_ALIASES: Record<string, string> = {
  uk: 'GB',
  england: 'GB',
  'great britain': 'GB',
  inglaterra: 'GB',
  'gran bretana': 'GB',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  eeuu: 'US',
  'ee.uu.': 'US',
  america: 'US',
  uae: 'AE',
  emiratos: 'AE',
  holland: 'NL',
  holanda: 'NL',
  'south korea': 'KR',
  'corea del sur': 'KR',
  russia: 'RU',
  rusia: 'RU',
};

const byName = new Map<string, string>();
for (const locale of ['en', 'es']) {
  for (const [code, names] of Object.entries(countries.getNames(locale, { select: 'all' }))) {
    for (const name of names) byName.set(foldText(name), code);
  }
}
for (const [alias, code] of Object.entries(EXTRA_ALIASES)) byName.set(alias, code);

/** ISO 3166-1 alpha-2 code from a code or an English or Spanish name; null when unknown. */
export function toCountryCode(input: string): string | null {
  const value = input.trim();
  if (/^[A-Za-z]{2}$/.test(value) && countries.isValid(value.toUpperCase())) return value.toUpperCase();
  return byName.get(foldText(value)) ?? null;
}

export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });
// Intl looks the name up anew on every call (a visible share of a list response's time).
const namesByCode = new Map<string, string>();

/** English name of a code, as the API returns it ("United States", not the official long form). */
export function countryName(code: string): string {
  let name = namesByCode.get(code);
  if (name === undefined) {
    name = englishNames.of(code) ?? code;
    if (namesByCode.size < 1000) namesByCode.set(code, name);
  }
  return name;
}

/** Every ISO 3166-1 alpha-2 code the site knows. */
export function countryCodes(): string[] {
  return Object.keys(countries.getAlpha2Codes());
}
