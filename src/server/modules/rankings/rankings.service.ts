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
import type { WindowKey } from '../creatives/creative.repository';
import { itemsWithAgencyCards } from '../agencies/agency-store';
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
  return repo.countryRanking(db, await windowOf(lookups, query));
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
