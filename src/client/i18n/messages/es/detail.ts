import type { Translation } from '../../define-messages';
import type en from '../en/detail';

export default {
  newTab: '(se abre en una pestaña nueva)',
  'links.website': 'Sitio web',
  'links.linkedin': 'LinkedIn',
  'links.portfolio': 'Portafolio',
} satisfies Translation<typeof en>;
