import type { FastifyRequest } from 'fastify';
import type { Lang } from './html';

// The client's names (src/client/i18n/language.ts): the switcher writes the cookie.
const LANGUAGE_COOKIE = 'palmares.lang';
const isLang = (value: unknown): value is Lang => value === 'en' || value === 'es';

function cookieLanguage(header: string | undefined): Lang | null {
  for (const part of header?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLang(value)) return value;
  }
  return null;
}

/** The first of our languages in Accept-Language, by its q weights (`es-ES,es;q=0.9,en;q=0.8`). */
function acceptedLanguage(header: string | undefined): Lang | null {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLang) ?? null;
}

/**
 * The language a page is rendered in: `?lang=`, then the visitor's choice (cookie), then the
 * browser's Accept-Language, then English. The browser hydrates in the language of `<html lang>`.
 */
export function pageLanguage(request: FastifyRequest): Lang {
  // Fastify parses no query for a path it cannot decode (app.ts, frameworkErrors).
  const query = (request.query as Record<string, unknown> | null) ?? Object.fromEntries(new URLSearchParams(request.url.split('?')[1]));
  const forced = query.lang;
  if (isLang(forced)) return forced;
  return cookieLanguage(request.headers.cookie) ?? acceptedLanguage(request.headers['accept-language']) ?? 'en';
}
