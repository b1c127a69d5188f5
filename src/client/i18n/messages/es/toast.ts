import type { Translation } from '../../define-messages';
import type en from '../en/toast';

export default {
  viewport: 'Notificaciones ({hotkey})',
  close: 'Cerrar la notificación',
} satisfies Translation<typeof en>;
