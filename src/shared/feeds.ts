// Open data outside the API (README, "Open data"): calendar feeds and badges, linked from pages.

export const feedPaths = {
  festivalsCalendar: () => '/festivals.ics',
  festivalCalendar: (slug: string) => `/festival/${encodeURIComponent(slug)}.ics`,
  creativeBadge: (username: string) => `/badge/creative/${encodeURIComponent(username)}.svg`,
  agencyBadge: (slug: string) => `/badge/agency/${encodeURIComponent(slug)}.svg`,
} as const;

/** The same feed as a subscription: calendar apps open `webcal:` links and keep polling the feed. */
export function webcalUrl(absoluteUrl: string): string {
  return absoluteUrl.replace(/^https?:/, 'webcal:');
}
