// What the server puts in each page's <head> for crawlers and link previews (DESIGN.md
// section 8). The title and description are the page's own (its `useDocumentHead` in the
// server render: the same texts as in the browser); here come the status, canonical URL, Open
// Graph / Twitter tags and JSON-LD, from the same services the API uses, with the words of the
// client's catalogues (`HeadTexts`). Unknown paths and unknown slugs get a 404 and noindex.
import { apiPaths } from '../../../shared/api-paths';
import { DEFAULT_CURRENCY } from '../../../shared/constants';
import { festivalStatus, isoDate } from '../../../shared/festival-status';
import type { HeadTexts, RenderedHead } from '../../../shared/page-render';
import { paths, type PageMatch } from '../../../shared/paths';
import type { Agency } from '../../../shared/schemas/agency';
import type { Creative } from '../../../shared/schemas/creative';
import type { Festival } from '../../../shared/schemas/festival';
import { parseCreativeParam } from '../../../shared/username';
import type { Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { getAgency, listAgencies } from '../agencies/agency.service';
import { getCreative, listCreatives } from '../creatives/creative.service';
import { getFestivalBySlug, listFestivals } from '../festivals/festival.service';
import { SITE_NAME, type Lang, type PageHead } from './html';

export interface HeadContext {
  db: Executor;
  now: Date;
  /** Origin the site is served from, without a trailing slash. */
  publicUrl: string;
  lang: Lang;
  /** The page's title and description, as its server render set them. */
  rendered: RenderedHead;
  texts: HeadTexts;
  /** The API's parsed answer for a path when this process holds it: the page's own read, not read again. */
  cachedAnswer: (apiPath: string) => unknown;
  /**
   * What every page of a kind puts in its head whatever its URL (a list's first entries), kept
   * in the micro-cache like the API's answers: a page of filters or a deep page does not read it
   * again (the first page of the ranking was planned afresh on every read: 1.4 ms).
   */
  shared: <T>(key: string, load: () => Promise<T>) => Promise<T>;
}

/** How many entries the list pages' ItemList carries: what the page shows first. */
const HOME_LIST_ITEMS = 10;
const LIST_PAGE_ITEMS = 12;
const PERSON_AWARDS_MAX = 100;
const FESTIVAL_KEYWORD_CATEGORIES = 12;
/** Whatever a slug or username can be; longer (or with a NUL, which PostgreSQL rejects) is unknown. */
const PARAM_MAX_LENGTH = 200;

const CONTEXT = 'https://schema.org';

/** The head of a page (`matchPage`'s answer): unknown paths (null) and unknown slugs give a 404 head. */
export async function buildPageHead(ctx: HeadContext, match: PageMatch | null): Promise<PageHead> {
  if (!match) return notFoundHead(ctx);
  const { page, params } = match;
  try {
    switch (page) {
      case 'home':
      case 'rankings':
        return await rankingHead(ctx);
      case 'people':
        return await peopleHead(ctx);
      case 'agencies':
        return await agenciesHead(ctx);
      case 'festivals':
        return await festivalsHead(ctx);
      case 'rankingsAgencies':
      case 'rankingsCountries':
      case 'scoring':
      case 'privacy':
      case 'terms':
      case 'cookies':
        return webPageHead(ctx, page);
      case 'festival': {
        const slug = checkedParam(params.slug);
        return festivalHead(ctx, await answerOr(ctx, apiPaths.festival(slug), () => getFestivalBySlug(ctx.db, slug, ctx.now)));
      }
      case 'creative':
      case 'creativeAlias': {
        const key = creativeKey(params.param);
        return creativeHead(ctx, await answerOr(ctx, apiPaths.creative(key), () => getCreative(ctx.db, key)));
      }
      case 'agency': {
        const slug = checkedParam(params.slug);
        return agencyHead(ctx, await answerOr(ctx, apiPaths.agency(slug), () => getAgency(ctx.db, slug)));
      }
      case 'dashboard':
      case 'moderation':
      case 'account':
      case 'resetPassword':
      case 'emailVerified':
        return privateHead(ctx);
    }
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
    return notFoundHead(ctx);
  }
}

/** The resource as the API answered the render (its route serves the service's result), else from the service. */
async function answerOr<T>(ctx: HeadContext, apiPath: string, load: () => Promise<T>): Promise<T> {
  return (ctx.cachedAnswer(apiPath) as T | undefined) ?? load();
}

function checkedParam(value: string | undefined): string {
  if (!value || value.length > PARAM_MAX_LENGTH || value.includes('\0')) throw new NotFoundError('Unknown page');
  return value;
}

/** `/creative/{param}`: digits are an id (within PostgreSQL's integer), anything else a username. */
function creativeKey(param: string | undefined) {
  const key = parseCreativeParam(checkedParam(param));
  if ('id' in key && !(key.id >= 1 && key.id <= 2_147_483_647)) throw new NotFoundError('Unknown creative');
  return key;
}

const absolute = (ctx: HeadContext, path: string) => `${ctx.publicUrl}${path}`;

/** An image URL for crawlers: site paths become absolute; only http(s) URLs pass. */
function imageUrl(ctx: HeadContext, src: string | null | undefined): string | null {
  if (!src) return null;
  if (src.startsWith('/') && !src.startsWith('//')) return absolute(ctx, src);
  return /^https?:\/\//i.test(src) ? src : null;
}

const httpUrl = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value) ? value : null);

