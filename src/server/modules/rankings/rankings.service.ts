import { latestAwardYear } from '../../../shared/constants';
import type { AgencyRankingQuery, CountryRankingQuery, RankingWindowQuery, RankingWindows } from '../../../shared/schemas/ranking';
import type { Database, Executor } from '../../db/client';
import { BadRequestError } from '../../errors';
import type { WindowKey } from '../creatives/creative.repository';
import * as repo from './rankings.repository';

/** A festival's id by slug, or a 400 naming the `festival` parameter. */
export async function festivalOfWindow(db: Executor, slug: string): Promise<number> {
  const id = await repo.festivalIdBySlug(db, slug);
  if (id === undefined) {
    throw new BadRequestError(`Invalid field "festival": no festival "${slug}"`, [{ path: 'festival', message: `no festival "${slug}"` }]);
  }
  return id;
}

/** The window a query asks for, in ids (0: all years, all festivals). */
export async function windowOf(db: Executor, query: RankingWindowQuery): Promise<WindowKey> {
  return { year: query.year ?? 0, festivalId: query.festival === undefined ? 0 : await festivalOfWindow(db, query.festival) };
}

export async function agencyRankingJson(db: Database, query: AgencyRankingQuery) {
  return repo.agencyRanking(db, await windowOf(db, query), query);
}

export async function countryRankingJson(db: Database, query: CountryRankingQuery): Promise<string> {
  return repo.countryRanking(db, await windowOf(db, query));
}

export async function rankingWindows(db: Database, query: { festival?: string }, now: Date): Promise<RankingWindows> {
  const festivalId = query.festival === undefined ? 0 : await festivalOfWindow(db, query.festival);
  return repo.rankingWindows(db, festivalId, latestAwardYear(now));
}
