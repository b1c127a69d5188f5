import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { loadLanguage, type Catalogue, type Language, type Messages } from './define-messages';
import { LANGUAGE_QUERY_PARAM, storeLanguage } from './language';
import { formatNumber } from '../lib/format-number';
import { remembered } from '../lib/server-formats';

interface LanguageContextValue {
  language: Language;
  setLanguage: (language: Language) => void;
}

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function I18nProvider({ children, initialLanguage }: { children: ReactNode; initialLanguage: Language }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);

  useEffect(() => {
    // Setting it, even to the value it has, restyles the whole page (its `:lang()` invalidation):
    // on a hydrated creative page a 70 ms task of a slow phone.
    if (document.documentElement.lang !== language) document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    // The page switches once the new language's texts are there (a few small modules).
    void loadLanguage(next).then(() => setLanguageState(next));
    // A `?lang=` left in the address would force the old language on reload.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_QUERY_PARAM)) {
      url.searchParams.delete(LANGUAGE_QUERY_PARAM);
      window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    }
  }, []);

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used inside <I18nProvider>');
  return value;
}

export type Vars = Record<string, string | number>;
type PluralBase<E> = { [K in keyof E]: K extends `${infer Base}_other` ? Base : never }[keyof E];

export interface Translate<E extends Messages> {
  (key: keyof E & string, vars?: Vars): string;
  /** Picks `${key}_one` / `${key}_other` (Intl.PluralRules); `{count}` is filled in, formatted. */
  plural: (key: PluralBase<E> & string, count: number, vars?: Vars) => string;
  /** Whether the catalogue has `key` (a key built from data: an error code). */
  has: (key: string) => key is keyof E & string;
  language: Language;
}

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

// Built once per language: Intl objects are slow to make, and every component that shows texts
// makes a translator (a server render of the home page made hundreds).
const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): 'one' | 'other' {
  const form = remembered(language, 'plural', [count], () => {
    let rules = pluralRules.get(language);
    if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
    return rules.select(count);
  });
  return form === 'one' ? 'one' : 'other';
}

/** A translate function for one catalogue and language; usable outside React. */
export function translator<E extends Messages>(catalogue: Catalogue<E>, language: Language): Translate<E> {
  const fallback: Record<string, string> = catalogue.texts.en ?? {};
  const messages: Record<string, string> = catalogue.texts[language] ?? fallback;
  const t = ((key: string, vars?: Vars) => interpolate(messages[key] ?? fallback[key] ?? key, vars)) as Translate<E>;
  t.plural = (key, count, vars) => {
    return t(`${key}_${pluralForm(language, count)}` as keyof E & string, { count: formatNumber(language, count), ...vars });
  };
  t.has = (key): key is keyof E & string => key in fallback || key in messages;
  t.language = language;
  return t;
}

/** `const t = useTranslations(peopleMessages); t('empty'); t.plural('results', n)` */
export function useTranslations<E extends Messages>(catalogue: Catalogue<E>): Translate<E> {
  const { language } = useLanguage();
  return useMemo(() => translator(catalogue, language), [catalogue, language]);
}
