import { defineMessages } from '../define-messages';

/** The pages the mails' links open: choosing a new password, and the email confirmation. */
export const mailPageMessages = await defineMessages({ en: () => import('./en/mail-pages'), es: () => import('./es/mail-pages') });
