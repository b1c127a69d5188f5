import { defineMessages } from '../define-messages';

export const searchMessages = await defineMessages({ en: () => import('./en/search'), es: () => import('./es/search') });
