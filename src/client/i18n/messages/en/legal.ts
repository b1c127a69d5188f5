/** Privacy Policy, Terms of Service and Cookie Policy: short, plain and true for this site. */
export default {
  updated: 'Last updated: {date}',
  contents: 'On this page',
  related: 'Related',
  'contact.email': 'privacy@palmares.example',

  'privacy.title': 'Privacy Policy',
  'privacy.description': 'What personal data Palmarés keeps, why, and how to have it changed or deleted.',
  'privacy.intro':
    'Palmarés is a public ranking of creatives, agencies and award festivals. This page explains what personal data we keep, why we keep it and what you can do about it.',
  'privacy.public.title': 'What is public',
  'privacy.public.p1':
    'The rankings, creative and agency profiles, verified awards and festival information are public: anyone can read them without an account, and search engines can index them.',
  'privacy.public.p2':
    'What you enter in your creative profile (name, country, agency, specialty, bio, links, experience figures and projects) is published on that profile.',
  'privacy.stored.title': 'What we store when you have an account',
  'privacy.stored.i1':
    'Your email address and name, from sign-up or from the provider you sign in with (Google, Twitter/X, LinkedIn or Microsoft).',
  'privacy.stored.i2': 'A hash of your password if you use email and password. We never store the password itself.',
  'privacy.stored.i3': 'Your active sessions, so that you stay signed in.',
  'privacy.stored.i4':
    'The profile data you enter, the awards you submit and the profile claims you make, including the reason and contact details you give with a claim.',
  'privacy.use.title': 'Why we use it',
  'privacy.use.p1':
    'Only to sign you in, to show your profile, and to moderate awards and claims so that the ranking stays trustworthy. We do not sell data, we do not show advertising and we do not track you across other sites.',
  'privacy.moderation.title': 'Moderation',
  'privacy.moderation.p1':
    'Awards you submit and claims on creative or agency profiles are reviewed by our moderators before they count or take effect. Moderators see what you submitted, including the reason and contact details of a claim. Those are never shown publicly.',
  'privacy.rights.title': 'Your choices and rights',
  'privacy.rights.i1': 'You can see and edit your profile at any time from your dashboard.',
  'privacy.rights.i2':
    'You can delete your account. We then delete your account, sessions and sign-in details. Your creative profile stays in the public ranking, with its verified awards, but becomes unclaimed: it is no longer linked to you.',
  'privacy.rights.i3':
    'To have public profile data corrected or removed, or to ask for a copy of the data we hold about you, write to us. We answer within 30 days.',
  'privacy.contact.title': 'Contact',
  'privacy.contact.p1': 'For anything about your data, write to',

  'terms.title': 'Terms of Service',
  'terms.description': 'The rules for using Palmarés: accounts, what you may submit, moderation and public data.',
  'terms.intro': 'These terms apply when you use Palmarés. By browsing the site or creating an account you accept them.',
  'terms.service.title': 'The service',
  'terms.service.p1':
    'Palmarés is a free, public directory and ranking of creative professionals, agencies and award festivals. Creatives earn points from verified awards: Grand Prix 500, Gold 300, Silver 200, Bronze 100 and Shortlist 50.',
  'terms.account.title': 'Your account',
  'terms.account.p1':
    'Keep your sign-in details safe. An account belongs to one person, who is responsible for what is done with it. You must be old enough to agree to these terms where you live.',
  'terms.submissions.title': 'What you submit',
  'terms.submissions.i1': 'Submit only true information, and only awards that you or your team actually won.',
  'terms.submissions.i2': 'Claim only a profile that is you, or an agency you are entitled to represent.',
  'terms.submissions.i3':
    'Moderators may verify, reject or remove awards, claims and profile content, and may suspend accounts that abuse the service.',
  'terms.public.title': 'Public data',
  'terms.public.p1':
    'The ranking data is public. What you add to your profile is published and may appear in rankings, search results and link previews on other sites.',
  'terms.warranty.title': 'No guarantees',
  'terms.warranty.p1':
    'We work to keep the data correct, but festival dates, fees and results can change. Check with the festival before you enter work. The service is provided as it is, without warranties, as far as the law allows.',
  'terms.ending.title': 'Leaving',
  'terms.ending.p1':
    'You can delete your account at any time; your creative profile then becomes unclaimed. We may update these terms and will change the date at the top when we do.',
  'terms.contact.title': 'Contact',
  'terms.contact.p1': 'Questions about these terms:',

  'cookies.title': 'Cookie Policy',
  'cookies.description': 'Palmarés uses one sign-in cookie and one for the language you choose. No tracking, no ads.',
  'cookies.intro': 'We keep this short because there is little to say: Palmarés uses only what it needs to work.',
  'cookies.session.title': 'Session cookie',
  'cookies.session.p1':
    'When you sign in we set one session cookie so that you stay signed in. It is httpOnly (scripts on the page cannot read it), sent only to this site, and used for sign-in only. It is removed when you sign out or when the session expires. Signing in may also set short-lived security cookies needed for the sign-in itself.',
  'cookies.language.title': 'Language preference',
  'cookies.language.p1':
    'When you choose English or Spanish in the language menu (or open a link to a page in the other language than your browser’s), we keep your choice in a cookie (palmares.lang, for a year), so that our server sends the next pages in your language. It holds only the language, nothing that identifies you. Without it, pages follow your browser’s language.',
  'cookies.none.title': 'What we do not use',
  'cookies.none.p1':
    'No analytics, tracking or advertising cookies, and no third-party cookies. If you browse without signing in or choosing a language, we set no cookies at all.',
  'cookies.control.title': 'Your control',
  'cookies.control.p1':
    'You can delete cookies in your browser settings at any time. Deleting the session cookie signs you out; deleting the language cookie brings back your browser’s language.',
  'cookies.contact.title': 'Contact',
  'cookies.contact.p1': 'Questions about cookies:',
};
