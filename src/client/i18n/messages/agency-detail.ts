import { defineMessages } from '../define-messages';

/** Agency detail. Texts the spec quotes are verbatim in their language; each has its counterpart in the other one. */
export const agencyDetailMessages = await defineMessages({
  en: () => import('./en/agency-detail'),
  es: () => import('./es/agency-detail'),
});
