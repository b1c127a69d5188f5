import { defineMessages } from '../define-messages';

export const agenciesMessages = await defineMessages({ en: () => import('./en/agencies'), es: () => import('./es/agencies') });
