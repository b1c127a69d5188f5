import type { Translation } from '../../define-messages';
import type en from '../en/auth-errors';

export default {
  network: 'No hemos podido contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
  tooMany: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
  unavailable: 'El servicio está ocupado. Vuelve a intentarlo en un momento.',
  origin: 'Esta página se ha abierto desde una dirección que el sitio no acepta. Ábrela desde su dirección habitual y vuelve a intentarlo.',
  generic: 'Algo ha fallado. Vuelve a intentarlo.',
  'code.INVALID_EMAIL_OR_PASSWORD': 'Correo electrónico o contraseña incorrectos.',
  'code.INVALID_PASSWORD': 'La contraseña no es correcta.',
  'code.INVALID_EMAIL': 'Introduce una dirección de correo electrónico válida.',
  'code.USER_ALREADY_EXISTS': 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
  'code.PASSWORD_TOO_SHORT': 'La contraseña debe tener al menos 6 caracteres.',
  'code.PASSWORD_TOO_LONG': 'La contraseña debe tener como máximo 128 caracteres.',
  'code.INVALID_TOKEN': 'Este enlace ya no es válido: ha caducado o ya se ha usado. Pide uno nuevo.',
  'code.TOKEN_EXPIRED': 'Este enlace ha caducado. Pide uno nuevo.',
  'code.EMAIL_NOT_VERIFIED': 'Primero confirma tu correo electrónico con el enlace que te hemos enviado.',
  'code.EMAIL_ALREADY_VERIFIED': 'Tu correo electrónico ya está confirmado.',
  'code.SESSION_EXPIRED': 'Por tu seguridad, vuelve a iniciar sesión para hacer esto.',
  'code.USER_NOT_FOUND': 'No hemos encontrado esta cuenta.',
  'code.CREDENTIAL_ACCOUNT_NOT_FOUND': 'Esta cuenta no tiene contraseña: inicia sesión con el servicio con el que la creaste.',
  'code.FAILED_TO_UNLINK_LAST_ACCOUNT': 'No puedes quitar tu única forma de iniciar sesión.',
  'code.PROVIDER_NOT_FOUND': 'Este método de acceso no está configurado en este sitio.',
  'code.MAIL_DISABLED': 'Ahora mismo este sitio no puede enviar correos, así que esto no está disponible. Contacta con nosotros.',
  'code.ACCOUNT_LOCKED':
    'Demasiados intentos fallidos en esta cuenta. Espera unos minutos o restablece tu contraseña con «¿Has olvidado tu contraseña?».',
} satisfies Translation<typeof en>;
