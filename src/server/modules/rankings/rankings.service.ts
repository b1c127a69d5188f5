import { latestAwardYear, PAGE_LIMIT_MAX } from '../../../shared/constants';
import type {
  AgencyRankingEntry,
  AgencyRankingExportQuery,
  AgencyRankingQuery,
  CountryRankingEntry,
  CountryRankingQuery,
  RankingWindowQuery,
  RankingWindows,
  RankingYears,
} from '../../../shared/schemas/ranking';
import type { Database, Executor } from '../../db/client';
import { BadRequestError } from '../../errors';
import { csvPages } from '../../lib/csv';
import { scoredLabelOfHead, type WindowKey } from '../creatives/creative.repository';
import { agencyCardsOf, itemsWithAgencyCards, scoredLabelOfAgencyCard } from '../agencies/agency-store';
import { headsOf } from '../creatives/card-store';
import { festivalIdBySlug } from '../festivals/festival.repository';
import * as repo from './rankings.repository';

/** A festival's id by slug, or a 400 naming the `festival` parameter. */
export async function festivalOfWindow(db: Executor, slug: string): Promise<number> {
  const id = await festivalIdBySlug(db, slug);
  if (id === undefined) {
    throw new BadRequestError(`Invalid field "festival": no festival "${slug}"`, [{ path: 'festival', message: `no festival "${slug}"` }]);
  }
  return id;
}

/** The window a query asks for, in ids (0: all years, all festivals). */
export async function windowOf(db: Executor, query: RankingWindowQuery): Promise<WindowKey> {
  return { year: query.year ?? 0, festivalId: query.festival === undefined ? 0 : await festivalOfWindow(db, query.festival) };
}

/** A page of an agency ranking as JSON text, each entry's agency card from the agency store, and the filter's total. */
async function agencyRankingPage(db: Database, window: WindowKey, filter: { country?: string | undefined; limit: number; offset: number }) {
  const page = await repo.agencyRanking(db, window, filter);
  const json = await itemsWithAgencyCards(db, page.rows, (card, entry) => {
    const at = entry.indexOf('\t');
    return entry.slice(0, at) + card + entry.slice(at + 1);
  });
  return { total: page.total, json };
}

/** `lookups` (the main pool) resolves the window's festival: see listCreativesJson. */
export async function agencyRankingJson(db: Database, query: AgencyRankingQuery, lookups: Executor = db) {
  return agencyRankingPage(db, await windowOf(lookups, query), query);
}

export async function countryRankingJson(db: Database, query: CountryRankingQuery, lookups: Executor = db): Promise<string> {
  return countryEntriesJson(db, await repo.countryRanking(db, await windowOf(lookups, query)));
}

/** Texts by id from a store, for the ids given (empty: none). */
async function textsById(db: Database, ids: string[], read: (db: Database, ids: number[]) => Promise<(string | undefined)[]>) {
  const known = [...new Set(ids.filter((id) => id !== ''))].map(Number);
  const texts = await read(db, known);
  return new Map(known.map((id, at) => [String(id), texts[at]]));
}

/**
 * A country ranking's lines (countryRanking) as JSON text: each country's best creative and agency
 * labelled from the card and agency stores (null when it has none, or it no longer exists).
 */
async function countryEntriesJson(db: Database, rows: string | null): Promise<string> {
  if (rows === null) return '[]';
  const lines = rows.split('\n').map((line) => line.split('\t'));
  const heads = await textsById(
    db,
    lines.map(([id]) => id!),
    headsOf,
  );
  const cards = await textsById(
    db,
    lines.map((fields) => fields[2]!),
    agencyCardsOf,
  );
  const entries = lines.map(([creativeId, creativePoints, agencyId, agencyPoints, entry]) => {
    const head = heads.get(creativeId!);
    const card = cards.get(agencyId!);
    const topCreative = head === undefined ? 'null' : scoredLabelOfHead(head, creativePoints!);
    const topAgency = card === undefined ? 'null' : scoredLabelOfAgencyCard(card, agencyPoints!);
    return `${entry}${topCreative},"topAgency":${topAgency}}`;
  });
  return `[${entries.join(',')}]`;
}

export async function rankingWindows(db: Database, query: { festival?: string }, now: Date): Promise<RankingWindows> {
  return repo.rankingWindows(db, (await windowOf(db, query)).festivalId, latestAwardYear(now));
}

export async function rankingYears(db: Database, query: { festival?: string }, now: Date): Promise<RankingYears> {
  return repo.rankingYears(db, (await windowOf(db, query)).festivalId, latestAwardYear(now));
}

// The CSV columns of the agency and country rankings: the JSON entries' fields, nested ones flattened.
const AGENCY_CSV_COLUMNS = [
  'rank',
  'rankChange',
  'agencyId',
  'agencySlug',
  'agencyName',
  'headquarters',
  'points',
  'awards',
  'grandPrix',
  'gold',
  'silver',
  'bronze',
  'shortlist',
  'creatives',
] as const;

const agencyCsvRow = (entry: AgencyRankingEntry) => [
  entry.rank,
  entry.rankChange,
  entry.agency.id,
  entry.agency.slug,
  entry.agency.name,
  entry.agency.headquarters,
  entry.points,
  entry.awards,
  entry.levels.grandPrix,
  entry.levels.gold,
  entry.levels.silver,
  entry.levels.bronze,
  entry.levels.shortlist,
  entry.creatives,
];

const COUNTRY_CSV_COLUMNS = [
  'rank',
  'rankChange',
  'countryCode',
  'country',
  'points',
  'awards',
  'creatives',
  'topCreativeUsername',
  'topCreativeName',
  'topCreativePoints',
  'topAgencySlug',
  'topAgencyName',
  'topAgencyPoints',
] as const;

const countryCsvRow = (entry: CountryRankingEntry) => [
  entry.rank,
  entry.rankChange,
  entry.countryCode,
  entry.country,
  entry.points,
  entry.awards,
  entry.creatives,
  entry.topCreative?.username ?? null,
  entry.topCreative?.name ?? null,
  entry.topCreative?.points ?? null,
  entry.topAgency?.slug ?? null,
  entry.topAgency?.name ?? null,
  entry.topAgency?.points ?? null,
];

/** `GET /api/rankings/agencies.csv`, page by page; an unknown festival is refused before the response starts. */
export async function exportAgencyRankingCsv(
  db: Database,
  query: AgencyRankingExportQuery,
  lookups: Executor = db,
): Promise<AsyncGenerator<string>> {
  const window = await windowOf(lookups, query);
  return csvPages(
    AGENCY_CSV_COLUMNS,
    async (offset, limit) =>
      JSON.parse((await agencyRankingPage(db, window, { country: query.country, offset, limit })).json) as AgencyRankingEntry[],
    agencyCsvRow,
    { offset: query.offset, limit: query.limit, pageSize: PAGE_LIMIT_MAX },
  );
}

/** `GET /api/rankings/countries.csv`: the whole ranking (a few hundred rows at most). */
export async function exportCountryRankingCsv(db: Database, query: CountryRankingQuery): Promise<AsyncGenerator<string>> {
  const entries = JSON.parse(await countryRankingJson(db, query)) as CountryRankingEntry[];
  return csvPages(COUNTRY_CSV_COLUMNS, (offset, limit) => Promise.resolve(entries.slice(offset, offset + limit)), countryCsvRow, {
    offset: 0,
    pageSize: Math.max(entries.length, 1),
  });
}
