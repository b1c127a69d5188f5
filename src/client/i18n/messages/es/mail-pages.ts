import type { Translation } from '../../define-messages';
import type en from '../en/mail-pages';

export default {
  'reset.title': 'Elige una nueva contraseña',
  'reset.description': 'Elige una nueva contraseña para tu cuenta de Palmarés. Se cerrará la sesión en todos los dispositivos.',
  'reset.field.password': 'Nueva contraseña',
  'reset.field.confirm': 'Repite la nueva contraseña',
  'reset.hint': 'Mínimo 6 caracteres',
  'reset.show': 'Mostrar las contraseñas',
  'reset.hide': 'Ocultar las contraseñas',
  'reset.submit': 'Guardar la nueva contraseña',
  'reset.busy': 'Guardando...',
  'reset.required': 'Escribe la nueva contraseña dos veces.',
  'reset.tooShort': 'La contraseña debe tener al menos 6 caracteres.',
  'reset.mismatch': 'Las dos contraseñas no coinciden.',
  'reset.done.title': 'Contraseña cambiada',
  'reset.done.description': 'Inicia sesión con tu nueva contraseña.',
  'reset.failure.title': 'No se ha cambiado la contraseña',
  'reset.invalid.title': 'Este enlace ya no funciona',
  'reset.invalid.description':
    'Los enlaces para restablecer la contraseña solo funcionan una vez y caducan en 1 hora. Pide uno nuevo y usa el último correo.',
  'reset.invalid.action': 'Pedir un enlace nuevo',
  'verified.title': 'Correo confirmado',
  'verified.description': 'Gracias: tu dirección de correo electrónico está confirmada.',
  'verified.failed.title': 'No hemos podido confirmar tu correo',
  'verified.toAccount': 'Ir a mi cuenta',
  'verified.toHome': 'Ir a la clasificación',
  'verified.signIn': 'Inicia sesión para pedir un enlace nuevo',
} satisfies Translation<typeof en>;
