import { z } from 'zod';
import { FESTIVAL_STATUSES, SEARCH_MIN_LENGTH } from '../constants';
import { safeText } from './safe-input';

export const searchQuerySchema = z.object({
  q: safeText('q')
    .trim()
    .min(SEARCH_MIN_LENGTH, `q must be at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100, 'q must be at most 100 characters'),
});

export const searchResultSchema = z.object({
  creatives: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      username: z.string(),
      countryCode: z.string().nullable(),
      country: z.string().nullable(),
      agency: z.string().nullable(),
      avatar: z.string().nullable(),
      totalPoints: z.number().int(),
    }),
  ),
  agencies: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      logo: z.string().nullable(),
      headquarters: z.string().nullable(),
    }),
  ),
  festivals: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      shortName: z.string().nullable(),
      slug: z.string(),
      countryCode: z.string().nullable(),
      country: z.string().nullable(),
      city: z.string().nullable(),
      status: z.enum(FESTIVAL_STATUSES),
    }),
  ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
