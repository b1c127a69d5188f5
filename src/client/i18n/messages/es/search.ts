import type { Translation } from '../../define-messages';
import type en from '../en/search';

export default {
  label: 'Buscar creativos, agencias y festivales',
  placeholder: 'Buscar creativos, agencias, festivales...',
  placeholderShort: 'Buscar...',
  searching: 'Buscando...',
  noResults: 'No se encontraron resultados',
  noResultsHint: 'Prueba con otros términos de búsqueda',
  failed: 'La búsqueda ha fallado',
  creatives: 'Creativos',
  agencies: 'Agencias',
  festivals: 'Festivales',
  'all.creatives': 'Todos los creativos que coinciden con «{query}»',
  'all.agencies': 'Todas las agencias que coinciden con «{query}»',
  'all.festivals': 'Todos los festivales que coinciden con «{query}»',
  clear: 'Borrar búsqueda',
  results_one: '{count} resultado',
  results_other: '{count} resultados',
} satisfies Translation<typeof en>;
