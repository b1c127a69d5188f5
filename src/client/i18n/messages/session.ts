import { defineMessages } from '../define-messages';

/**
 * The session in every page: the header's account menu, the 'Unauthorized' redirect, and the
 * toasts that follow a social sign-in round trip. Small on purpose: it loads with the home page.
 */
export const sessionMessages = defineMessages({
  en: {
    'menu.open': 'Account menu: {name}',
    'menu.signedInAs': 'Signed in as',
    'menu.dashboard': 'Dashboard',
    'menu.account': 'My account',
    'menu.moderation': 'Moderation',
    'menu.signOut': 'Sign out',
    'menu.checking': 'Checking your session',
    'signOut.title': 'Signed out',
    'signOut.description': 'See you soon.',
    'signOut.failed': 'Sign-out failed',
    'signOut.error': 'We could not sign you out. Please try again.',
    'unauthorized.title': 'Unauthorized',
    'unauthorized.description': 'You are logged out. Logging in again...',
    'welcome.title': 'Welcome!',
    'welcome.description': 'You have successfully signed in.',
    'signInError.title': 'Sign in error',
    'signInError.social': 'An unexpected error occurred.',
    'signInError.accountNotLinked': 'An account with this email already exists. Sign in with your email and password first.',
    'signInError.emailMissing': 'The provider did not share an email address with us.',
    'signInError.cancelled': 'The sign-in was cancelled.',
  },
  es: {
    'menu.open': 'Menú de la cuenta: {name}',
    'menu.signedInAs': 'Sesión iniciada como',
    'menu.dashboard': 'Panel',
    'menu.account': 'Mi cuenta',
    'menu.moderation': 'Moderación',
    'menu.signOut': 'Cerrar sesión',
    'menu.checking': 'Comprobando tu sesión',
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
    'signInError.accountNotLinked':
      'Ya existe una cuenta con este correo electrónico. Inicia sesión primero con tu correo y tu contraseña.',
    'signInError.emailMissing': 'El proveedor no ha compartido una dirección de correo electrónico con nosotros.',
    'signInError.cancelled': 'Se ha cancelado el inicio de sesión.',
  },
});
