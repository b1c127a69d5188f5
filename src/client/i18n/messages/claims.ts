import { defineMessages } from '../define-messages';

/** The claim button and dialog on creative and agency pages (spec sections 2, 5, 7, 8). */
export const claimMessages = await defineMessages({ en: () => import('./en/claims'), es: () => import('./es/claims') });
