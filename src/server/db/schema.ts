import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  json,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { AWARD_TYPES } from '../../shared/constants';

// Accent- and case-folded text, for search indexes. `f_unaccent` is defined in the first migration.
// Descending index columns say `nullsFirst()`: that is what a plain `ORDER BY x DESC` means, and
// Drizzle's bare `.desc()` (NULLS LAST) would keep PostgreSQL from reading the index in order.
const folded = (column: string) => sql.raw(`f_unaccent(lower(${column}))`);
// Search read model: a space, then the folded text, computed by PostgreSQL on every write, so "a
// word starts with x" is one `like '% x%'` and no query calls unaccent per row (docs/decisions/0003-search.md).
const searchText = (name: string, column: string) => text(name).generatedAlwaysAs(sql.raw(`' ' || f_unaccent(lower(${column}))`));

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---------------------------------------------------------------------------------------------
// Sign-in (better-auth's tables, plural names; `role` is ours).

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role', { enum: ['user', 'moderator'] })
    .notNull()
    .default('user'),
  ...timestamps,
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// better-auth's rate-limit counters, in the database so that every process shares them.
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

// Failed password sign-ins per account (email, lower case), whatever the client address: after a
// few, the account is locked for a short, growing while (src/server/auth/sign-in-lock.ts).
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

// ---------------------------------------------------------------------------------------------
// Festivals and their award categories.

