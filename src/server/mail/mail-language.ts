export type MailLanguage = 'en' | 'es';

/**
 * The language of a mail: the `lang` the client put in its callback URL (which better-auth
 * carries inside the link it hands us), else the browser's first preference, else English.
 */
export function mailLanguage(authUrl: string, request: Request | undefined): MailLanguage {
  const callback = new URL(authUrl).searchParams.get('callbackURL');
  if (callback) {
    const lang = new URL(callback, 'http://callback.invalid').searchParams.get('lang');
    if (lang === 'es' || lang === 'en') return lang;
  }
  const accepted = request?.headers.get('accept-language')?.trim().toLowerCase() ?? '';
  return accepted.startsWith('es') ? 'es' : 'en';
}
