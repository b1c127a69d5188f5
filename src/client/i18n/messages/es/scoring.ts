import type { Translation } from '../../define-messages';
import type en from '../en/scoring';

export default {
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
} satisfies Translation<typeof en>;
