import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from '../constants';
import { agencySummarySchema } from './agency';
import { creativeSummarySchema } from './creative';
import { festivalSummarySchema } from './festival';
import { safeText } from './safe-input';

export const searchQuerySchema = z.object({
  q: safeText('q')
    .trim()
    .min(SEARCH_MIN_LENGTH, `q must be at least ${SEARCH_MIN_LENGTH} characters`)
    .max(100, 'q must be at most 100 characters'),
});

// Each section is a pick of its resource's summary: a field means the same thing everywhere.
export const searchResultSchema = z.object({
  creatives: z.array(
    creativeSummarySchema.pick({
      id: true,
      name: true,
      username: true,
      countryCode: true,
      country: true,
      agency: true,
      avatar: true,
      totalPoints: true,
    }),
  ),
  agencies: z.array(agencySummarySchema.pick({ id: true, name: true, slug: true, logo: true, headquarters: true })),
  festivals: z.array(
    festivalSummarySchema.pick({
      id: true,
      name: true,
      shortName: true,
      slug: true,
      countryCode: true,
      country: true,
      city: true,
      status: true,
    }),
  ),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