export const festivals = pgTable(
  'festivals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    shortName: text('short_name'),
    slug: text('slug').notNull().unique(),
    countryCode: varchar('country_code', { length: 2 }),
    city: text('city'),
    description: text('description'),
    venue: text('venue'),
    banner: text('banner'),
    logo: text('logo'),
    website: text('website'),
    contactEmail: text('contact_email'),
    prestige: smallint('prestige').notNull().default(1),
    eventStartDate: date('event_start_date'),
    eventEndDate: date('event_end_date'),
    registrationOpenDate: date('registration_open_date'),
    registrationCloseDate: date('registration_close_date'),
    earlyBirdDeadline: date('early_bird_deadline'),
    entryFee: numeric('entry_fee', { precision: 10, scale: 2, mode: 'number' }),
    earlyBirdFee: numeric('early_bird_fee', { precision: 10, scale: 2, mode: 'number' }),
    currency: varchar('currency', { length: 3 }).notNull().default('USD'),
    expectedEntries: integer('expected_entries'),
    judgesPanelSize: integer('judges_panel_size'),
    searchName: searchText('search_name', 'name'),
    searchShortName: searchText('search_short_name', 'short_name'),
    ...timestamps,
  },
  (t) => [
    check('festivals_prestige_range', sql`${t.prestige} between 1 and 5`),
    index('festivals_country_idx').on(t.countryCode),
    index('festivals_prestige_idx').on(t.prestige.desc().nullsFirst(), t.name),
    index('festivals_name_idx').on(t.name),
    index('festivals_open_date_idx').on(t.registrationOpenDate),
    index('festivals_close_date_idx').on(t.registrationCloseDate),
    index('festivals_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    index('festivals_search_short_name_trgm_idx').using('gin', sql`${t.searchShortName} gin_trgm_ops`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    festivalId: integer('festival_id')
      .notNull()
      .references(() => festivals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('categories_festival_name_idx').on(t.festivalId, t.name)],
);

// ---------------------------------------------------------------------------------------------
// Agencies.

export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    description: text('description'),
    headquarters: text('headquarters'),
    headquartersCountryCode: varchar('headquarters_country_code', { length: 2 }),
    // What a ranking entry shows of the agency, as JSON text, kept by triggers (migration 0044).
    card: text('card').notNull().default(''),
    countries: varchar('countries', { length: 2 })
      .array()
      .notNull()
      .default(sql`'{}'`),
    employees: integer('employees'),
    founded: smallint('founded'),
    website: text('website'),
    email: text('email'),
    phone: text('phone'),
    // Counts of verified awards of the agency's creatives, kept with the awards.
    totalAwards: integer('total_awards').notNull().default(0),
    grandPrixAwards: integer('grand_prix_awards').notNull().default(0),
    goldAwards: integer('gold_awards').notNull().default(0),
    silverAwards: integer('silver_awards').notNull().default(0),
    bronzeAwards: integer('bronze_awards').notNull().default(0),
    specialties: text('specialties')
      .array()
      .notNull()
      .default(sql`'{}'`),
    clients: text('clients')
      .array()
      .notNull()
      .default(sql`'{}'`),
    verified: boolean('verified').notNull().default(false),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    searchName: searchText('search_name', 'name'),
    ...timestamps,
  },
  (t) => [
    // What a festival's winners and the agency rankings show of an agency, read from the index alone,
    // as creatives_label_idx does for creatives: 0.05 ms of a winners page, 0.03-0.07 of an agency ranking's.
    index('agencies_label_idx').on(t.id, t.slug, t.name, t.logo, t.headquarters),
    index('agencies_ranking_idx').on(t.totalAwards.desc().nullsFirst(), t.name),
    index('agencies_name_idx').on(t.name),
    // Sorted largest first with unknown sizes last, as the agencies list sorts.
    index('agencies_employees_idx').on(t.employees.desc()),
    index('agencies_countries_idx').using('gin', t.countries),
    index('agencies_lower_name_idx').on(sql`lower(${t.name})`),
    index('agencies_user_id_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('agencies_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

export const agencyPortfolioItems = pgTable(
  'agency_portfolio_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    year: smallint('year'),
    client: text('client'),
    description: text('description'),
    image: text('image'),
    awards: text('awards')
      .array()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [index('agency_portfolio_agency_idx').on(t.agencyId, t.year.desc())],
);

// ---------------------------------------------------------------------------------------------
// Creatives, their awards and projects.

export const creatives = pgTable(
  'creatives',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    username: text('username').notNull().unique(),
    countryCode: varchar('country_code', { length: 2 }),
    // Free text as the creative writes it; `agencyId` is set when it names a listed agency.
    agencyName: text('agency_name'),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    // The listed agency's slug, kept by triggers (migration 0026): a page of creatives links each
    // to its agency without a lookup per row (a fifth of a deep page's buffer reads at 1M).
    agencySlug: text('agency_slug'),
    specialty: text('specialty'),
    discipline: text('discipline'),
    bio: text('bio'),
    website: text('website'),
    linkedin: text('linkedin'),
    portfolio: text('portfolio'),
    avatar: text('avatar'),
    verified: boolean('verified').notNull().default(false),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'set null' }),
    // Verified awards only (DESIGN.md section 3), kept in the same transaction as the awards.
    totalPoints: integer('total_points').notNull().default(0),
    totalAwards: integer('total_awards').notNull().default(0),
    // Points of the ranking one year earlier: verified awards of years before the basis year.
    previousPoints: integer('previous_points').notNull().default(0),
    // What a listed creative shows of its own row, as JSON without the closing brace, kept by
    // triggers (migration 0029): a page appends its points and ranks instead of building 50
    // objects (a sixth of a deep page's time at 1M).
    card: text('card').notNull().default(''),
    yearsExperience: smallint('years_experience'),
    countriesWorked: smallint('countries_worked'),
    teamSizeLed: integer('team_size_led'),
    searchName: searchText('search_name', 'name'),
    ...timestamps,
  },
  (t) => [
    // What a festival's winners show of each award's creative, read from the index alone: 50
    // lookups of the table's wide rows were a seventh of a winners page (0.82 -> 0.71 ms at 1M).
    index('creatives_label_idx').on(t.id, t.name, t.username, t.countryCode),
    // A page's 50 creatives found by id: a hash bucket instead of a descent through the B-tree's
    // levels (a window's deep page 0.61-0.64 -> 0.55-0.59 ms of PostgreSQL's CPU at 1M).
    index('creatives_id_hash_idx').using('hash', t.id),
    index('creatives_ranking_idx').on(t.totalPoints.desc().nullsFirst(), t.totalAwards.desc().nullsFirst(), t.name, t.id),
    index('creatives_country_ranking_idx').on(
      t.countryCode,
      t.totalPoints.desc().nullsFirst(),
      t.totalAwards.desc().nullsFirst(),
      t.name,
      t.id,
    ),
    index('creatives_discipline_ranking_idx').on(
      t.discipline,
      t.totalPoints.desc().nullsFirst(),
      t.totalAwards.desc().nullsFirst(),
      t.name,
      t.id,
    ),
    // People pages: a country (and a discipline) in any order; discipline last, so that a
    // country-and-discipline page in a non-points order filters it from the index alone.
    index('creatives_country_discipline_ranking_idx').on(
      t.countryCode,
      t.discipline,
      t.totalPoints.desc().nullsFirst(),
      t.totalAwards.desc().nullsFirst(),
      t.name,
      t.id,
    ),
    index('creatives_country_awards_idx').on(
      t.countryCode,
      t.totalAwards.desc().nullsFirst(),
      t.totalPoints.desc().nullsFirst(),
      t.name,
      t.id,
      t.discipline,
    ),
    index('creatives_country_name_idx').on(t.countryCode, t.name, t.id, t.discipline),
    index('creatives_country_newest_idx').on(t.countryCode, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.discipline),
    // The name and newest orders' seek indexes of a discipline's list and a country's discipline's
    // (migration 0050, which also writes the awards order's and a country's discipline's by points:
    // expressions, as migration 0027's).
    index('creatives_discipline_name_idx').on(t.discipline, t.name, t.id),
    index('creatives_country_discipline_name_idx').on(t.countryCode, t.discipline, t.name, t.id),
    index('creatives_discipline_newest_idx').on(t.discipline, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('creatives_country_discipline_newest_idx').on(
      t.countryCode,
      t.discipline,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('creatives_awards_idx').on(t.totalAwards.desc().nullsFirst(), t.totalPoints.desc().nullsFirst(), t.name, t.id),
    index('creatives_name_idx').on(t.name, t.id),
    index('creatives_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('creatives_agency_id_idx').on(t.agencyId),
    index('creatives_agency_name_idx').on(sql`lower(${t.agencyName})`),
    index('creatives_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // A name with a country or a discipline in one GIN scan (btree_gin, migration 0037).
    index('creatives_country_search_trgm_idx').using('gin', t.countryCode, sql`${t.searchName} gin_trgm_ops`),
    index('creatives_discipline_search_trgm_idx').using('gin', t.discipline, sql`${t.searchName} gin_trgm_ops`),
    // The ranking order carrying the search text: a search reads the best-ranked names index-only.
    index('creatives_search_ranking_idx').on(
      t.totalPoints.desc().nullsFirst(),
      t.totalAwards.desc().nullsFirst(),
      t.name,
      t.id,
      t.searchName,
    ),
    index('creatives_name_prefix_idx').on(sql`${folded('name')} text_pattern_ops`),
  ],
);

// Search read model (docs/decisions/0003-search.md), kept by triggers on `creatives` (migration
// 0004) in the same statement as any insert or rename. Each word start of a creative's search name
// as a row, prefix-searchable by btree: a word-start search reads exactly its matches.
export const creativeNameStarts = pgTable(
  'creative_name_starts',
  {
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    // ' ' + the folded name from one word start to its end: ' garcia lopez' for "Ana García López".
    start: text('start').notNull(),
    // The creative's ranking keys, so that candidates are ranked from the index alone.
    totalPoints: integer('total_points').notNull(),
    totalAwards: integer('total_awards').notNull(),
    name: text('name').notNull(),
    // The creative's country: a name filter with a country ranks that country's starts (migration 0041).
    countryCode: varchar('country_code', { length: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.creativeId, t.start] }),
    index('creative_name_starts_ranked_idx').on(sql`${t.start} text_pattern_ops`, t.totalPoints, t.totalAwards, t.name, t.creativeId),
    index('creative_name_starts_country_idx')
      .on(t.countryCode, sql`${t.start} text_pattern_ops`, t.totalPoints, t.totalAwards, t.name, t.creativeId)
      .where(sql`${t.countryCode} is not null`),
    // And migration 0043's buckets (the starts' first characters, then the ranking, carrying the
    // start), written there alone: Drizzle's index builder has no INCLUDE; beside them, migration
    // 0047's bucket of a space and 2 letters.
  ],
);

// How many word starts begin with each prefix of a start's first word (2 to NAME_PREFIX_COUNTED
// characters after its space), and of how many creatives: a name filter's probe reads a text's
// figures here (migration 0046), kept by triggers on creative_name_starts in the same statement.
export const namePrefixCounts = pgTable('name_prefix_counts', {
  prefix: text('prefix').primaryKey(),
  starts: integer('starts').notNull(),
  creatives: integer('creatives').notNull(),
});

// The same figures per country (migration 0048): a name filter in a country reads its text's here.
export const namePrefixCountryCounts = pgTable(
  'name_prefix_country_counts',
  {
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    prefix: text('prefix').notNull(),
    starts: integer('starts').notNull(),
    creatives: integer('creatives').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.prefix] })],
);

