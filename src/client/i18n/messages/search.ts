import { defineMessages } from '../define-messages';

export const searchMessages = defineMessages({
  en: {
    label: 'Search creatives, agencies and festivals',
    placeholder: 'Search creatives, agencies, festivals...',
    placeholderShort: 'Search...',
    searching: 'Searching...',
    noResults: 'No results found',
    noResultsHint: 'Try adjusting your search terms',
    failed: 'Search failed',
    creatives: 'Creatives',
    agencies: 'Agencies',
    festivals: 'Festivals',
    clear: 'Clear search',
    results_one: '{count} result',
    results_other: '{count} results',
  },
  es: {
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
    clear: 'Borrar búsqueda',
    results_one: '{count} resultado',
    results_other: '{count} resultados',
  },
});
