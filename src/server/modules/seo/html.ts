// Rendering of the <head> tags the server writes for crawlers and link previews. Every value
// here can come from user-edited data (a creative's name, a bio, a link), so nothing reaches
// the HTML without going through `escapeHtml` or `jsonForScript`.

export const SITE_NAME = 'Palmarés';

export type Lang = 'en' | 'es';

const OG_LOCALES: Record<Lang, string> = { en: 'en_US', es: 'es_ES' };

export interface PageHead {
  /** HTTP status of the page: 404 for unknown paths and unknown slugs. */
  status: number;
  lang: Lang;
  /** The whole document title. */
  title: string;
  description: string;
  /** Absolute canonical URL; null for pages that are not shared (not found, private). */
  canonicalUrl: string | null;
  noindex: boolean;
  ogType: 'website' | 'profile';
  /** Absolute URL of the preview image, or null. */
  image: string | null;
  /** A wide image (festival banner) gets the large Twitter card. */
  wideImage?: boolean;
  /**
   * The image the page paints largest, as its <img> names it (a festival's banner): preloaded from
   * the head, its request starts with the document's first bytes instead of after the stylesheet.
   */
  leadImage?: string | null;
  keywords?: string[];
  jsonLd?: Record<string, unknown>[];
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe in text and in quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` become \u escapes
 * (still the same JSON), so a value holding `</script>` or `<!--` cannot end the block.
 * U+2028/U+2029 are escaped too, for older JavaScript parsers that read the block.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Drops null, undefined and empty arrays or objects, recursively: JSON-LD without holes. */
export function compact<T>(value: T): T {
  if (Array.isArray(value)) {
    return value.map(compact).filter((item) => item !== null && item !== undefined) as T;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter(
        ([, item]) =>
          item !== null &&
          item !== undefined &&
          !(Array.isArray(item) && item.length === 0) &&
          !(typeof item === 'object' && !Array.isArray(item) && Object.keys(item as object).length === 0),
      );
    return Object.fromEntries(entries) as T;
  }
  return value;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${escapeHtml(name)}" content="${escapeHtml(content)}" />`;

/** The tags that go where index.html has its `<!--head-->` marker. */
export function renderHead(head: PageHead): string {
  const tags: string[] = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.leadImage) tags.push(`<link rel="preload" as="image" href="${escapeHtml(head.leadImage)}" fetchpriority="high" />`);
  if (head.keywords?.length) tags.push(meta('name', 'keywords', head.keywords.join(', ')));
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`);

  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', OG_LOCALES[head.lang]),
    meta('property', 'og:locale:alternate', OG_LOCALES[head.lang === 'en' ? 'es' : 'en']),
  );
  if (head.canonicalUrl) tags.push(meta('property', 'og:url', head.canonicalUrl));
  if (head.image) tags.push(meta('property', 'og:image', head.image));

  tags.push(
    meta('name', 'twitter:card', head.image && head.wideImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) tags.push(meta('name', 'twitter:image', head.image));

  for (const data of head.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(compact(data))}</script>`);
  }
  return tags.join('\n    ');
}

/** Where `marker` is in `html` (it is cut out), else just before or after `fallback`. */
function place(html: string, marker: string, fallback: RegExp, after: boolean): [string, string] {
  const at = html.indexOf(marker);
  if (at >= 0) return [html.slice(0, at), html.slice(at + marker.length)];
  const found = fallback.exec(html);
  if (!found) throw new Error(`index.html has neither a ${marker} marker nor a ${fallback.source}`);
  const cut = found.index + (after ? found[0].length : 0);
  return [html.slice(0, cut), html.slice(cut)];
}

/**
 * index.html split, once at start-up, around the places a page fills: its head tags (the
 * `<!--head-->` marker, else the end of the head), the app's HTML (`<!--app-->`, else the start of
 * `#root`) and the hydration state (before `</body>`). The build's own default <title> and
 * description are dropped: each page writes its own.
 *
 * The page comes out encoded, piece by piece: index.html's pieces once, the page's stylesheet
 * when it was cut (page-styles.ts), a page's own pieces each as it is. One string of the whole page
 * was copied once more to be encoded, as a two-byte string whenever a name had a letter past
 * U+00FF: 6% of a creative page's server time at 1M creatives. Each piece is written into one
 * buffer kept for the purpose and the page copied out of it once: `Buffer.from` on each piece
 * counted its bytes first, and the pieces were copied again to be joined (a creative page's
 * 110 KB: 0.17 ms against 0.07).
 */
export interface PageParts {
  /** The head's tags but the stylesheet. */
  head: string;
  /** The `<style>` element. */
  styles: Uint8Array;
  app: string;
  /** The hydration state's `<script>`. */
  state: string;
}

export function compileTemplate(html: string): (lang: Lang, parts: PageParts) => Buffer {
  const source = html.replace(/\s*<title>[\s\S]*?<\/title>/i, '').replace(/\s*<meta\s[^>]*\bname=["']description["'][^>]*>/i, '');
  const [head, afterHead] = place(source, '<!--head-->', /<\/head>/i, false);
  const [beforeApp, afterApp] = place(afterHead, '<!--app-->', /<div id="root">/i, true);
  const [beforeState, end] = place(afterApp, '<!--state-->', /<\/body>/i, false);
  const withLang = (lang: Lang) =>
    /<html\b[^>]*\blang=/i.test(head)
      ? head.replace(/(<html\b[^>]*\blang=)(["'])[^"']*\2/i, (_, start: string, quote: string) => `${start}${quote}${lang}${quote}`)
      : head.replace(/<html\b/i, `<html lang="${lang}"`);
  const headByLang: Record<Lang, Buffer> = { en: Buffer.from(withLang('en')), es: Buffer.from(withLang('es')) };
  const beforeAppBytes = Buffer.from(beforeApp);
  const beforeStateBytes = Buffer.from(beforeState);
  const endBytes = Buffer.from(end);
  let scratch = Buffer.allocUnsafe(256 * 1024);
  // Concatenation, not String.replace: a `$&` in a name must stay literal.
  return (lang, parts) => {
    const pieces = [headByLang[lang], parts.head, parts.styles, beforeAppBytes, parts.app, beforeStateBytes, parts.state, endBytes];
    // At most 3 bytes for each UTF-16 unit of a string.
    const most = pieces.reduce<number>((sum, piece) => sum + (typeof piece === 'string' ? 3 * piece.length : piece.length), 0);
    if (most > scratch.length) scratch = Buffer.allocUnsafe(most);
    let at = 0;
    for (const piece of pieces) {
      if (typeof piece === 'string') at += scratch.write(piece, at);
      else {
        scratch.set(piece, at);
        at += piece.length;
      }
    }
    return Buffer.from(scratch.subarray(0, at));
  };
}
