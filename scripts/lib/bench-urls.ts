// The benchmark's request classes (scripts/bench.ts): each draws a new path per request from
// the targets read at start, the way visitors (and someone probing the search) spread over a
// million profiles, so the per-process micro-cache cannot answer for the database.
import { CREATIVE_SORTS } from '../../src/shared/schemas/creative';
import { foldText } from '../../src/shared/text';
import type { BenchTargets } from './bench-targets';
import { SeenPaths } from './seen-paths';

export interface RequestClass {
  key: string;
  name: string;
  /** Next path to request. */
  draw(): string;
  /** A representative path, for the single-URL mode and the report. */
  example: string;
  /** Whether the server's `x-cache: hit` header tells cache hits apart (HTML pages have none). */
  cacheHeader: boolean;
}

const RANKING_PAGE_SIZE = 50;
const PEOPLE_PAGE_SIZE = 12;
const TOP_PAGES = 5;
/** Redraws before accepting a path this class already asked for (finite sets run out). */
const FRESH_TRIES = 20;

const int = (below: number) => Math.floor(Math.random() * below);
const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;

/** Draws from `next` until a path not yet requested in this run comes up (bounded tries). */
function fresh(next: () => string): () => string {
  const seen = new SeenPaths();
  return () => {
    let path = next();
    for (let tries = 1; seen.has(path) && tries < FRESH_TRIES; tries++) path = next();
    seen.add(path);
    return path;
  };
}

/** Picks one of several draws by weight. */
function mix(parts: readonly (readonly [number, () => string])[]): () => string {
  const total = parts.reduce((sum, [weight]) => sum + weight, 0);
  return () => {
    let roll = Math.random() * total;
    for (const [weight, draw] of parts) {
      roll -= weight;
      if (roll < 0) return draw();
    }
    return (parts[parts.length - 1] as readonly [number, () => string])[1]();
  };
}

const search = (text: string) => `/api/search?q=${encodeURIComponent(text)}`;

/** Texts from real names as people type them: a word, its first letters, a full name, without accents. */
function ordinaryText(names: readonly string[], words: readonly string[]): string {
  const roll = Math.random();
  if (roll < 0.3) return pick(words);
  if (roll < 0.6) {
    const word = pick(words);
    return word.slice(0, 2 + int(Math.max(1, word.length - 1)));
  }
  if (roll < 0.8) return pick(names);
  return foldText(pick(words));
}

// Known-hard texts (issue 8): common two-letter substrings, rare inside-word texts, no match,
// accents. Case and surrounding spaces vary as typed; a throwaway parameter makes every URL
// new, as someone trying to get past a cache would do.
const HOSTILE_TEXTS = ['ma', 'an', 'ez', 'zey', 'mul', 'qxqx', 'mü', 'Muñoz'] as const;
const JUNK_ALPHABET = `abcdefghijklmnopqrstuvwxyzñüéøłABCXYZ0123456789 %_'"\\.-*?&#+/()[]{}<>|~^$`;

function typed(text: string): string {
  const cased = [...text].map((char) => (Math.random() < 0.5 ? char.toUpperCase() : char)).join('');
  return ' '.repeat(int(3)) + cased + ' '.repeat(int(3));
}

/** 2-100 characters of anything, `%` and `_` included (LIKE wildcards if not escaped). */
function junk(): string {
  const length = 2 + int(99);
  let text = '';
  while (text.length < length || text.trim().length < 2) {
    text = (text + JUNK_ALPHABET[int(JUNK_ALPHABET.length)]).trimStart().slice(-length);
  }
  return text.trim();
}

/** Ranking windows (issue 12): each kind as often as the others, however many windows it has. */
function windowDraw(targets: BenchTargets, page: (window: BenchTargets['windows'][number]) => string): () => string {
  const kinds = (['year', 'festival', 'edition'] as const)
    .map((kind) => targets.windows.filter((window) => window.kind === kind))
    .filter((windows) => windows.length > 0);
  return fresh(() => page(pick(pick(kinds))));
}

