import type { Translation } from '../../define-messages';
import type en from '../en/session';

export default {
  'menu.open': 'Menú de la cuenta: {name}',
  'menu.signedInAs': 'Sesión iniciada como',
  'menu.dashboard': 'Panel',
  'menu.account': 'Mi cuenta',
  'menu.moderation': 'Moderación',
  'menu.signOut': 'Cerrar sesión',
  'signOut.title': 'Sesión cerrada',
  'signOut.description': 'Hasta pronto.',
  'signOut.failed': 'No se pudo cerrar la sesión',
  'signOut.error': 'No hemos podido cerrar tu sesión. Inténtalo de nuevo.',
  'unauthorized.title': 'No autorizado',
  'unauthorized.description': 'Has cerrado sesión. Volviendo a iniciar sesión...',
  'welcome.title': '¡Bienvenido!',
  'welcome.description': 'Has iniciado sesión correctamente.',
  'signInError.title': 'Error al iniciar sesión',
  'signInError.social': 'Se ha producido un error inesperado.',
  'signInError.accountNotLinked': 'Ya existe una cuenta con este correo electrónico. Inicia sesión primero con tu correo y tu contraseña.',
  'signInError.emailMissing': 'El proveedor no ha compartido una dirección de correo electrónico con nosotros.',
  'signInError.cancelled': 'Se ha cancelado el inicio de sesión.',
} satisfies Translation<typeof en>;