// Every folded word of a creative's name: where a text inside a word is looked up among a few
// thousand words, not a million names. Only grows; a word nobody has any more leads nowhere.
export const nameWords = pgTable('name_words', { word: text('word').primaryKey() }, (t) => [
  index('name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

// How many creatives hold each points total, for the current and the year-earlier ranking:
// a rank is 1 + the creatives above, summed over a few hundred rows instead of counting a
// million (DESIGN.md section 10). The running sums read rank_buckets_ranks_idx (migration 0018:
// points descending with the counts, a covering index drizzle-kit cannot declare).
export const rankBuckets = pgTable(
  'rank_buckets',
  {
    basis: text('basis', { enum: ['current', 'previous'] }).notNull(),
    points: integer('points').notNull(),
    creatives: integer('creatives').notNull(),
  },
  (t) => [primaryKey({ columns: [t.basis, t.points] })],
);

// Each bucket's rank (1 + the creatives above it), so that a rank is one row read: summing the
// buckets above a total was a third of a profile's statement at 1M creatives. Written only by
// rank_ladder_refresh (migration 0033), once per transaction that changes the buckets, as it
// commits, so it always agrees with the buckets every reader sees.
export const rankLadder = pgTable(
  'rank_ladder',
  {
    basis: text('basis', { enum: ['current', 'previous'] }).notNull(),
    points: integer('points').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.basis, t.points] })],
);

