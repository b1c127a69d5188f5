/** The registrable part we compare: host without a leading "www.", lower case. */
function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * Whether an email address is at the agency's own domain (or a subdomain of it): the evidence
 * that approves an agency claim without a moderator, when the email is verified.
 */
export function emailMatchesWebsite(email: string, website: string | null): boolean {
  if (!website) return false;
  const host = hostOf(website);
  const domain = email.split('@')[1]?.toLowerCase();
  if (!host || !domain || !host.includes('.')) return false;
  return domain === host || domain.endsWith(`.${host}`);
}
