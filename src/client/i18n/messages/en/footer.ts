/** The site footer. */
export default {
  'footer.about': 'The public record of who wins what in advertising and design.',
  'footer.legal': 'Legal',
  'footer.social': 'Social media',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms of Service',
  'footer.cookies': 'Cookie Policy',
  'footer.copyright': '© {year} Palmarés. All rights reserved.',
  'footer.newTab': '(opens in a new tab)',
};
