import { isLanguage, type Language } from './define-messages';

export const LANGUAGE_STORAGE_KEY = 'palmares.lang';
export const LANGUAGE_QUERY_PARAM = 'lang';

function readStored(): Language | null {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null; // storage disabled
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage disabled: the choice lasts for this page view only
  }
}

function fromBrowser(): Language {
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const base = tag?.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** `?lang=` forces (and remembers) a language; then the remembered choice; then the browser's. */
export function detectLanguage(): Language {
  const forced = new URLSearchParams(window.location.search).get(LANGUAGE_QUERY_PARAM);
  if (isLanguage(forced)) {
    storeLanguage(forced);
    return forced;
  }
  return readStored() ?? fromBrowser();
}
