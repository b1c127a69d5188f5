import { z } from 'zod';

/**
 * The columns of an official results file (README, "Importing official results"), one row per
 * award. `username` and `description` may be empty; the others are required.
 */
export const RESULTS_COLUMNS = [
  'festival',
  'year',
  'category',
  'level',
  'title',
  'creative',
  'username',
  'country',
  'agency',
  'description',
] as const;
export type ResultsColumn = (typeof RESULTS_COLUMNS)[number];
export const OPTIONAL_RESULTS_COLUMNS: readonly ResultsColumn[] = ['username', 'description'];

/** The largest results file the moderation screen accepts; the CLI reads any size. */
export const RESULTS_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

/** A row that cannot be imported: its line in the file (the header is line 1), the field and why. */
export const badRowSchema = z.object({ line: z.number().int(), field: z.string(), reason: z.string() });
export type BadRow = z.infer<typeof badRowSchema>;

const matchCountsSchema = z.object({ matched: z.number().int(), toCreate: z.number().int() });

/** What a results file would do, worked out before anything is written. */
export const importPreviewSchema = z.object({
  rows: z.number().int(),
  creatives: matchCountsSchema,
  agencies: matchCountsSchema,
  categories: matchCountsSchema,
  /** Awards the import adds: good rows not imported before. */
  awardsToAdd: z.number().int(),
  /** Rows whose award is already there (same creative, festival, year, category, level and title). */
  alreadyImported: z.number().int(),
  /** How many rows are bad; `badRows` lists the first BAD_ROWS_LISTED of them. */
  badRowCount: z.number().int(),
  badRows: z.array(badRowSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const BAD_ROWS_LISTED = 500;

export const importResultSchema = importPreviewSchema.extend({
  /** Awards written by this import (verified, counted in points and ranks). */
  added: z.number().int(),
});
export type ImportResult = z.infer<typeof importResultSchema>;

/** The body of the moderation screen's upload: the CSV text itself. */
export const resultsCsvBodySchema = z.string().describe('The results file, CSV (see the README for its columns)');
