export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export type Messages = Record<string, string>;

/** One namespace's texts: `es` must have exactly the keys of `en`. */
export interface Catalogue<E extends Messages> {
  en: E;
  es: { [K in keyof E]: string };
}

/**
 * Declares a namespace catalogue. Keys are flat strings (dots allowed: 'status.open');
 * `{name}` marks a placeholder; plural forms are keys ending in `_one` / `_other`
 * (see `t.plural`).
 */
export function defineMessages<E extends Messages>(catalogue: { en: E; es: { [K in keyof E]: string } }): Catalogue<E> {
  return catalogue;
}

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'es';
}
