import { defineMessages } from '../define-messages';

/** Header, ticker, footer, bottom navigation. */
export const layoutMessages = await defineMessages({ en: () => import('./en/layout'), es: () => import('./es/layout') });
