import type { Translation } from '../../define-messages';
import type en from '../en/layout';

export default {
  skipToContent: 'Saltar al contenido',
  home: 'Inicio de Palmarés',
  login: 'Iniciar sesión',
  checkingSession: 'Comprobando tu sesión',
  'language.label': 'Idioma',
  'language.current': 'Idioma: {language}',
  'language.en': 'English',
  'language.es': 'Español',
  'menu.open': 'Abrir menú',
  'menu.title': 'Menú',
  'menu.close': 'Cerrar',
  'search.open': 'Abrir búsqueda',
  'search.close': 'Cerrar búsqueda',
  loadingPage: 'Cargando la página',
} satisfies Translation<typeof en>;
