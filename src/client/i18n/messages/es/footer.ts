import type { Translation } from '../../define-messages';
import type en from '../en/footer';

export default {
  'footer.about': 'El registro público de quién gana qué en publicidad y diseño.',
  'footer.legal': 'Legal',
  'footer.social': 'Redes sociales',
  'footer.privacy': 'Política de privacidad',
  'footer.terms': 'Términos del servicio',
  'footer.cookies': 'Política de cookies',
  'footer.copyright': '© {year} Palmarés. Todos los derechos reservados.',
  'footer.newTab': '(se abre en una pestaña nueva)',
} satisfies Translation<typeof en>;
