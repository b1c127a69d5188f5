import { defineMessages } from '../define-messages';

/**
 * Sentences for the errors better-auth answers with (`{ code, message }`): the user reads one of
 * these in their language, never the code or better-auth's English message.
 */
export const authErrorMessages = await defineMessages({ en: () => import('./en/auth-errors'), es: () => import('./es/auth-errors') });
