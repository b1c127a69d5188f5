import { defineMessages } from '../define-messages';

/** The sign-in dialog (spec sections 2, 5 and 8; quoted texts verbatim in their language). */
export const authMessages = await defineMessages({ en: () => import('./en/auth'), es: () => import('./es/auth') });
