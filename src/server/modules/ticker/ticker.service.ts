import { TICKER_ITEMS, type AwardType } from '../../../shared/constants';
import { isoDate } from '../../../shared/festival-status';
import { paths } from '../../../shared/paths';
import type { LocalizedText, TickerItem, TickerItemType } from '../../../shared/schemas/ticker';
import type { Executor } from '../../db/client';
import { listCreatives } from '../creatives/creative.service';
import { listFestivals } from '../festivals/festival.service';
import * as repo from './ticker.repository';

// The ticker's own words for the award types (its texts are written here, in both languages).
const AWARD_LABELS: Record<AwardType, { en: string; es: string }> = {
  grand_prix: { en: 'Grand Prix', es: 'Grand Prix' },
  gold: { en: 'Gold', es: 'Oro' },
  silver: { en: 'Silver', es: 'Plata' },
  bronze: { en: 'Bronze', es: 'Bronce' },
  shortlist: { en: 'Shortlist', es: 'Shortlist' },
};

// How many items of each kind the ticker shows when the data has them, in rotation order.
// Kinds with fewer items leave their slots to the others' extras, then to the static items.
const QUOTAS: Record<TickerItemType, number> = { deadline: 3, ranking: 2, festival: 1, news: 2 };
const EXTRAS = 2;
/** "Newly open" and "opening soon": registration opening within this many days of today. */
const OPENING_WINDOW_DAYS = 30;
/** Latest awards looked at for news, so that the items can name different creatives. */
const NEWS_SCAN = 12;

/** Shown (in order) when the data gives fewer than eight items. */
export const STATIC_TICKER_ITEMS: readonly TickerItem[] = [
  {
    id: 'static-1',
    type: 'news',
    text: {
      en: 'Palmarés: who wins what in advertising and design',
      es: 'Palmarés: quién gana qué en publicidad y diseño',
    },
    href: paths.home.href(),
  },
  {
    id: 'static-2',
    type: 'ranking',
    text: {
      en: 'Points per award: Grand Prix 500, Gold 300, Silver 200, Bronze 100, Shortlist 50',
      es: 'Puntos por premio: Grand Prix 500, Oro 300, Plata 200, Bronce 100, Shortlist 50',
    },
    href: paths.rankings.href(),
  },
  {
    id: 'static-3',
    type: 'festival',
    text: {
      en: "Follow the registration windows, fees and deadlines of the world's creative festivals",
      es: 'Sigue los plazos de inscripción, tarifas y fechas de los festivales creativos del mundo',
    },
    href: paths.festivals.href(),
  },
  {
    id: 'static-4',
    type: 'news',
    text: {
      en: 'Discover award-winning creatives in advertising, digital, film and design',
      es: 'Descubre creativos premiados en publicidad, digital, cine y diseño',
    },
    href: paths.people.href(),
  },
  {
    id: 'static-5',
    type: 'news',
    text: {
      en: 'Browse agencies by country and size',
      es: 'Explora agencias por país y tamaño',
    },
    href: paths.agencies.href(),
  },
  {
    id: 'static-6',
    type: 'news',
    text: {
      en: 'Is your profile listed? Claim it and keep your awards up to date',
      es: '¿Tu perfil ya está en la lista? Reclámalo y mantén tus premios al día',
    },
    href: paths.people.href(),
  },
  {
    id: 'static-7',
    type: 'ranking',
    text: {
      en: 'Only verified awards count towards the ranking',
      es: 'Solo los premios verificados cuentan para el ranking',
    },
    href: null,
  },
  {
    id: 'static-8',
    type: 'news',
    text: {
      en: 'Search creatives, agencies and festivals from the search box',
      es: 'Busca creativos, agencias y festivales desde el buscador',
    },
    href: null,
  },
];

const numberFormats = { en: new Intl.NumberFormat('en'), es: new Intl.NumberFormat('es') };

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}

function closesText(name: string, days: number): LocalizedText {
  if (days <= 0) return { en: `${name}: entries close today`, es: `${name}: las inscripciones cierran hoy` };
  if (days === 1) return { en: `${name}: entries close tomorrow`, es: `${name}: las inscripciones cierran mañana` };
  return {
    en: `${name}: entries close in ${days} days`,
    es: `${name}: las inscripciones cierran en ${days} días`,
  };
}

function opensText(name: string, days: number): LocalizedText {
  if (days < 0) return { en: `${name}: entries are now open`, es: `${name}: inscripciones abiertas` };
  if (days === 0) return { en: `${name}: entries open today`, es: `${name}: las inscripciones abren hoy` };
  if (days === 1) return { en: `${name}: entries open tomorrow`, es: `${name}: las inscripciones abren mañana` };
  return {
    en: `${name}: entries open in ${days} days`,
    es: `${name}: las inscripciones abren en ${days} días`,
  };
}

