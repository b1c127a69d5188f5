import { errorBodySchema } from '../../../shared/schemas/common';
import { searchQuerySchema, searchResultSchema } from '../../../shared/schemas/search';
import type { AppInstance } from '../../lib/types';
import { search } from './search.service';

export async function searchRoutes(app: AppInstance) {
  app.get(
    '/search',
    {
      config: { publicCache: true },
      schema: {
        tags: ['search'],
        summary: 'Creatives, agencies and festivals matching q (accent- and case-insensitive), 5 of each',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: errorBodySchema },
      },
    },
    async (request) => search(app.costlyDb, request.query.q, app.clock()),
  );
}
