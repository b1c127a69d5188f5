import { defineMessages } from '../define-messages';

export const rankingsMessages = await defineMessages({ en: () => import('./en/rankings'), es: () => import('./es/rankings') });
