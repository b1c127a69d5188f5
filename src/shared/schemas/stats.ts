import { z } from 'zod';

export const statsSchema = z.object({
  totalCreatives: z.number().int(),
  totalAwards: z.number().int(),
  totalCountries: z.number().int(),
  totalFestivals: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;