/** The page's own title and description. */
const pageText = (ctx: HeadContext) => ({ title: ctx.rendered.title, description: ctx.rendered.description ?? '' });

function notFoundHead(ctx: HeadContext): PageHead {
  return { status: 404, lang: ctx.lang, ...pageText(ctx), canonicalUrl: null, noindex: true, ogType: 'website', image: null };
}

/** Signed-in screens: nothing to share or index. */
function privateHead(ctx: HeadContext): PageHead {
  return { status: 200, lang: ctx.lang, ...pageText(ctx), canonicalUrl: null, noindex: true, ogType: 'website', image: null };
}

function listHead(ctx: HeadContext, path: string, jsonLd: Record<string, unknown>[]): PageHead {
  return {
    status: 200,
    lang: ctx.lang,
    ...pageText(ctx),
    canonicalUrl: absolute(ctx, path),
    noindex: false,
    ogType: 'website',
    image: null,
    jsonLd,
  };
}

function itemList(name: string, items: { url: string; name: string }[]) {
  return {
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, url: item.url, name: item.name })),
  };
}

/** A list page's head: a CollectionPage of the list's first entries (each a link and a name). */
function collectionHead(ctx: HeadContext, path: string, entries: { url: string; name: string }[]): PageHead {
  return listHead(ctx, path, [
    {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      name: ctx.rendered.title,
      description: ctx.rendered.description,
      url: absolute(ctx, path),
      inLanguage: ctx.lang,
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absolute(ctx, '/') },
      mainEntity: itemList(ctx.rendered.title, entries),
    },
  ]);
}

/** `/` and `/rankings` are one screen: `/rankings` points to `/` as canonical. */
async function rankingHead(ctx: HeadContext): Promise<PageHead> {
  const { items } = await ctx.shared('ranking', () => listCreatives(ctx.db, { sort: 'points', limit: HOME_LIST_ITEMS, offset: 0 }));
  const ranked = items.filter((creative) => creative.totalPoints > 0);
  const website = {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: absolute(ctx, '/'),
    description: ctx.rendered.description,
    inLanguage: ['en', 'es'],
  };
  const list = {
    '@context': CONTEXT,
    ...itemList(
      ctx.rendered.title,
      ranked.map((creative) => ({ url: absolute(ctx, paths.creative.href(creative.username)), name: creative.name })),
    ),
  };
  return listHead(ctx, paths.home.href(), ranked.length > 0 ? [website, list] : [website]);
}

async function peopleHead(ctx: HeadContext): Promise<PageHead> {
  const { items } = await ctx.shared('people', () => listCreatives(ctx.db, { sort: 'points', limit: LIST_PAGE_ITEMS, offset: 0 }));
  return collectionHead(
    ctx,
    paths.people.href(),
    items.map((creative) => ({ url: absolute(ctx, paths.creative.href(creative.username)), name: creative.name })),
  );
}

async function agenciesHead(ctx: HeadContext): Promise<PageHead> {
  const { items } = await ctx.shared('agencies', () => listAgencies(ctx.db, { sort: 'awards', limit: LIST_PAGE_ITEMS, offset: 0 }));
  return collectionHead(
    ctx,
    paths.agencies.href(),
    items.map((agency) => ({ url: absolute(ctx, paths.agency.href(agency.slug)), name: agency.name })),
  );
}

async function festivalsHead(ctx: HeadContext): Promise<PageHead> {
  const { items } = await ctx.shared('festivals', () =>
    listFestivals(ctx.db, { sort: 'prestige', limit: LIST_PAGE_ITEMS, offset: 0 }, ctx.now),
  );
  return collectionHead(
    ctx,
    paths.festivals.href(),
    items.map((festival) => ({ url: absolute(ctx, paths.festival.href(festival.slug)), name: festival.name })),
  );
}

/** A page whose words are all its own: a WebPage of the site. */
function webPageHead(
  ctx: HeadContext,
  page: 'rankingsAgencies' | 'rankingsCountries' | 'scoring' | 'privacy' | 'terms' | 'cookies',
): PageHead {
  const path = paths[page].href();
  return listHead(ctx, path, [
    {
      '@context': CONTEXT,
      '@type': 'WebPage',
      name: ctx.rendered.title,
      description: ctx.rendered.description,
      url: absolute(ctx, path),
      inLanguage: ctx.lang,
      isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: absolute(ctx, '/') },
    },
  ]);
}

// ---------------------------------------------------------------------------------------------
// Festival: schema.org Event with the entry fee as its offer (default currency USD).

