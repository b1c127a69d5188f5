import { defineMessages } from '../define-messages';

/**
 * Creative profile, festival detail and agency detail. Texts the spec quotes are verbatim in
 * their language; each has its counterpart in the other one.
 */
export const detailMessages = await defineMessages({ en: () => import('./en/detail'), es: () => import('./es/detail') });
