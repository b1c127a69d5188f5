import { countryName } from '../../../shared/countries';
import { festivalStatus, isoDate } from '../../../shared/festival-status';
import type { SearchResult } from '../../../shared/schemas/search';
import type { Searcher } from './search.repository';

/** A letter of the Latin alphabet with accents, as Unicode decomposes it: "Ñ" -> "N" + tilde. */
const ACCENTED_LATIN = /^[A-Za-z][\u0300-\u036f]+$/;

/**
 * The text as searched, and the key its answer is shared under: trimmed, runs of spaces as one,
 * accented Latin letters without their accents and ASCII in lower case, so "  MA " and "ma",
 * "Muñoz" and "munoz" are one search. It folds only what the database folds the same way
 * (tests/api/search-text.test.ts holds that for every accented Latin letter); every other
 * character is left to the database's `f_unaccent(lower(...))`, which disagrees with JavaScript's
 * folding on a few ("ß", "ø", a final "Σ").
 */
export function searchText(q: string): string {
  return q
    .trim()
    .replace(/ {2,}/g, ' ')
    .replace(/[^\0-\x7f]/gu, (char) => {
      const decomposed = char.normalize('NFD');
      return ACCENTED_LATIN.test(decomposed) ? decomposed[0]! : char;
    })
    .replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** `text`: as `searchText` gives it. */
export async function search(searcher: Searcher, text: string, now: Date): Promise<SearchResult> {
  const { creatives, agencies, festivals } = await searcher(text);
  const today = isoDate(now);
  return {
    creatives: creatives.map((row) => ({ ...row, country: row.countryCode ? countryName(row.countryCode) : null })),
    agencies,
    festivals: festivals.map(({ registrationOpenDate, registrationCloseDate, ...row }) => ({
      ...row,
      country: row.countryCode ? countryName(row.countryCode) : null,
      status: festivalStatus({ registrationOpenDate, registrationCloseDate }, today),
    })),
  };
}
