import { z } from 'zod';
import { TICKER_ITEMS } from '../constants';

export const TICKER_ITEM_TYPES = ['deadline', 'ranking', 'festival', 'news'] as const;
export type TickerItemType = (typeof TICKER_ITEM_TYPES)[number];

/** A text in both languages: the client shows the viewer's. */
export const localizedTextSchema = z.object({ en: z.string(), es: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const tickerItemSchema = z.object({
  /** Stable per item ("deadline-3", "ranking-41", "static-2"): a React key. */
  id: z.string(),
  type: z.enum(TICKER_ITEM_TYPES),
  text: localizedTextSchema,
  /** Page the item links to, or null. */
  href: z.string().nullable(),
});
export type TickerItem = z.infer<typeof tickerItemSchema>;

/** Always exactly eight items (spec section 9): data first, static fallbacks after. */
export const tickerSchema = z.array(tickerItemSchema).length(TICKER_ITEMS);
