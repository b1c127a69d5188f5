import { defineMessages } from '../define-messages';

/** Shared by the detail pages (creative, festival, agency); each page's own texts are in its catalogue. */
export const detailMessages = await defineMessages({ en: () => import('./en/detail'), es: () => import('./es/detail') });
