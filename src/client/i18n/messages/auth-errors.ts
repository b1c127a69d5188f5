import { defineMessages } from '../define-messages';

/**
 * Sentences for the errors better-auth answers with (`{ code, message }`): the user reads one of
 * these in their language, never the code or better-auth's English message.
 */
export const authErrorMessages = defineMessages({
  en: {
    network: 'We could not reach the server. Check your connection and try again.',
    tooMany: 'Too many attempts. Please wait a minute and try again.',
    origin: 'This page was opened from an address the site does not accept. Open it from its usual address and try again.',
    generic: 'Something went wrong. Please try again.',
    'code.INVALID_EMAIL_OR_PASSWORD': 'Incorrect email or password.',
    'code.INVALID_PASSWORD': 'The password is not correct.',
    'code.INVALID_EMAIL': 'Please enter a valid email address.',
    'code.USER_ALREADY_EXISTS': 'An account with this email already exists. Sign in instead.',
    'code.PASSWORD_TOO_SHORT': 'Password must be at least 6 characters long.',
    'code.PASSWORD_TOO_LONG': 'Password must be at most 128 characters long.',
    'code.INVALID_TOKEN': 'This link is not valid any more: it expired or was already used. Ask for a new one.',
    'code.TOKEN_EXPIRED': 'This link has expired. Ask for a new one.',
    'code.EMAIL_NOT_VERIFIED': 'Please confirm your email address first: follow the link we sent you.',
    'code.EMAIL_ALREADY_VERIFIED': 'Your email address is already confirmed.',
    'code.SESSION_EXPIRED': 'For your security, sign in again to do this.',
    'code.USER_NOT_FOUND': 'We could not find this account.',
    'code.CREDENTIAL_ACCOUNT_NOT_FOUND': 'This account has no password: sign in with the service you used to create it.',
    'code.FAILED_TO_UNLINK_LAST_ACCOUNT': 'You cannot remove your only way to sign in.',
    'code.PROVIDER_NOT_FOUND': 'This sign-in method is not set up on this site.',
    'code.MAIL_DISABLED': 'This site cannot send emails right now, so this is not available. Please contact us.',
    'code.ACCOUNT_LOCKED': 'Too many failed sign-ins on this account. Wait a few minutes, or reset your password with “Forgot password?”.',
  },
  es: {
    network: 'No hemos podido contactar con el servidor. Comprueba tu conexión y vuelve a intentarlo.',
    tooMany: 'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    origin:
      'Esta página se ha abierto desde una dirección que el sitio no acepta. Ábrela desde su dirección habitual y vuelve a intentarlo.',
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
  },
});