export function requestClasses(targets: BenchTargets): RequestClass[] {
  const names = targets.sample.map((creative) => creative.name);
  const usernames = targets.sample.map((creative) => creative.username);
  const words = [...new Set(names.flatMap((name) => name.split(/\s+/)).filter((word) => word.length >= 2))];
  const threeWordNames = names.filter((name) => name.split(/\s+/).length >= 3);
  const total = Math.max(targets.totalCreatives, 1);
  const idSpan = targets.maxCreativeId - targets.minCreativeId + 1;
  const filters = targets.peopleFilters;
  // Most visitors keep the default order; the others are there to be tried.
  const sorts = mix(CREATIVE_SORTS.map((sort) => [sort === 'points' ? 5 : 1, () => sort] as const));

  const classes: (Omit<RequestClass, 'example'> & { draw: () => string; needs: number })[] = [
    { key: 'baseline', name: 'baseline (static JSON)', needs: 1, cacheHeader: true, draw: () => '/healthz' },
    {
      key: 'ranking-top',
      name: 'ranking pages 1-5',
      needs: 1,
      cacheHeader: true,
      draw: () => `/api/creatives?limit=${RANKING_PAGE_SIZE}&offset=${int(TOP_PAGES) * RANKING_PAGE_SIZE}`,
    },
    {
      key: 'ranking-deep',
      name: 'ranking, random page anywhere',
      needs: 1,
      cacheHeader: true,
      draw: fresh(() => `/api/creatives?limit=${RANKING_PAGE_SIZE}&offset=${int(total)}`),
    },
    {
      key: 'people',
      name: 'people: random country, category, sort, page',
      needs: filters.length,
      cacheHeader: true,
      draw: fresh(() => {
        const filter = pick(filters);
        const page = int(Math.ceil(filter.count / PEOPLE_PAGE_SIZE));
        const category = filter.discipline ? `&category=${filter.discipline}` : '';
        return `/api/creatives?country=${filter.countryCode}${category}&sort=${sorts()}&limit=${PEOPLE_PAGE_SIZE}&offset=${page * PEOPLE_PAGE_SIZE}`;
      }),
    },
    {
      key: 'creative-id',
      name: 'creative by id',
      needs: idSpan,
      cacheHeader: true,
      draw: fresh(() => `/api/creatives/${targets.minCreativeId + int(idSpan)}`),
    },
    {
      key: 'creative-username',
      name: 'creative by username',
      needs: usernames.length,
      cacheHeader: true,
      draw: fresh(() => `/api/creatives/username/${encodeURIComponent(pick(usernames))}`),
    },
    {
      key: 'creative-html',
      name: 'creative page HTML',
      needs: usernames.length,
      cacheHeader: false,
      draw: fresh(() => `/creative/${encodeURIComponent(pick(usernames))}`),
    },
    {
      key: 'people-html',
      name: 'people page HTML: random country, category, page',
      needs: filters.length,
      cacheHeader: false,
      draw: fresh(() => {
        const filter = pick(filters);
        const page = 1 + int(Math.ceil(filter.count / PEOPLE_PAGE_SIZE));
        const category = filter.discipline ? `&category=${filter.discipline}` : '';
        return `/people?country=${filter.countryCode}${category}&page=${page}`;
      }),
    },
    {
      key: 'search',
      name: 'search, ordinary texts',
      needs: words.length,
      cacheHeader: true,
      draw: fresh(() => search(ordinaryText(names, words))),
    },
    {
      key: 'search-hostile',
      name: 'search, hostile texts',
      needs: 1,
      cacheHeader: true,
      draw: fresh(
        mix([
          [4, () => `${search(typed(pick(HOSTILE_TEXTS)))}&_=${int(1e9)}`],
          [2, () => search(threeWordNames.length > 0 ? pick(threeWordNames) : 'María José García')],
          [4, () => search(junk())],
        ]),
      ),
    },
    {
      key: 'people-name',
      name: 'people filtered by a name: ordinary and hostile texts, a country in 3, pages 1-10',
      needs: words.length,
      cacheHeader: true,
      draw: fresh(() => {
        const text = Math.random() < 0.7 ? ordinaryText(names, words) : Math.random() < 0.5 ? typed(pick(HOSTILE_TEXTS)) : junk();
        const country = Math.random() < 1 / 3 && filters.length > 0 ? `&country=${pick(filters).countryCode}` : '';
        // Most people stay on the first page; some page on.
        const page = Math.random() < 0.6 ? 0 : int(10);
        return `/api/creatives?q=${encodeURIComponent(text)}${country}&limit=${PEOPLE_PAGE_SIZE}&offset=${page * PEOPLE_PAGE_SIZE}`;
      }),
    },
    {
      key: 'window-top',
      name: 'ranking of a window (year, festival, both), first page',
      needs: targets.windows.length,
      cacheHeader: true,
      draw: windowDraw(targets, (window) => `/api/creatives?${window.query}&limit=${RANKING_PAGE_SIZE}`),
    },
    {
      key: 'window-deep',
      name: 'ranking of a window, random page anywhere',
      needs: targets.windows.length,
      cacheHeader: true,
      draw: windowDraw(targets, (window) => `/api/creatives?${window.query}&limit=${RANKING_PAGE_SIZE}&offset=${int(window.creatives)}`),
    },
    {
      key: 'agencies-top',
      name: 'agency ranking of a window or all time, first page',
      needs: 1,
      cacheHeader: true,
      draw: mix([
        [1, () => `/api/rankings/agencies?limit=${RANKING_PAGE_SIZE}`],
        [9, windowDraw(targets, (window) => `/api/rankings/agencies?${window.query}&limit=${RANKING_PAGE_SIZE}`)],
      ]),
    },
    {
      key: 'agencies-deep',
      name: 'agency ranking of a window, random page anywhere',
      needs: targets.windows.length,
      cacheHeader: true,
      draw: windowDraw(
        targets,
        (window) => `/api/rankings/agencies?${window.query}&limit=${RANKING_PAGE_SIZE}&offset=${int(Math.max(window.agencies, 1))}`,
      ),
    },
    {
      key: 'countries',
      name: 'country ranking of a window or all time',
      needs: 1,
      cacheHeader: true,
      draw: mix([
        [1, () => '/api/rankings/countries'],
        [9, windowDraw(targets, (window) => `/api/rankings/countries?${window.query}`)],
      ]),
    },
    {
      key: 'winners',
      name: "a festival's winners of a year, random page",
      needs: targets.winners.length,
      cacheHeader: true,
      draw: fresh(() => {
        const edition = pick(targets.winners);
        const offset = int(Math.ceil(edition.awards / RANKING_PAGE_SIZE)) * RANKING_PAGE_SIZE;
        return `/api/festivals/${encodeURIComponent(edition.slug)}/winners?year=${edition.year}&limit=${RANKING_PAGE_SIZE}&offset=${offset}`;
      }),
    },
    {
      key: 'festival',
      name: 'festival by slug',
      needs: targets.festivalSlugs.length,
      cacheHeader: true,
      draw: () => `/api/festivals/slug/${encodeURIComponent(pick(targets.festivalSlugs))}`,
    },
    {
      key: 'agency',
      name: 'agency by slug',
      needs: targets.agencySlugs.length,
      cacheHeader: true,
      draw: () => `/api/agencies/slug/${encodeURIComponent(pick(targets.agencySlugs))}`,
    },
  ];
  // A class with nothing to draw from (an empty database) is left out rather than measured as 404s.
  return classes.filter((entry) => entry.needs > 0).map(({ needs: _needs, ...entry }) => ({ ...entry, example: entry.draw() }));
}
