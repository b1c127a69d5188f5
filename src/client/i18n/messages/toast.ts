import { defineMessages } from '../define-messages';

/** The notification area (Radix Toast): its landmark label and close button. */
export const toastMessages = defineMessages({
  en: {
    viewport: 'Notifications ({hotkey})',
    close: 'Dismiss notification',
  },
  es: {
    viewport: 'Notificaciones ({hotkey})',
    close: 'Cerrar la notificación',
  },
});
