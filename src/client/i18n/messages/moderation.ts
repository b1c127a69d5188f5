import { defineMessages } from '../define-messages';

/** The moderators' screen (DESIGN.md section 5): pending claims and unverified awards. */
export const moderationMessages = await defineMessages({ en: () => import('./en/moderation'), es: () => import('./es/moderation') });
