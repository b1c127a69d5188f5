import type { Translation } from '../../define-messages';
import type en from '../en/people';

export default {
  title: 'Creativos',
  description: 'Descubre a los creativos detrás del trabajo más premiado del mundo.',
  metaDescription: 'Busca y filtra creativos por país y disciplina, con sus puntos y premios.',
  'filter.label': 'Filtrar creativos',
  'filter.search': 'Buscar',
  'filter.searchPlaceholder': 'Nombre, agencia...',
  'filter.category': 'Categoría',
  empty: 'No se encontraron creativos que coincidan con tus criterios.',
  count_one: '{count} creativo',
  count_other: '{count} creativos',
  countAtLeast_one: '{count}+ creativos',
  countAtLeast_other: '{count}+ creativos',
  rank: 'Puesto n.º {rank}',
  unranked: 'Sin clasificar',
  viewProfile: 'Ver el perfil de {name}',
  independent: 'Independiente',
  error: 'No se pudieron cargar los creativos.',
} satisfies Translation<typeof en>;