// Every people list cut into segments of about 500 creatives: the whole list, a country's, a
// discipline's and a country's discipline, by points or in another order (`list`: 'all',
// 'country:ES', 'discipline:film', 'country:ES:film/name'; migration 0050). A segment starts at a
// position key (for points, points and awards negated, so that the key sorts like the ranking;
// each order's key is in migration 0050) and counts the creatives from there to the next start. A page at any offset sums
// the counts of the segment groups, then of the segments in its group, to find its segment, then
// seeks from the start key: it never walks more than a segment (DESIGN.md section 10). Kept by
// triggers on creatives, re-cut by rebuildRankBuckets.
const segmentColumns = () => ({
  list: text('list').notNull(),
  negPoints: integer('neg_points').notNull(),
  negAwards: integer('neg_awards').notNull(),
  name: text('name').notNull(),
  id: integer('id').notNull(),
  creatives: integer('creatives').notNull(),
});

export const rankingSegments = pgTable('ranking_segments', segmentColumns(), (t) => [
  primaryKey({ columns: [t.list, t.negPoints, t.negAwards, t.name, t.id] }),
]);

// Runs of 16 consecutive segments of a list (migration 0025), each starting at its first segment's
// key and counting the creatives of its segments: finding a page's segment reads a group's worth
// of rows at most twice instead of a quarter of the list's segments. Kept with the segments.
export const rankingSegmentGroups = pgTable('ranking_segment_groups', segmentColumns(), (t) => [
  primaryKey({ columns: [t.list, t.negPoints, t.negAwards, t.name, t.id] }),
]);

// Read model of the public profile (DESIGN.md section 2, "database ceilings at 1M"): a creative's
// verified awards as the API's JSON array, with festival and category names, so that a profile
// is one indexed row instead of a join per request. Kept by statement triggers on awards,
// festivals and categories (migration 0008) in the same statement as the write.
export const creativeAwardLists = pgTable('creative_award_lists', {
  creativeId: integer('creative_id')
    .primaryKey()
    .references(() => creatives.id, { onDelete: 'cascade' }),
  awards: json('awards').notNull(),
});

// Creatives whose award list is still to be rewritten: a results import leaves its batches' lists
// to a second connection (refresh_award_list_backlog), so building them runs beside the next
// batch. No foreign key: a creative deleted meanwhile is simply not found by the rewrite.
export const awardListBacklog = pgTable('award_list_backlog', {
  creativeId: integer('creative_id').primaryKey(),
});

