import { defineMessages } from '../define-messages';

export const peopleMessages = await defineMessages({ en: () => import('./en/people'), es: () => import('./es/people') });
