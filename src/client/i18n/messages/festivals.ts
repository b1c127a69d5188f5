import { defineMessages } from '../define-messages';

export const festivalsMessages = await defineMessages({ en: () => import('./en/festivals'), es: () => import('./es/festivals') });
