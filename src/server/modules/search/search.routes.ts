import { errorBodySchema } from '../../../shared/schemas/common';
import { isoDate } from '../../../shared/festival-status';
import { searchQuerySchema, searchResultSchema } from '../../../shared/schemas/search';
import type { AppInstance } from '../../lib/types';
import { sendKept } from '../../plugins/response-cache';
import { createSearcher } from './search.repository';
import { search, searchText } from './search.service';

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
    async (request, reply) => {
      // One answer per searched text, shared by every URL that asks for it (people typing send
      // the same first letters, in any case, with any other parameter) for the micro-cache's
      // lifetime, and cleared with it by a write. The date is in the key: festivals' status is.
      const now = app.clock();
      const text = searchText(request.query.q);
      let computed = false;
      const answer = await app.responseCache.fetch(`search ${isoDate(now)} ${text}`, async () => {
        computed = true;
        // The route's serializer, compiled from its schema (lib/serializer.ts), writes a string.
        const body = reply.serialize(await search(searcher, text, now)) as string;
        return { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' }, body };
      });
      if (!computed) reply.header('x-cache', 'hit');
      return sendKept(reply, answer);
    },
  );
}
