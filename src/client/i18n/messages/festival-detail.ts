import { defineMessages } from '../define-messages';

/** Festival detail. Texts the spec quotes are verbatim in their language; each has its counterpart in the other one. */
export const festivalDetailMessages = await defineMessages({
  en: () => import('./en/festival-detail'),
  es: () => import('./es/festival-detail'),
});
