import { defineMessages } from '../define-messages';

/** The account page `/profile/{id}` (the signed-in owner only). */
export const accountMessages = await defineMessages({ en: () => import('./en/account'), es: () => import('./es/account') });
