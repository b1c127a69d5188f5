import { defineMessages } from '../define-messages';

/** Creative profile. Texts the spec quotes are verbatim in their language; each has its counterpart in the other one. */
export const creativeProfileMessages = await defineMessages({
  en: () => import('./en/creative-profile'),
  es: () => import('./es/creative-profile'),
});
