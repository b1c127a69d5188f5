import { defineMessages } from '../define-messages';

/** `/scoring`: how every point of every ranking and ledger is computed (issue 12). */
export const scoringMessages = await defineMessages({ en: () => import('./en/scoring'), es: () => import('./es/scoring') });
