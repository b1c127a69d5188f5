/**
 * Shared by the detail pages (creative, festival, agency). Texts the spec quotes are verbatim in
 * their language; each has its counterpart in the other one.
 */
export default {
  // Shared by the detail pages
  newTab: '(opens in a new tab)',
  'links.website': 'Website',
  'links.linkedin': 'LinkedIn',
  'links.portfolio': 'Portfolio',
};
