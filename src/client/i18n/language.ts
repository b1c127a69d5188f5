import { isLanguage, type Language } from './define-messages';

/** The cookie that remembers the visitor's choice; the server reads it to render the page. */
export const LANGUAGE_COOKIE = 'palmares.lang';
export const LANGUAGE_QUERY_PARAM = 'lang';
const ONE_YEAR_S = 365 * 24 * 3600;

export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/**
 * The server decides the language (`?lang=` for that page, then the cookie the switcher sets,
 * then Accept-Language) and renders the page in it; the browser takes it from `<html lang>`,
 * so hydration never mismatches. Only a choice in the switcher sets the cookie: an anonymous
 * visitor who chooses nothing gets no cookie (the Cookie Policy says so).
 */
export function pageLanguage(): Language {
  const rendered = document.documentElement.lang;
  return isLanguage(rendered) ? rendered : 'en';
}
