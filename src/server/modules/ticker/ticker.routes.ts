import { tickerSchema } from '../../../shared/schemas/ticker';
import type { AppInstance } from '../../lib/types';
import { getTicker } from './ticker.service';

export async function tickerRoutes(app: AppInstance) {
  app.get(
    '/ticker',
    {
      config: { publicCache: true },
      schema: {
        tags: ['ticker'],
        summary: 'The eight items of the LIVE ticker: deadlines, ranking leaders, open festivals, latest awards',
        response: { 200: tickerSchema },
      },
    },
    async () => getTicker(app.db, app.clock()),
  );
}
