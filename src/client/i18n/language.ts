import { isLanguage, type Language } from './define-messages';

/** The cookie that remembers the visitor's choice; the server reads it to render the page. */
export const LANGUAGE_COOKIE = 'palmares.lang';
export const LANGUAGE_QUERY_PARAM = 'lang';
const ONE_YEAR_S = 365 * 24 * 3600;

export function storeLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

function browserLanguage(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

const hasLanguageCookie = () => document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));

/**
 * The server decides the language (`?lang=`, then the cookie, then Accept-Language) and renders
 * the page in it; the browser takes it from `<html lang>`, so hydration never mismatches. A link
 * naming another language than the browser's (a mail's, a shared one) is remembered like a
 * choice in the switcher, so the pages after it (a sign-in redirect) stay in it; a visitor who
 * chooses nothing gets no cookie (the Cookie Policy says so).
 */
export function pageLanguage(): Language {
  const rendered = document.documentElement.lang;
  const forced = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  if (isLanguage(forced) && (forced !== browserLanguage() || hasLanguageCookie())) storeLanguage(forced);
  return isLanguage(rendered) ? rendered : 'en';
}
