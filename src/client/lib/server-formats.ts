// What the server's render formatted travels with the page (its state), and the browser's
// hydration reads it instead of formatting again: it then makes no Intl object. The first Intl
// object of a kind costs a slow phone 35-90 ms (the browser lists every locale it could serve
// it in), which landed in hydration's longest task (/people: 55 of 65 ms at 4x slowdown). The
// browser's render also reads exactly as the server's HTML, whatever ICU data each carries.

/** Formatted values by language and kind (`en|number`), then by input: `1234`, or several arguments as JSON. */
export type Formats = Record<string, Record<string, string>>;

let known: Formats = {};
let recording: Formats | null = null;

/** `format()`'s value for `kind` and `args`: as the server rendered it when the page brought it. */
export function remembered(
  language: string,
  kind: string,
  args: (string | number | string[] | null | undefined)[],
  format: () => string,
): string {
  const group = `${language}|${kind}`;
  const input = args.length === 1 && typeof args[0] !== 'object' ? String(args[0]) : JSON.stringify(args);
  const value = known[group]?.[input] ?? format();
  if (recording) (recording[group] ??= {})[input] = value;
  return value;
}

/** A group of values made at once, its keys in their order (a sorted list): the page's when `fits` it. */
export function rememberedGroup(
  language: string,
  kind: string,
  fits: (group: Record<string, string>) => boolean,
  make: () => Record<string, string>,
) {
  const key = `${language}|${kind}`;
  const group = known[key] && fits(known[key]) ? known[key] : make();
  if (recording) recording[key] = group;
  return group;
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
