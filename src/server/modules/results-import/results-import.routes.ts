import { errorBodySchema } from '../../../shared/schemas/common';
import {
  importPreviewSchema,
  importResultSchema,
  RESULTS_UPLOAD_MAX_BYTES,
  resultsCsvBodySchema,
} from '../../../shared/schemas/results-import';
import type { AppInstance } from '../../lib/types';
import { requireModerator } from '../../plugins/auth';
import { writeRateLimit } from '../../plugins/write-rate-limit';
import { importResults, previewResults } from './results-import.service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema, 413: errorBodySchema };

/** The moderation screen's results import: the CSV file itself is the body (text/csv). */
export async function resultsImportRoutes(app: AppInstance) {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: RESULTS_UPLOAD_MAX_BYTES }, (_request, body, done) => {
    done(null, body);
  });

  app.post(
    '/moderation/results-import/preview',
    {
      bodyLimit: RESULTS_UPLOAD_MAX_BYTES,
      schema: {
        tags: ['moderation'],
        summary: 'What importing an official results file would do, without writing anything (moderators only)',
        consumes: ['text/csv'],
        body: resultsCsvBodySchema,
        response: { 200: importPreviewSchema, ...errors },
      },
    },
    async (request) => {
      await requireModerator(request);
      return (await previewResults(app.db, request.body, app.clock())).preview;
    },
  );

  app.post(
    '/moderation/results-import',
    {
      config: writeRateLimit,
      bodyLimit: RESULTS_UPLOAD_MAX_BYTES,
      schema: {
        tags: ['moderation'],
        summary: 'Import an official results file as verified awards (moderators only); a file with bad rows writes nothing',
        consumes: ['text/csv'],
        body: resultsCsvBodySchema,
        response: { 200: importResultSchema, ...errors },
      },
    },
    async (request) => {
      const moderator = await requireModerator(request);
      return importResults(app.db, request.body, { reviewedBy: moderator.id, now: app.clock() });
    },
  );
}
