import { statsSchema } from '../../../shared/schemas/stats';
import type { AppInstance } from '../../lib/types';
import { getStats } from './stats.repository';

export async function statsRoutes(app: AppInstance) {
  app.get(
    '/stats',
    {
      config: { publicCache: true },
      schema: {
        tags: ['stats'],
        summary: 'Totals of creatives, verified awards, countries and festivals',
        response: { 200: statsSchema },
      },
    },
    async () => getStats(app.db),
  );
}
