import { defineMessages } from '../define-messages';

/** The site footer. Its own catalogue: the part hydrates after the page, and brings its texts then. */
export const footerMessages = await defineMessages({ en: () => import('./en/footer'), es: () => import('./es/footer') });