// English country names by ISO code, written from src/shared/countries at every start, so that
// SQL that returns a whole response can name the country as the API does.
export const countryNames = pgTable('country_names', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
});

export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const awardType = pgEnum('award_type', AWARD_TYPES);

export const awards = pgTable(
  'awards',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    festivalId: integer('festival_id')
      .notNull()
      .references(() => festivals.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // The agency the creative was at when the award was won: it keeps the credit if they move.
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    year: smallint('year').notNull(),
    type: awardType('type').notNull(),
    points: integer('points').notNull(),
    // Moderation: pending = not verified and not reviewed; rejected = reviewed, not verified.
    verified: boolean('verified').notNull().default(false),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    ...timestamps,
  },
  (t) => [
    index('awards_creative_idx').on(t.creativeId, t.year.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('awards_festival_idx').on(t.festivalId),
    index('awards_category_idx').on(t.categoryId),
    index('awards_agency_idx').on(t.agencyId),
    // A festival's winners of a year, best level first (festivals' winners page): the page's
    // order keys from the index alone, whatever the depth, and after the id (unique: the order
    // stays) what a page shows of each award, so that its awards are never read from the table.
    index('awards_winners_idx')
      .on(t.festivalId, t.year, t.type, t.categoryId, t.title, t.id, t.creativeId, t.agencyId, t.points)
      .where(sql`${t.verified}`),
    index('awards_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.verified} = false and ${t.reviewedAt} is null`),
    // An account's deletion finds the awards it submitted or reviewed by these (migration 0040):
    // without them it read every award twice, past the statement timeout at 1M creatives.
    index('awards_submitted_by_idx')
      .on(t.submittedBy)
      .where(sql`${t.submittedBy} is not null`),
    index('awards_reviewed_by_idx')
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
    check('awards_points_positive', sql`${t.points} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Ranking windows (docs/decisions/0013-ranking-windows.md): points per window of a calendar year
// and/or a festival, 0 meaning "all" (year 0 and festival 0 is all time). Kept by statement
// triggers on awards and creatives (migration 0011) in the same statement as the write. Rows
// whose awards fall to 0 stay with 0 (the next award reuses them); lists read points > 0.

// A creative's counted awards in a window, with the creative's ranking keys, so that a window's
// ranking page is an index range like the all-time one. `previousPoints`: for windows of all
// years, the points of awards of years before the ranking's basis year (rank change).
export const windowPoints = pgTable(
  'window_points',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    creativeId: integer('creative_id').notNull(),
    points: integer('points').notNull(),
    awards: integer('awards').notNull(),
    previousPoints: integer('previous_points').notNull(),
    // A year's row (year > 0): the creative's points in the same festival's year before (0 in a
    // window of all years), kept by the upkeep (migration 0030). A year's page ranks its rows a
    // year earlier by it, instead of a lookup per row in a table of 25M rows (a third of the page).
    yearBeforePoints: integer('year_before_points').notNull().default(0),
    countryCode: varchar('country_code', { length: 2 }),
    // The creative's discipline, kept beside its country (migration 0038): a window's list of one
    // discipline is a range of its own index instead of a join to every creative of it.
    discipline: text('discipline'),
    name: text('name').notNull(),
  },
  (t) => [
    // Led by the creative: the upkeep upserts a creative's four windows side by side, and the key
    // also serves reading a creative's windows. It includes the points (migration 0023): the
    // upkeep reads a row's points of the year before from the key alone (yearBeforePoints).
    primaryKey({ columns: [t.creativeId, t.year, t.festivalId] }),
    // The previous points last: a page of a window of all years takes its rows' year-earlier
    // points from this index too, instead of a lookup per row in a table of 25M rows.
    index('window_points_ranking_idx')
      .on(t.year, t.festivalId, t.points.desc().nullsFirst(), t.awards.desc().nullsFirst(), t.name, t.creativeId, t.previousPoints)
      .where(sql`${t.points} > 0`),
    index('window_points_country_ranking_idx')
      .on(t.year, t.festivalId, t.countryCode, t.points.desc().nullsFirst(), t.awards.desc().nullsFirst(), t.name, t.creativeId)
      .where(sql`${t.points} > 0`),
    index('window_points_discipline_ranking_idx')
      .on(t.year, t.festivalId, t.discipline, t.points.desc().nullsFirst(), t.awards.desc().nullsFirst(), t.name, t.creativeId)
      .where(sql`${t.points} > 0`),
  ],
);

// How many creatives of a window hold each points total (> 0), as rank_buckets does for all
// time: 'previous' counts the year-earlier points of windows of all years. Ranked from
// window_buckets_ranks_idx (migration 0018, as rank_buckets).
export const windowBuckets = pgTable(
  'window_buckets',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    basis: text('basis', { enum: ['current', 'previous'] }).notNull(),
    points: integer('points').notNull(),
    creatives: integer('creatives').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.festivalId, t.basis, t.points] })],
);

// Each window bucket's rank, as rank_ladder keeps all time's: a page reads its rows' ranks by key
// instead of a running sum over the window's buckets per statement. Written only by
// window_rank_ladder_refresh (migration 0034) as a transaction that changes the buckets commits.
export const windowRankLadder = pgTable(
  'window_rank_ladder',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    basis: text('basis', { enum: ['current', 'previous'] }).notNull(),
    points: integer('points').notNull(),
    rank: integer('rank').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.festivalId, t.basis, t.points] })],
);

// An agency's counted awards in a window (awards.agency_id), per level, and how many creatives
// scored them. A few thousand agencies: a window's agency ranking is ranked in one small sort.
export const agencyWindowPoints = pgTable(
  'agency_window_points',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    awards: integer('awards').notNull(),
    grandPrix: integer('grand_prix').notNull(),
    gold: integer('gold').notNull(),
    silver: integer('silver').notNull(),
    bronze: integer('bronze').notNull(),
    shortlist: integer('shortlist').notNull(),
    creatives: integer('creatives').notNull(),
    previousPoints: integer('previous_points').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.festivalId, t.agencyId] }),
    // The previous points last: the year-earlier ranking of a window of all years is read from
    // this index alone too (previous points are never above the points).
    index('agency_window_points_ranking_idx')
      .on(t.year, t.festivalId, t.points.desc().nullsFirst(), t.awards.desc().nullsFirst(), t.agencyId, t.previousPoints)
      .where(sql`${t.points} > 0`),
  ],
);

// A window's agencies in ranking order (points, awards, name), each with its rank, rank change
// and place among its headquarters country's agencies: kept by refresh_ranking_standings (migration
// 0016) for the windows that did not change since, so that a page at any depth is one index range.
export const agencyWindowStandings = pgTable(
  'agency_window_standings',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    position: integer('position').notNull(),
    agencyId: integer('agency_id').notNull(),
    rank: integer('rank').notNull(),
    rankChange: integer('rank_change'),
    countryCode: varchar('country_code', { length: 2 }),
    countryPosition: integer('country_position'),
    // The window's figures of the agency when the standings were kept (migration 0049): a page
    // reads them here instead of one agency_window_points row per entry.
    points: integer('points').notNull().default(0),
    awards: integer('awards').notNull().default(0),
    grandPrix: integer('grand_prix').notNull().default(0),
    gold: integer('gold').notNull().default(0),
    silver: integer('silver').notNull().default(0),
    bronze: integer('bronze').notNull().default(0),
    shortlist: integer('shortlist').notNull().default(0),
    creatives: integer('creatives').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.festivalId, t.position] }),
    index('agency_window_standings_country_idx').on(t.year, t.festivalId, t.countryCode, t.countryPosition),
    // An agency's page shows its all-time place.
    index('agency_window_standings_all_time_idx')
      .on(t.agencyId)
      .where(sql`${t.year} = 0 and ${t.festivalId} = 0`),
  ],
);

// A window's countries in ranking order with their rank and rank change, kept as the agencies' are,
// with each country's first creative and first agency (by headquarters) in the window and their
// points (migration 0021): a page reads them by id instead of seeking both per country.
export const countryWindowStandings = pgTable(
  'country_window_standings',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    position: integer('position').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    rank: integer('rank').notNull(),
    rankChange: integer('rank_change'),
    topCreativeId: integer('top_creative_id'),
    topCreativePoints: integer('top_creative_points'),
    topAgencyId: integer('top_agency_id'),
    topAgencyPoints: integer('top_agency_points'),
  },
  (t) => [primaryKey({ columns: [t.year, t.festivalId, t.position] })],
);

// A festival edition's counted awards per level and category, kept by the awards' statement
// triggers (migration 0020): the runs a page of its winners cuts, read without counting the
// edition's awards (26,000 for one edition at 1M creatives, 20-35 ms a page).
export const festivalWinnerRuns = pgTable(
  'festival_winner_runs',
  {
    festivalId: integer('festival_id').notNull(),
    year: smallint('year').notNull(),
    type: awardType('type').notNull(),
    categoryId: integer('category_id').notNull(),
    awards: integer('awards').notNull(),
  },
  (t) => [primaryKey({ columns: [t.festivalId, t.year, t.type, t.categoryId] })],
);

// The windows whose agencies' or countries' points changed since their standings were kept: one
// row per change (written by the window tables' triggers, never updated, so writers never wait
// for each other here), removed by the refresh that accounts for it.
export const rankingWindowChanges = pgTable(
  'ranking_window_changes',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
  },
  (t) => [index('ranking_window_changes_window_idx').on(t.year, t.festivalId)],
);

// A country's counted awards in a window (the creatives' country) and how many creatives scored.
export const countryWindowPoints = pgTable(
  'country_window_points',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    countryCode: varchar('country_code', { length: 2 }).notNull(),
    points: integer('points').notNull(),
    awards: integer('awards').notNull(),
    creatives: integer('creatives').notNull(),
    previousPoints: integer('previous_points').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.festivalId, t.countryCode] })],
);

// How many creatives of each discipline score in a window (points > 0), kept with the windows as
// the countries' are (migration 0039): a window's list of one discipline reads its total here.
export const disciplineWindowCounts = pgTable(
  'discipline_window_counts',
  {
    year: smallint('year').notNull(),
    festivalId: integer('festival_id').notNull(),
    discipline: text('discipline').notNull(),
    creatives: integer('creatives').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.festivalId, t.discipline] })],
);

export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull().default(0),
    title: text('title').notNull(),
    client: text('client'),
    category: text('category'),
    award: text('award'),
    year: smallint('year'),
    description: text('description'),
    reach: text('reach'),
    engagement: text('engagement'),
    conversion: text('conversion'),
    image: text('image'),
  },
  (t) => [index('projects_creative_idx').on(t.creativeId, t.position)],
);

// ---------------------------------------------------------------------------------------------
// Claims of unclaimed profiles (DESIGN.md section 5).

export const claimTarget = pgEnum('claim_target', ['creative', 'agency']);
export const claimStatus = pgEnum('claim_status', ['pending', 'approved', 'rejected']);

export const claimRequests = pgTable(
  'claim_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    targetType: claimTarget('target_type').notNull(),
    creativeId: integer('creative_id').references(() => creatives.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    contactInfo: text('contact_info'),
    status: claimStatus('status').notNull().default('pending'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ...timestamps,
  },
  (t) => [
    check(
      'claim_requests_one_target',
      sql`(${t.targetType} = 'creative' and ${t.creativeId} is not null and ${t.agencyId} is null)
        or (${t.targetType} = 'agency' and ${t.agencyId} is not null and ${t.creativeId} is null)`,
    ),
    uniqueIndex('claim_requests_open_creative_idx')
      .on(t.userId, t.creativeId)
      .where(sql`${t.status} = 'pending' and ${t.creativeId} is not null`),
    uniqueIndex('claim_requests_open_agency_idx')
      .on(t.userId, t.agencyId)
      .where(sql`${t.status} = 'pending' and ${t.agencyId} is not null`),
    index('claim_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('claim_requests_user_id_idx').on(t.userId),
    index('claim_requests_creative_id_idx')
      .on(t.creativeId)
      .where(sql`${t.creativeId} is not null`),
    index('claim_requests_agency_id_idx')
      .on(t.agencyId)
      .where(sql`${t.agencyId} is not null`),
    index('claim_requests_reviewed_by_idx')
      .on(t.reviewedBy)
      .where(sql`${t.reviewedBy} is not null`),
  ],
);
