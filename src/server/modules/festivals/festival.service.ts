import { CARD_PREVIEW_ITEMS } from '../../../shared/constants';
import { countryName } from '../../../shared/countries';
import { festivalStatus, isoDate } from '../../../shared/festival-status';
import type { CategoryListQuery, Festival, FestivalListQuery, FestivalSummary } from '../../../shared/schemas/festival';
import type { FestivalWinnersQuery } from '../../../shared/schemas/ranking';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../errors';
import { agencyCardsOf, labelOfAgencyCard } from '../agencies/agency-store';
import { itemsWithHeads } from '../creatives/card-store';
import { labelOfHead } from '../creatives/creative.repository';
import { festivalCalendar } from './festival-calendar';
import * as repo from './festival.repository';
import * as winnersRepo from './festival-winners.repository';

function toSummary(row: repo.FestivalRow, festivalCategories: repo.CategoryRow[], today: string): FestivalSummary {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    slug: row.slug,
    countryCode: row.countryCode,
    country: row.countryCode ? countryName(row.countryCode) : null,
    city: row.city,
    logo: row.logo,
    banner: row.banner,
    prestige: row.prestige,
    registrationOpenDate: row.registrationOpenDate,
    registrationCloseDate: row.registrationCloseDate,
    earlyBirdDeadline: row.earlyBirdDeadline,
    eventStartDate: row.eventStartDate,
    eventEndDate: row.eventEndDate,
    entryFee: row.entryFee,
    earlyBirdFee: row.earlyBirdFee,
    currency: row.currency,
    status: festivalStatus(row, today),
    categoryCount: festivalCategories.length,
    categories: festivalCategories.slice(0, CARD_PREVIEW_ITEMS).map(({ id, name }) => ({ id, name })),
  };
}

export async function listFestivals(db: Executor, query: FestivalListQuery, now: Date) {
  const today = isoDate(now);
  const { rows, total } = await repo.listFestivals(db, query, today);
  const byFestival = await repo.categoriesOfFestivals(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toSummary(row, byFestival.get(row.id) ?? [], today)), total };
}

export async function getFestivalBySlug(db: Executor, slug: string, now: Date): Promise<Festival> {
  const row = await repo.findFestivalBySlug(db, slug);
  if (!row) throw new NotFoundError(`Festival "${slug}" not found`);
  const festivalCategories = (await repo.categoriesOfFestivals(db, [row.id])).get(row.id) ?? [];
  return {
    ...toSummary(row, festivalCategories, isoDate(now)),
    description: row.description,
    venue: row.venue,
    website: row.website,
    contactEmail: row.contactEmail,
    expectedEntries: row.expectedEntries,
    judgesPanelSize: row.judgesPanelSize,
    categories: festivalCategories.map(({ id, name }) => ({ id, name })),
  };
}

export async function listCategories(db: Executor, query: CategoryListQuery) {
  const { rows, total } = await repo.listCategories(db, query);
  return { items: rows.map(({ id, name, festivalId }) => ({ id, name, festivalId })), total };
}

/** Every festival's dates as an iCalendar file. */
export async function allFestivalsCalendar(db: Executor, publicUrl: string): Promise<string> {
  return festivalCalendar(await repo.allFestivals(db), publicUrl, 'Palmarés: festival dates');
}

/** One festival's dates as an iCalendar file. */
export async function festivalCalendarBySlug(db: Executor, slug: string, publicUrl: string): Promise<string> {
  const row = await repo.findFestivalBySlug(db, slug);
  if (!row) throw new NotFoundError(`Festival "${slug}" not found`);
  return festivalCalendar([row], publicUrl, `Palmarés: ${row.name}`);
}

/**
 * A page of a festival's winners of a year (by default the latest with counted awards) as JSON
 * text. The festival is found on `lookups` (the main pool), not in the costly share's queue.
 */
export async function festivalWinnersJson(db: Database, slug: string, query: FestivalWinnersQuery, lookups: Database = db) {
  const festivalId = await repo.festivalIdBySlug(lookups, slug);
  if (festivalId === undefined) throw new NotFoundError(`Festival "${slug}" not found`);
  const year = query.year ?? (await winnersRepo.latestWinnersYear(db, festivalId));
  if (year === null) return { total: 0, json: '[]' };
  const page = await winnersRepo.festivalWinners(db, festivalId, { ...query, year });
  return { total: page.total, json: await winnersWithLabels(db, page.rows) };
}

/** A page of winners' lines (festivalWinners) as JSON text, each award with its agency's and its creative's labels. */
async function winnersWithLabels(db: Database, rows: string | null): Promise<string> {
  const agencyIds = [...new Set((rows ?? '').match(/(?<=\t)\d+(?=\t)/g) ?? [])].map(Number);
  const cards = await agencyCardsOf(db, agencyIds);
  const labels = new Map(agencyIds.map((id, at) => [id, cards[at] === undefined ? 'null' : labelOfAgencyCard(cards[at])]));
  return itemsWithHeads(db, rows, (head, rest) => {
    const tab = rest.indexOf('\t');
    const agency = tab === 0 ? 'null' : (labels.get(Number(rest.slice(0, tab))) ?? 'null');
    return `${rest.slice(tab + 1)}${agency},"creative":${labelOfHead(head)}}`;
  });
}
