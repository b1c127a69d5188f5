export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Messages = Record<string, string>;

/** A namespace's texts in another language than English: exactly the English keys. */
export type Translation<E extends Messages> = { [K in keyof E]: string };

type TextsModule<T> = Promise<{ default: T }>;

/**
 * One namespace's texts. Each language is a module of its own, so a browser loads only the
 * language of the page; the server (and the tests) load every language.
 */
export interface Catalogue<E extends Messages> {
  /** The languages loaded so far. */
  texts: Partial<Record<Language, E>>;
  /** Loads a language's texts (once). */
  load: (language: Language) => Promise<void>;
}

/** A catalogue's keys and texts, for types: `Translate<MessagesOf<typeof xMessages>>`. */
export type MessagesOf<C> = C extends Catalogue<infer E> ? E : never;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}

const inBrowser = typeof document !== 'undefined';
// Every catalogue the browser has imported: switching language loads them all in the new one.
const catalogues = new Set<Catalogue<Messages>>();
let browserLanguage: Language = inBrowser && isLanguage(document.documentElement.lang) ? document.documentElement.lang : 'en';

/**
 * Declares a namespace catalogue from its languages' modules and loads the current language:
 * `export const xMessages = await defineMessages({ en: () => import('./en/x'), es: () => import('./es/x') })`.
 * The top-level await makes a chunk that uses the texts wait for them, so nothing renders
 * before its words are there (the server's HTML preloads the page's language modules).
 * Keys are flat strings (dots allowed: 'status.open'); `{name}` marks a placeholder; plural
 * forms are keys ending in `_one` / `_other` (see `t.plural`).
 */
export async function defineMessages<E extends Messages>(modules: {
  en: () => TextsModule<E>;
  es: () => TextsModule<Translation<E>>;
}): Promise<Catalogue<E>> {
  const loading: Partial<Record<Language, Promise<void>>> = {};
  const catalogue: Catalogue<E> = {
    texts: {},
    load: (language) =>
      (loading[language] ??= modules[language]().then((module) => {
        catalogue.texts[language] = module.default as E;
      })),
  };
  if (inBrowser) {
    catalogues.add(catalogue);
    // And the language the page shows, until a switch has rendered (I18nProvider then sets
    // <html lang>): a part whose code comes during a switch still hydrates the server's HTML in it.
    const shown = document.documentElement.lang;
    if (isLanguage(shown)) await catalogue.load(shown);
    await catalogue.load(browserLanguage);
  } else {
    await Promise.all(LANGUAGES.map((language) => catalogue.load(language)));
  }
  return catalogue;
}

/** Loads every catalogue imported so far in `language`; catalogues imported later load in it. */
export async function loadLanguage(language: Language): Promise<void> {
  browserLanguage = language;
  await Promise.all([...catalogues].map((catalogue) => catalogue.load(language)));
}
