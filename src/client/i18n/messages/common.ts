import { defineMessages } from '../define-messages';

/** Texts shared by many screens: brand, navigation, generic states, labels of shared keys. */
export const commonMessages = await defineMessages({ en: () => import('./en/common'), es: () => import('./es/common') });