/** Candidates of each kind, best first; up to the kind's quota plus a few spares. */
async function candidates(db: Executor, now: Date): Promise<Record<TickerItemType, TickerItem[]>> {
  const today = isoDate(now);
  const [deadlines, openings, leaders, latestAwards] = await Promise.all([
    listFestivals(db, { status: 'open', sort: 'deadline', limit: QUOTAS.deadline + EXTRAS, offset: 0 }, now),
    repo.festivalsOpeningAround(db, today, OPENING_WINDOW_DAYS, QUOTAS.festival + QUOTAS.deadline + EXTRAS),
    listCreatives(db, { sort: 'points', limit: QUOTAS.ranking + EXTRAS, offset: 0 }),
    repo.latestVerifiedAwards(db, NEWS_SCAN),
  ]);

  const deadlineItems = deadlines.items
    .filter((festival) => festival.registrationCloseDate)
    .map((festival): TickerItem => ({
      id: `deadline-${festival.id}`,
      type: 'deadline',
      text: closesText(festival.shortName ?? festival.name, daysBetween(today, festival.registrationCloseDate!)),
      href: paths.festival.href(festival.slug),
    }));
  const festivalItems = openings
    .filter((festival) => festival.registrationOpenDate)
    .map((festival): TickerItem => ({
      id: `festival-${festival.id}`,
      type: 'festival',
      text: opensText(festival.shortName ?? festival.name, daysBetween(today, festival.registrationOpenDate!)),
      href: paths.festival.href(festival.slug),
    }));
  const rankingItems = leaders.items
    .filter((creative) => creative.totalPoints > 0)
    .map((creative): TickerItem => ({
      id: `ranking-${creative.id}`,
      type: 'ranking',
      text: {
        en: `#${creative.rank} in the ranking: ${creative.name}, ${numberFormats.en.format(creative.totalPoints)} points`,
        es: `N.º ${creative.rank} del ranking: ${creative.name}, ${numberFormats.es.format(creative.totalPoints)} puntos`,
      },
      href: paths.creative.href(creative.username),
    }));
  const seenCreatives = new Set<string>();
  const newsAwards = latestAwards.filter((award) => {
    if (seenCreatives.has(award.creativeUsername)) return false;
    seenCreatives.add(award.creativeUsername);
    return true;
  });
  const newsItems = newsAwards.slice(0, QUOTAS.news + EXTRAS).map((award): TickerItem => {
    const festival = award.festivalShortName ?? award.festivalName;
    const label = AWARD_LABELS[award.type];
    return {
      id: `news-${award.id}`,
      type: 'news',
      text: {
        en: `${label.en} at ${festival} ${award.year} for ${award.creativeName} (${award.categoryName})`,
        es: `${label.es} en ${festival} ${award.year} para ${award.creativeName} (${award.categoryName})`,
      },
      href: paths.creative.href(award.creativeUsername),
    };
  });
  return { deadline: deadlineItems, ranking: rankingItems, festival: festivalItems, news: newsItems };
}

/**
 * The eight ticker items (DESIGN.md section 5): nearest registration deadlines, ranking leaders,
 * newly open festivals and the latest verified awards, interleaved so the kinds alternate;
 * spare items of a kind fill slots another kind cannot, then the static items fill the rest.
 * A festival is announced once, by its deadline or by its opening.
 */
export async function getTicker(db: Executor, now: Date): Promise<TickerItem[]> {
  const byType = await candidates(db, now);
  const order = Object.keys(QUOTAS) as TickerItemType[];
  const chosen: TickerItem[] = [];
  const festivalsShown = new Set<string>();
  const next = Object.fromEntries(order.map((type) => [type, 0])) as Record<TickerItemType, number>;
  const takeNext = (type: TickerItemType): boolean => {
    const list = byType[type];
    while (next[type] < list.length && chosen.length < TICKER_ITEMS) {
      const item = list[next[type]++]!;
      const festival = item.type === 'deadline' || item.type === 'festival' ? item.href : null;
      if (festival !== null && festivalsShown.has(festival)) continue;
      if (festival !== null) festivalsShown.add(festival);
      chosen.push(item);
      return true;
    }
    return false;
  };

  const taken = Object.fromEntries(order.map((type) => [type, 0])) as Record<TickerItemType, number>;
  const rounds = Math.max(...Object.values(QUOTAS));
  for (let round = 0; round < rounds; round++) {
    for (const type of order) {
      if (taken[type] < QUOTAS[type] && takeNext(type)) taken[type]++;
    }
  }
  for (const type of order) {
    while (takeNext(type));
  }
  for (const item of STATIC_TICKER_ITEMS) {
    if (chosen.length >= TICKER_ITEMS) break;
    chosen.push(item);
  }
  return chosen;
}