function festivalHead(ctx: HeadContext, festival: Festival): PageHead {
  const today = isoDate(ctx.now);
  const url = absolute(ctx, paths.festival.href(festival.slug));
  const country = festival.countryCode ? ctx.texts.country(festival.countryCode) : null;
  const currency = festival.currency || DEFAULT_CURRENCY;
  const status = festivalStatus(festival, today);
  const availability = {
    open: 'https://schema.org/InStock',
    upcoming: 'https://schema.org/PreOrder',
    closed: 'https://schema.org/SoldOut',
    unknown: null,
  }[status];
  const image = imageUrl(ctx, festival.banner) ?? imageUrl(ctx, festival.logo);
  const event = {
    '@context': CONTEXT,
    '@type': 'Event',
    name: festival.name,
    alternateName: festival.shortName,
    description: festival.description,
    url,
    image: [imageUrl(ctx, festival.banner), imageUrl(ctx, festival.logo)],
    startDate: festival.eventStartDate,
    endDate: festival.eventEndDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: festival.venue ?? festival.city ?? festival.name,
      address: {
        '@type': 'PostalAddress',
        addressLocality: festival.city,
        addressCountry: festival.countryCode,
      },
    },
    organizer: {
      '@type': 'Organization',
      name: festival.shortName ?? festival.name,
      url: httpUrl(festival.website) ?? url,
      email: festival.contactEmail,
    },
    offers:
      festival.entryFee === null
        ? null
        : {
            '@type': 'Offer',
            name: ctx.texts.entryFee,
            price: festival.entryFee,
            priceCurrency: currency,
            url: httpUrl(festival.website) ?? url,
            availability,
            validFrom: festival.registrationOpenDate,
            validThrough: festival.registrationCloseDate,
          },
  };
  const keywords = [
    festival.name,
    festival.shortName,
    festival.city,
    country,
    ...festival.categories.slice(0, FESTIVAL_KEYWORD_CATEGORIES).map((category) => category.name),
  ].filter((keyword): keyword is string => Boolean(keyword));
  return {
    status: 200,
    lang: ctx.lang,
    ...pageText(ctx),
    canonicalUrl: url,
    noindex: false,
    ogType: 'website',
    image,
    wideImage: Boolean(imageUrl(ctx, festival.banner)),
    leadImage: festival.banner,
    keywords: [...new Set(keywords)],
    jsonLd: [event],
  };
}

// ---------------------------------------------------------------------------------------------
// Creative: schema.org Person.

function creativeHead(ctx: HeadContext, creative: Creative): PageHead {
  const url = absolute(ctx, paths.creative.href(creative.username));
  const jobTitle = creative.specialty ? ctx.texts.specialty(creative.specialty) : null;
  const agencyUrl = creative.agencySlug ? absolute(ctx, paths.agency.href(creative.agencySlug)) : null;
  const person = {
    '@context': CONTEXT,
    '@type': 'Person',
    name: creative.name,
    alternateName: creative.username,
    url,
    image: imageUrl(ctx, creative.avatar),
    jobTitle,
    description: creative.bio,
    worksFor: creative.agency ? { '@type': 'Organization', name: creative.agency, url: agencyUrl } : null,
    address: creative.countryCode ? { '@type': 'PostalAddress', addressCountry: creative.countryCode } : null,
    award: creative.awards
      .slice(0, PERSON_AWARDS_MAX)
      .map((award) => `${ctx.texts.award(award.type)}, ${award.festival.name} ${award.year} (${award.category.name}): ${award.title}`),
    sameAs: [httpUrl(creative.website), httpUrl(creative.linkedin), httpUrl(creative.portfolio)],
  };
  return {
    status: 200,
    lang: ctx.lang,
    ...pageText(ctx),
    canonicalUrl: url,
    noindex: false,
    ogType: 'profile',
    image: imageUrl(ctx, creative.avatar),
    jsonLd: [person],
  };
}

// ---------------------------------------------------------------------------------------------
// Agency: schema.org Organization.

function agencyHead(ctx: HeadContext, agency: Agency): PageHead {
  const url = absolute(ctx, paths.agency.href(agency.slug));
  const organization = {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: agency.name,
    url,
    logo: imageUrl(ctx, agency.logo),
    description: agency.description,
    foundingDate: agency.founded === null ? null : String(agency.founded),
    address:
      agency.headquarters || agency.headquartersCountryCode
        ? { '@type': 'PostalAddress', addressLocality: agency.headquarters, addressCountry: agency.headquartersCountryCode }
        : null,
    numberOfEmployees: agency.employees === null ? null : { '@type': 'QuantitativeValue', value: agency.employees },
    areaServed: agency.countryCodes.map((code) => ({ '@type': 'Country', name: ctx.texts.country(code) })),
    knowsAbout: agency.specialties,
    email: agency.email,
    telephone: agency.phone,
    sameAs: [httpUrl(agency.website)],
  };
  return {
    status: 200,
    lang: ctx.lang,
    ...pageText(ctx),
    canonicalUrl: url,
    noindex: false,
    ogType: 'website',
    image: imageUrl(ctx, agency.logo),
    jsonLd: [organization],
  };
}
