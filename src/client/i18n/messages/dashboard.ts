import { defineMessages } from '../define-messages';

/**
 * The dashboard, the add-award dialog and the profile form (spec sections 2, 5, 7, 8). The
 * spec's Spanish texts are the `es` texts verbatim; `en` holds their counterparts.
 */
export const dashboardMessages = await defineMessages({ en: () => import('./en/dashboard'), es: () => import('./es/dashboard') });
