import { defineMessages } from '../define-messages';

/** The live news ticker under the header. Its own catalogue: the part hydrates after the page, and brings its texts then. */
export const tickerMessages = await defineMessages({ en: () => import('./en/ticker'), es: () => import('./es/ticker') });
