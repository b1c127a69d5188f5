import type { Translation } from '../../define-messages';
import type en from '../en/agencies';

export default {
  title: 'Agencias',
  description: 'Las agencias y estudios detrás del trabajo premiado, y dónde operan.',
  metaDescription: 'Explora agencias creativas por país y tamaño, con sus premios.',
  'filter.label': 'Filtrar agencias',
  'filter.search': 'Buscar',
  'filter.searchPlaceholder': 'Nombre de la agencia...',
  'filter.size': 'Tamaño',
  'filter.allSizes': 'Todos los tamaños',
  empty: 'No se encontraron agencias',
  count_one: '{count} agencia',
  count_other: '{count} agencias',
  headquarters: 'Sede',
  employees: '{count} empleados',
  founded: 'Fundada en {year}',
  'awards.gold': 'Oro',
  'awards.silver': 'Plata',
  'awards.bronze': 'Bronce',
  'awards.grandPrix': 'Grand Prix',
  error: 'No se pudieron cargar las agencias.',
} satisfies Translation<typeof en>;
