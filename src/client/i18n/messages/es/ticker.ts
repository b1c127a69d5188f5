import type { Translation } from '../../define-messages';
import type en from '../en/ticker';

export default {
  'ticker.label': 'Noticias en directo',
  'ticker.live': 'EN VIVO',
  'ticker.pause': 'Pausar el teletipo de noticias',
  'ticker.play': 'Reanudar el teletipo de noticias',
  'ticker.next': 'Noticia siguiente',
  'ticker.previous': 'Noticia anterior',
  'ticker.position': 'Noticia {current} de {total}',
  'ticker.fallback.1': 'Cannes Lions 2027: inscripciones abiertas en enero',
  'ticker.fallback.2': 'D&AD Awards: se acerca el plazo de inscripción anticipada',
  'ticker.fallback.3': 'The One Show anuncia su jurado de 2027',
  'ticker.fallback.4': 'Nuevo líder en lo más alto del ranking creativo mundial',
  'ticker.fallback.5': 'Los Clio Awards publican sus nuevas categorías',
  'ticker.fallback.6': 'El Ojo de Iberoamérica abre inscripciones',
  'ticker.fallback.7': 'Publicada la shortlist de Eurobest',
  'ticker.fallback.8': 'Spikes Asia: convocatoria abierta',
} satisfies Translation<typeof en>;
