// The words of the server-written heads, in both languages. Page titles follow the client's
// `useDocumentHead` ("{title} · Palmarés") so a shared link and the open tab read the same.
import type { AwardType, Specialty } from '../../../shared/constants';
import { SITE_NAME, type Lang } from './html';

type Text = Record<Lang, string>;

export const fullTitle = (title: string) => `${title} · ${SITE_NAME}`;

export const PAGE_TEXT = {
  home: {
    title: { en: `${SITE_NAME} — Creative industry rankings`, es: `${SITE_NAME} — Rankings de la industria creativa` },
    description: {
      en: "Palmarés ranks creatives and agencies by the awards they win at the creative industry's festivals: Cannes Lions, D&AD, The One Show and more.",
      es: 'Palmarés clasifica a creativos y agencias por los premios que ganan en los festivales de la industria creativa: Cannes Lions, D&AD, The One Show y más.',
    },
  },
  rankings: {
    title: { en: 'Rankings', es: 'Rankings' },
    description: {
      en: 'The ranking of the most awarded creatives in advertising and design, by points from verified festival awards.',
      es: 'El ranking de los creativos más premiados de la publicidad y el diseño, por puntos de premios verificados en festivales.',
    },
  },
  people: {
    title: { en: 'People: award-winning creatives', es: 'Personas: creativos premiados' },
    description: {
      en: 'Award-winning creatives in advertising, digital, film and design, with their points, awards and agencies. Filter by country and discipline.',
      es: 'Creativos premiados en publicidad, digital, cine y diseño, con sus puntos, premios y agencias. Filtra por país y disciplina.',
    },
  },
  agencies: {
    title: { en: 'Agencies', es: 'Agencias' },
    description: {
      en: 'Creative agencies around the world and the awards their people win. Filter by country and size.',
      es: 'Agencias creativas de todo el mundo y los premios que ganan sus equipos. Filtra por país y tamaño.',
    },
  },
  festivals: {
    title: { en: 'Festivals: registration windows and deadlines', es: 'Festivales: plazos de inscripción' },
    description: {
      en: "The creative industry's award festivals: registration windows, deadlines, entry fees and categories.",
      es: 'Los festivales de premios de la industria creativa: plazos de inscripción, fechas límite, tarifas y categorías.',
    },
  },
  privacy: {
    title: { en: 'Privacy Policy', es: 'Política de privacidad' },
    description: { en: 'How Palmarés handles your personal data.', es: 'Cómo trata Palmarés tus datos personales.' },
  },
  terms: {
    title: { en: 'Terms of Service', es: 'Términos del servicio' },
    description: { en: 'The terms for using Palmarés.', es: 'Las condiciones de uso de Palmarés.' },
  },
  cookies: {
    title: { en: 'Cookie Policy', es: 'Política de cookies' },
    description: { en: 'Which cookies Palmarés uses and why.', es: 'Qué cookies usa Palmarés y para qué.' },
  },
  dashboard: { title: { en: 'Dashboard', es: 'Panel' } },
  moderation: { title: { en: 'Moderation', es: 'Moderación' } },
  account: { title: { en: 'Profile', es: 'Perfil' } },
  resetPassword: { title: { en: 'Choose a new password', es: 'Elige una nueva contraseña' } },
  emailVerified: { title: { en: 'Email confirmation', es: 'Confirmación del correo' } },
  notFound: {
    title: { en: '404 Page Not Found', es: '404 Página no encontrada' },
    description: { en: "The page you're looking for doesn't exist.", es: 'La página que buscas no existe.' },
  },
  festivalNotFound: {
    title: { en: 'Festival Not Found', es: 'Festival no encontrado' },
    description: { en: "The festival you're looking for doesn't exist.", es: 'El festival que buscas no existe.' },
  },
  creativeNotFound: {
    title: { en: 'Creative Not Found', es: 'Creativo no encontrado' },
    description: {
      en: "The creative profile you're looking for doesn't exist.",
      es: 'El perfil creativo que buscas no existe.',
    },
  },
  agencyNotFound: {
    title: { en: 'Agency not found', es: 'Agencia no encontrada' },
    description: {
      en: "The agency you're looking for doesn't exist or has been removed.",
      es: 'La agencia que buscas no existe o ha sido eliminada.',
    },
  },
} satisfies Record<string, { title: Text; description?: Text }>;

export const LIST_NAMES = {
  ranking: { en: 'Creative ranking', es: 'Ranking de creativos' },
  agencies: { en: 'Agencies by awards', es: 'Agencias por premios' },
  festivals: { en: 'Creative festivals', es: 'Festivales creativos' },
} satisfies Record<string, Text>;

// The spec's Spanish specialty choices are the `es` labels, verbatim.
export const SPECIALTY_LABELS: Record<Specialty, Text> = {
  creative_director: { en: 'Creative Director', es: 'Director Creativo' },
  visual_designer: { en: 'Visual Designer', es: 'Diseñador Visual' },
  art_director: { en: 'Art Director', es: 'Art Director' },
  copywriter: { en: 'Copywriter', es: 'Copywriter' },
  creative_strategist: { en: 'Creative Strategist', es: 'Estratega Creativo' },
  digital_art_director: { en: 'Digital Art Director', es: 'Director de Arte Digital' },
  producer: { en: 'Producer', es: 'Producer' },
  director: { en: 'Director', es: 'Director' },
};

export const AWARD_LABELS: Record<AwardType, Text> = {
  grand_prix: { en: 'Grand Prix', es: 'Grand Prix' },
  gold: { en: 'Gold', es: 'Oro' },
  silver: { en: 'Silver', es: 'Plata' },
  bronze: { en: 'Bronze', es: 'Bronce' },
  shortlist: { en: 'Shortlist', es: 'Shortlist' },
};

const regionNames = { en: new Intl.DisplayNames(['en'], { type: 'region' }), es: new Intl.DisplayNames(['es'], { type: 'region' }) };
const longDates = {
  en: new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }),
  es: new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }),
};
const numbers = { en: new Intl.NumberFormat('en'), es: new Intl.NumberFormat('es') };

export function countryIn(lang: Lang, code: string | null): string | null {
  if (!code) return null;
  try {
    return regionNames[lang].of(code) ?? code;
  } catch {
    return code;
  }
}

/** `2026-07-10` as "July 10, 2026" / "10 de julio de 2026". */
export function longDate(lang: Lang, iso: string): string {
  return longDates[lang].format(new Date(`${iso}T00:00:00Z`));
}

export function dateRange(lang: Lang, startIso: string, endIso: string | null): string {
  if (!endIso || endIso === startIso) return longDate(lang, startIso);
  return longDates[lang].formatRange(new Date(`${startIso}T00:00:00Z`), new Date(`${endIso}T00:00:00Z`));
}

export function formatNumber(lang: Lang, value: number): string {
  return numbers[lang].format(value);
}

export function formatMoney(lang: Lang, amount: number, currency: string): string {
  try {
    const digits = Number.isInteger(amount) ? 0 : 2;
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    return `${currency} ${formatNumber(lang, amount)}`; // not an ISO 4217 code
  }
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, '')}…`;
}
