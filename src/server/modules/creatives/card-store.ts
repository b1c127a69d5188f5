import type { Database } from '../../db/client';
import { itemsWithTexts, storedTexts, type StoreSource } from '../../db/noticed-store';
import { itemHeads, itemHeadsAfter } from './creative.repository';

/**
 * The card store: each creative's item head (its card and all-time totals, creative.repository.ts,
 * itemHeadOf: what a list shows of it but its place in that list) held in each process's memory
 * (db/noticed-store.ts, docs/decisions/0021), so that a window's page reads its rows' ids from an
 * index and no creative. Kept fresh by migration 0053's notices.
 */
export const creativeHeadSource: StoreSource = {
  name: 'card store',
  channel: 'creative_items',
  read: itemHeads,
  readAfter: itemHeadsAfter,
};

/** The item heads of `ids` in their order (undefined for one that no longer exists): from the card store, or read. */
export function headsOf(db: Database, ids: number[]): Promise<(string | undefined)[]> {
  return storedTexts(db, creativeHeadSource, ids);
}

/**
 * A page's items as JSON text from its rows (itemsWithTexts): a line per item of the creative's id,
 * a tab and the rest of the item, which `item` joins to the creative's head.
 */
export function itemsWithHeads(db: Database, rows: string | null, item: (head: string, rest: string) => string): Promise<string> {
  return itemsWithTexts(db, creativeHeadSource, rows, item);
}
