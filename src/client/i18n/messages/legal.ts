import { defineMessages } from '../define-messages';

/** Privacy Policy, Terms of Service and Cookie Policy: short, plain and true for this site. */
export const legalMessages = await defineMessages({ en: () => import('./en/legal'), es: () => import('./es/legal') });
