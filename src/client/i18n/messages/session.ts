import { defineMessages } from '../define-messages';

/**
 * The session in every page: the header's account menu, the 'Unauthorized' redirect, and the
 * toasts that follow a social sign-in round trip. Small on purpose: it loads with the home page.
 */
export const sessionMessages = await defineMessages({ en: () => import('./en/session'), es: () => import('./es/session') });
