/** `/scoring`: how every point of every ranking and ledger is computed (issue 12). */
export default {
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
};
