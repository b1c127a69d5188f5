/** The live news ticker under the header. */
export default {
  'ticker.label': 'Live news',
  'ticker.live': 'LIVE',
  'ticker.pause': 'Pause news ticker',
  'ticker.play': 'Resume news ticker',
  'ticker.next': 'Next news item',
  'ticker.previous': 'Previous news item',
  'ticker.position': 'Item {current} of {total}',
  'ticker.fallback.1': 'Cannes Lions 2027: entries open in January',
  'ticker.fallback.2': 'D&AD Awards: early-bird deadline approaching',
  'ticker.fallback.3': 'The One Show announces its 2027 jury',
  'ticker.fallback.4': 'New leader at the top of the global creative ranking',
  'ticker.fallback.5': 'Clio Awards publish their new categories',
  'ticker.fallback.6': 'El Ojo de Iberoamérica opens registrations',
  'ticker.fallback.7': 'Eurobest shortlist released',
  'ticker.fallback.8': 'Spikes Asia: call for entries is live',
};
