// What the server's render formatted travels with the page (its state), and the browser's
// hydration reads it instead of formatting again: it then makes no Intl object. The first Intl
// object of a kind costs a slow phone 35-90 ms (the browser lists every locale it could serve
// it in), which landed in hydration's longest task (/people: 55 of 65 ms at 4x slowdown). The
// browser's render also reads exactly as the server's HTML, whatever ICU data each carries.

/** Formatted values by `formatKey`. */
export type Formats = Record<string, string>;

/** A formatted value's key: `en|number|[1234]`. */
export function formatKey(language: string, kind: string, args: unknown[]): string {
  return `${language}|${kind}|${JSON.stringify(args)}`;
}

let known: Formats = {};
let recording: Formats | null = null;

/** `format()`'s value for `key`: as the server rendered it when the page brought it. */
export function remembered(key: string, format: () => string): string {
  const value = known[key] ?? format();
  if (recording) recording[key] = value;
  return value;
}

/** Runs a (synchronous) render and returns what it formatted with it. */
export function recordFormats<T>(render: () => T): { result: T; formats: Formats } {
  const formats: Formats = {};
  recording = formats;
  try {
    return { result: render(), formats };
  } finally {
    recording = null;
  }
}

/** Takes the values a server-rendered page brought. */
export function knowFormats(formats: Formats): void {
  known = formats;
}
