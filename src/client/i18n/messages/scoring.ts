import { defineMessages } from '../define-messages';

/** `/scoring`: how every point of every ranking and ledger is computed (issue 12). */
export const scoringMessages = defineMessages({
  en: {
    title: 'How points are scored',
    description: 'Every ranking on Palmarés adds up the same points, and every point can be traced to one award.',
    metaDescription:
      'How Palmarés scores creatives, agencies and countries: points per award level, which awards count, ranking windows, ties and rank changes.',
    'levels.title': 'Points per award',
    'levels.text': 'An award’s level sets its points, the same at every festival:',
    'levels.caption': 'Points per award level',
    'levels.level': 'Level',
    'levels.points': 'Points',
    'counts.title': 'Which awards count',
    'counts.p1':
      'Official results imported from the festivals count at once. An award a creative adds to their own profile is pending until a moderator checks it: it counts once verified, and never if rejected. A verified award that is later rejected stops counting everywhere at once.',
    'counts.p2': 'Each award on a profile shows its level, its points and whether it counts.',
    'creatives.title': 'Creatives',
    'creatives.p1':
      'A creative’s points are the sum of their counted awards. Points follow the person: someone who changes agency keeps them.',
    'agencies.title': 'Agencies',
    'agencies.p1':
      'Each award is credited to the agency the creative was at when it was won. An agency’s points are the sum of the awards won there: when a creative moves, the old agency keeps the awards won with it, and the new one scores from then on.',
    'countries.title': 'Countries',
    'countries.p1': 'A country’s points are the sum of the counted awards of the creatives from that country.',
    'windows.title': 'Windows: all time, a year, a festival',
    'windows.p1':
      'Every ranking can be read over all time (the default), over one calendar year (the award’s year), over one festival (all its years), or over one festival’s edition of a year. Only the awards in the window count.',
    'rank.title': 'Rank and ties',
    'rank.p1':
      'Rank is the position by points, highest first. Equal points share a rank (1, 2, 2, 4); within a tie, more awards come first, then the name.',
    'change.title': 'Rank change',
    'change.p1':
      'The arrow beside a rank compares it with the same window a year earlier: for a year, the year before; for all time or a festival, the ranking counting only the awards of the years before the current one. “New” means not ranked then.',
    'example.title': 'An example',
    'example.p1':
      'A creative with a Gold (300) and a Shortlist (50) at Cannes Lions 2025 and a Bronze (100) at D&AD 2024 has 450 points all time, 350 in 2025 and 100 in 2024; at Cannes Lions alone, 350.',
    back: 'Back to the rankings',
  },
  es: {
    title: 'Cómo se puntúa',
    description: 'Todos los rankings de Palmarés suman los mismos puntos, y cada punto se puede seguir hasta un premio.',
    metaDescription:
      'Cómo puntúa Palmarés a creativos, agencias y países: puntos por nivel de premio, qué premios cuentan, periodos, empates y cambios de puesto.',
    'levels.title': 'Puntos por premio',
    'levels.text': 'El nivel de un premio fija sus puntos, igual en todos los festivales:',
    'levels.caption': 'Puntos por nivel de premio',
    'levels.level': 'Nivel',
    'levels.points': 'Puntos',
    'counts.title': 'Qué premios cuentan',
    'counts.p1':
      'Los resultados oficiales importados de los festivales cuentan desde el principio. Un premio que un creativo añade a su perfil queda pendiente hasta que un moderador lo revisa: cuenta en cuanto se verifica, y nunca si se rechaza. Un premio verificado que después se rechaza deja de contar en todas partes a la vez.',
    'counts.p2': 'Cada premio de un perfil muestra su nivel, sus puntos y si cuenta.',
    'creatives.title': 'Creativos',
    'creatives.p1':
      'Los puntos de un creativo son la suma de sus premios que cuentan. Los puntos siguen a la persona: quien cambia de agencia los conserva.',
    'agencies.title': 'Agencias',
    'agencies.p1':
      'Cada premio se atribuye a la agencia en la que estaba el creativo cuando lo ganó. Los puntos de una agencia son la suma de los premios ganados en ella: cuando un creativo se va, la agencia anterior conserva los premios ganados con ella, y la nueva suma desde entonces.',
    'countries.title': 'Países',
    'countries.p1': 'Los puntos de un país son la suma de los premios que cuentan de los creativos de ese país.',
    'windows.title': 'Periodos: histórico, un año, un festival',
    'windows.p1':
      'Cada ranking se puede ver en el histórico (por defecto), en un año natural (el año del premio), en un festival (todas sus ediciones) o en la edición de un festival de un año. Solo cuentan los premios del periodo.',
    'rank.title': 'Puesto y empates',
    'rank.p1':
      'El puesto es la posición por puntos, de más a menos. Con los mismos puntos se comparte puesto (1, 2, 2, 4); dentro de un empate va antes quien tiene más premios, y después por nombre.',
    'change.title': 'Cambio de puesto',
    'change.p1':
      'La flecha junto a un puesto lo compara con el mismo periodo un año antes: para un año, el año anterior; para el histórico o un festival, el ranking que solo cuenta los premios de los años anteriores al actual. «Nuevo» significa que entonces no estaba en el ranking.',
    'example.title': 'Un ejemplo',
    'example.p1':
      'Un creativo con un Oro (300) y un Shortlist (50) en Cannes Lions 2025 y un Bronce (100) en D&AD 2024 tiene 450 puntos en el histórico, 350 en 2025 y 100 en 2024; solo en Cannes Lions, 350.',
    back: 'Volver a los rankings',
  },
});
