import type { Database } from '../../db/client';
import { itemsWithTexts, storedTexts, type StoreSource } from '../../db/noticed-store';
import { agencyCards, agencyCardsAfter } from './agency.repository';

/**
 * The agency store: each agency's card (migration 0044: id, slug, name, logo, headquarters) held in
 * each process's memory (db/noticed-store.ts, docs/decisions/0021), so that an agency ranking's
 * page and a festival's winners read their agencies' ids and no agency. Kept fresh by migration
 * 0054's notices.
 */
export const agencyCardSource: StoreSource = {
  name: 'agency store',
  channel: 'agency_cards',
  read: agencyCards,
  readAfter: agencyCardsAfter,
};

/** The cards of `ids` in their order (undefined for one that no longer exists): from the agency store, or read. */
export function agencyCardsOf(db: Database, ids: number[]): Promise<(string | undefined)[]> {
  return storedTexts(db, agencyCardSource, ids);
}

/**
 * A page's items as JSON text from its rows (itemsWithTexts): a line per item of the agency's id,
 * a tab and the rest of the item, which `item` joins to the agency's card.
 */
export function itemsWithAgencyCards(db: Database, rows: string | null, item: (card: string, rest: string) => string): Promise<string> {
  return itemsWithTexts(db, agencyCardSource, rows, item);
}

/**
 * What a festival's winners and a country's best agency show of an agency (id, slug, name): its
 * card's first three fields, cut where the fourth begins. `,"` cannot stand inside a JSON string
 * (a quote there is escaped), so the first `,"logo":` is the field's.
 */
export function labelOfAgencyCard(card: string): string {
  return `${card.slice(0, card.indexOf(',"logo":'))}}`;
}

/** An agency's label (labelOfAgencyCard) and `points`: a country's best agency. */
export function scoredLabelOfAgencyCard(card: string, points: string): string {
  return `${card.slice(0, card.indexOf(',"logo":'))},"points":${points}}`;
}
