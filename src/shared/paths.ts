// Every page route of the site (spec section 2): href builders for links, patterns for the
// client router and for the server, which answers 404 for anything else and fills each
// page's <head> for crawlers.

export const paths = {
  home: { pattern: '/', href: () => '/' },
  rankings: { pattern: '/rankings', href: () => '/rankings' },
  rankingsAgencies: { pattern: '/rankings/agencies', href: () => '/rankings/agencies' },
  rankingsCountries: { pattern: '/rankings/countries', href: () => '/rankings/countries' },
  /** How points are computed, for every ranking and the profile's ledger. */
  scoring: { pattern: '/scoring', href: () => '/scoring' },
  people: { pattern: '/people', href: () => '/people' },
  agencies: { pattern: '/agencies', href: () => '/agencies' },
  festivals: { pattern: '/festivals', href: () => '/festivals' },
  creative: { pattern: '/creative/:param', href: (param: string | number) => `/creative/${encodeURIComponent(param)}` },
  creativeAlias: { pattern: '/creatives/:param', href: (param: string | number) => `/creatives/${encodeURIComponent(param)}` },
  agency: { pattern: '/agency/:slug', href: (slug: string | number) => `/agency/${encodeURIComponent(slug)}` },
  festival: { pattern: '/festival/:slug', href: (slug: string) => `/festival/${encodeURIComponent(slug)}` },
  privacy: { pattern: '/privacy', href: () => '/privacy' },
  terms: { pattern: '/terms', href: () => '/terms' },
  cookies: { pattern: '/cookies', href: () => '/cookies' },
  dashboard: { pattern: '/dashboard', href: () => '/dashboard' },
  moderation: { pattern: '/moderation', href: () => '/moderation' },
  account: { pattern: '/profile/:id', href: (id: string) => `/profile/${encodeURIComponent(id)}` },
  /** Where the reset mail's link lands (`?token=`): the user sets a new password. */
  resetPassword: { pattern: '/reset-password', href: () => '/reset-password' },
  /** Where the verification mail's link lands after the API verified it (`?error=` if not). */
  emailVerified: { pattern: '/email-verified', href: () => '/email-verified' },
} as const;

export type PageName = keyof typeof paths;
export type PageMatch = { page: PageName; params: Record<string, string> };

/** A path segment decoded; one that is not valid percent-encoding stays as written, as the client's router (wouter) keeps it. */
function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Each page's pattern as a regular expression, with its parameters' names in their order. */
const PAGE_PATTERNS = (Object.entries(paths) as [PageName, { pattern: string }][]).map(([page, { pattern }]) => {
  const names: string[] = [];
  const regex = new RegExp(
    `^${pattern.replace(/:(\w+)/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    })}$`,
  );
  return { page, names, regex };
});

/** Which page a pathname is, with its parameters; null for an unknown path (a 404). */
export function matchPage(pathname: string): PageMatch | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { page, names, regex } of PAGE_PATTERNS) {
    const match = regex.exec(clean);
    if (!match) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      params[name] = decodedSegment(match[i + 1] ?? '');
    });
    return { page, params };
  }
  return null;
}
