import { errorBodySchema } from '../../../shared/schemas/common';
import { searchQuerySchema, searchResultSchema } from '../../../shared/schemas/search';
import type { AppInstance } from '../../lib/types';
import { createSearcher } from './search.repository';
import { search } from './search.service';

export async function searchRoutes(app: AppInstance) {
  const searcher = createSearcher(app.costlyDb);
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
    async (request) => search(searcher, request.query.q, app.clock()),
  );
}
