import { defineMessages } from '../define-messages';

/** The notification area (Radix Toast): its landmark label and close button. */
export const toastMessages = await defineMessages({ en: () => import('./en/toast'), es: () => import('./es/toast') });
