// SQL builders of the generated benchmark dataset (scripts/generate-dataset.ts).
//
// Every row is produced by the database itself (`insert ... select ... from generate_series`),
// so the script never holds rows in memory, and the same statements run on PGlite and on a
// PostgreSQL server. Randomness is a hash of (row key, salt): the dataset is reproducible for a
// seed, and a creative's award count, award types and years are known when the creative row is
// written, so its totals are stored with it and the later recomputation has nothing to change.

import { AWARD_POINTS, DISCIPLINES, SPECIALTIES, type AwardType } from '../../src/shared/constants';
import {
  AGENCY_SPECIALTIES,
  AGENCY_SUFFIXES,
  AGENCY_WORDS,
  CAMPAIGN_ADJECTIVES,
  CAMPAIGN_NOUNS,
  CATEGORY_NAMES,
  CITIES,
  CLIENTS,
  COUNTRY_CODES,
  DESCRIPTION_OPENINGS,
  FESTIVAL_KINDS,
  FIRST_NAMES,
  LAST_NAMES,
  REAL_FESTIVALS,
} from './dataset-words';

export interface DatasetShape {
  creatives: number;
  agencies: number;
  festivals: number;
  /** The ranking's basis year: awards span this year and the 7 before. */
  year: number;
  seed: number;
}

/** Mean number of verified awards per creative (exponential, so a long tail of big winners). */
export const AWARDS_PER_CREATIVE = 10;
export const AWARD_YEARS = 8;

/** Award type shares, cumulative thresholds on a uniform draw. */
const TYPE_SHARES: readonly (readonly [AwardType, number])[] = [
  ['grand_prix', 0.02],
  ['gold', 0.12],
  ['silver', 0.3],
  ['bronze', 0.6],
  ['shortlist', 1],
];

// ---------------------------------------------------------------------------------------------
// Expression helpers.

export function lit(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function textArray(values: readonly string[]): string {
  return `ARRAY[${values.map(lit).join(',')}]::text[]`;
}

/** A uniform draw in [0, 1) from a hash of `key` (a bigint expression) and a salt. */
function rnd(key: string, salt: number): string {
  return `((hashint8extended((${key})::bigint, ${salt}) & 9007199254740991)::float8 / 9007199254740992.0)`;
}

/** One of `values`, chosen by the uniform draw `u` (optionally skewed toward the first ones). */
function pick(values: readonly string[], u: string, skew = 1): string {
  const draw = skew === 1 ? u : `power(${u}, ${skew})`;
  return `(${textArray(values)})[1 + floor(${draw} * ${values.length})::int]`;
}

/** An integer in [min, max], uniformly. */
function between(u: string, min: number, max: number): string {
  return `(${min} + floor(${u} * ${max - min + 1}))::int`;
}

/** Lowercase, accent-free, URL-safe: "Muñoz & Co" -> "munoz-co". */
function slugify(expr: string): string {
  return `trim(both '-' from regexp_replace(f_unaccent(lower(${expr})), '[^a-z0-9]+', '-', 'g'))`;
}

function salts(seed: number) {
  const base = seed * 1000;
  return {
    count: base + 1,
    type: base + 2,
    year: base + 3,
    festival: base + 4,
    category: base + 5,
    title1: base + 6,
    title2: base + 7,
    month: base + 8,
    day: base + 9,
    description: base + 10,
    first: base + 20,
    last: base + 21,
    last2: base + 22,
    hasLast2: base + 23,
    country: base + 24,
    hasAgency: base + 25,
    agency: base + 26,
    specialty: base + 27,
    discipline: base + 28,
    opening: base + 29,
    website: base + 30,
    linkedin: base + 31,
    verified: base + 32,
    experience: base + 33,
    experienceValue: base + 34,
    countriesWorked: base + 35,
    teamSize: base + 36,
    created: base + 37,
    misc1: base + 50,
    misc2: base + 51,
    misc3: base + 52,
    misc4: base + 53,
    misc5: base + 54,
    misc6: base + 55,
    misc7: base + 56,
    misc8: base + 57,
    misc9: base + 58,
  };
}

// ---------------------------------------------------------------------------------------------
// The award model, shared by the creatives' totals and the award rows.

function awardModel(shape: DatasetShape, creative: string, index: string) {
  const s = salts(shape.seed);
  const key = `(${creative})::bigint * 1024 + (${index})`;
  const typeDraw = rnd(key, s.type);
  const caseOf = (value: (type: AwardType) => string) =>
    `case ${TYPE_SHARES.map(([type, upTo]) => `when ${typeDraw} < ${upTo} then ${value(type)}`).join(' ')} end`;
  return {
    key,
    type: caseOf((type) => lit(type)),
    points: caseOf((type) => String(AWARD_POINTS[type])),
    year: `(${shape.year} - floor(${rnd(key, s.year)} * ${AWARD_YEARS}))::int`,
    // Skewed toward the first (best-known) festivals.
    festival: `(1 + floor(power(${rnd(key, s.festival)}, 1.6) * ${shape.festivals}))::int`,
    categoryDraw: rnd(key, s.category),
  };
}

/** Number of awards of creative `creative` (0 for about one in ten). */
function awardCount(shape: DatasetShape, creative: string): string {
  const mean = AWARDS_PER_CREATIVE + 0.5; // the floor takes half an award off the mean
  return `least(1000, floor(-${mean} * ln(1 - ${rnd(creative, salts(shape.seed).count)})))::int`;
}

// ---------------------------------------------------------------------------------------------
// Statements.

export function festivalsSql(shape: DatasetShape): string {
  const s = salts(shape.seed);
  const realCount = REAL_FESTIVALS.length;
  const cityNames = CITIES.map(([name]) => name);
  const cityCountries = CITIES.map(([, code]) => code);
  const cityCurrencies = CITIES.map(([, , currency]) => currency);
  const combos = CITIES.length * FESTIVAL_KINDS.length;
  const u = (salt: number) => rnd('f', salt);
  return `
    insert into festivals (id, name, short_name, slug, country_code, city, description, venue, website,
      contact_email, prestige, event_start_date, event_end_date, registration_open_date,
      registration_close_date, early_bird_deadline, entry_fee, early_bird_fee, currency,
      expected_entries, judges_panel_size)
    select f, name, short_name, ${slugify('name')}, ${`(${textArray(cityCountries)})[city_idx]`},
      ${`(${textArray(cityNames)})[city_idx]`},
      short_name || ' celebrates the year''s best work in ' || ${`(${textArray(cityNames)})[city_idx]`} || '.',
      ${`(${textArray(cityNames)})[city_idx]`} || ' Convention Centre',
      'https://' || ${slugify('short_name')} || '.example',
      'entries@' || ${slugify('short_name')} || '.example',
      prestige,
      open_date + close_after + event_after,
      open_date + close_after + event_after + event_days,
      open_date,
      open_date + close_after,
      open_date + early_after,
      fee, round(fee * 0.8),
      ${`(${textArray(cityCurrencies)})[city_idx]`},
      ${between(u(s.misc1), 300, 30000)}, ${between(u(s.misc2), 8, 120)}
    from (
      select f,
        case when f <= ${realCount}
          then (${textArray(REAL_FESTIVALS.map(([name]) => name))})[f]
          else (${textArray(cityNames)})[1 + (f - ${realCount + 1}) % ${CITIES.length}] || ' '
            || (${textArray(FESTIVAL_KINDS)})[1 + ((f - ${realCount + 1}) / ${CITIES.length}) % ${FESTIVAL_KINDS.length}]
            || case when f - ${realCount} > ${combos} then ' ' || ((f - ${realCount + 1}) / ${combos} + 1) else '' end
        end as name,
        case when f <= ${realCount}
          then (${textArray(REAL_FESTIVALS.map(([, short]) => short))})[f]
          else (${textArray(cityNames)})[1 + (f - ${realCount + 1}) % ${CITIES.length}] || ' '
            || split_part((${textArray(FESTIVAL_KINDS)})[1 + ((f - ${realCount + 1}) / ${CITIES.length}) % ${FESTIVAL_KINDS.length}], ' ', 1)
            || case when f - ${realCount} > ${combos} then ' ' || ((f - ${realCount + 1}) / ${combos} + 1) else '' end
        end as short_name,
        case when f <= ${realCount}
          then (${`ARRAY[${REAL_FESTIVALS.map(([, , city]) => city + 1).join(',')}]::int[]`})[f]
          else 1 + (f - ${realCount + 1}) % ${CITIES.length}
        end as city_idx,
        case when f <= 5 then 5 when f <= ${realCount} then 4 else ${between(u(s.misc3), 1, 4)} end::smallint as prestige,
        -- Registration windows around today: some open, some upcoming, most closed, a few unknown.
        case when ${u(s.misc4)} < 0.08 then null
          else current_date + ${between(u(s.misc5), -300, 120)} end as open_date,
        ${between(u(s.misc6), 30, 120)} as close_after,
        ${between(u(s.misc6), 30, 120)} / 2 as early_after,
        ${between(u(s.misc7), 20, 60)} as event_after,
        ${between(u(s.misc8), 2, 5)} as event_days,
        (${between(u(s.misc9), 30, 300)} * 5)::numeric as fee
      from generate_series(1, ${shape.festivals}) f
    ) x`;
}

export function categoriesSql(shape: DatasetShape): string {
  const s = salts(shape.seed);
  // 6 to 10 categories per festival (8 on average), ids contiguous per festival.
  return `
    insert into categories (id, festival_id, name)
    select row_number() over (order by f, c), f,
      (${textArray(CATEGORY_NAMES)})[1 + (f * 5 + c) % ${CATEGORY_NAMES.length}]
    from generate_series(1, ${shape.festivals}) f
    cross join lateral generate_series(0, 5 + floor(${rnd('f', s.misc1)} * 5)::int) c`;
}

export function agenciesSql(shape: DatasetShape): string {
  const s = salts(shape.seed);
  const words = AGENCY_WORDS.length;
  const block = words * AGENCY_SUFFIXES.length;
  const unique = block * CITIES.length;
  const cityNames = `(${textArray(CITIES.map(([name]) => name))})`;
  const cityCountries = `(${textArray(CITIES.map(([, code]) => code))})`;
  const u = (salt: number) => rnd('a', salt);
  // (word, suffix, city) is a bijection of the id below `unique`; the first block has no city.
  return `
    insert into agencies (id, name, slug, description, headquarters, headquarters_country_code, countries,
      employees, founded, website, email, specialties, clients, verified)
    select a, name, ${slugify('name')},
      'Independent creative agency from ' || ${cityNames}[city_idx] || '.',
      ${cityNames}[city_idx], ${cityCountries}[city_idx],
      array(select distinct x from unnest(array[${cityCountries}[city_idx],
        case when ${u(s.misc1)} < 0.5 then ${pick(COUNTRY_CODES, u(s.misc2), 2)} end,
        case when ${u(s.misc3)} < 0.25 then ${pick(COUNTRY_CODES, u(s.misc4), 2)} end]) x where x is not null)::varchar(2)[],
      round(exp(ln(3) + ${u(s.misc5)} * (ln(20000) - ln(3))))::int,
      ${between(u(s.misc6), 1950, 2023)}::smallint,
      'https://' || ${slugify('name')} || '.example',
      'hello@' || ${slugify('name')} || '.example',
      array(select distinct x from unnest(array[${pick(AGENCY_SPECIALTIES, u(s.misc7))},
        ${pick(AGENCY_SPECIALTIES, u(s.misc8))}, ${pick(AGENCY_SPECIALTIES, u(s.misc9))}]) x),
      array(select distinct x from unnest(array[${pick(CLIENTS, u(s.first))},
        ${pick(CLIENTS, u(s.last))}, ${pick(CLIENTS, u(s.last2))}]) x),
      ${u(s.verified)} < 0.2
    from (
      select a,
        (${textArray(AGENCY_WORDS)})[1 + (a - 1) % ${words}] || ' '
          || (${textArray(AGENCY_SUFFIXES)})[1 + ((a - 1) / ${words}) % ${AGENCY_SUFFIXES.length}]
          || case when a > ${block} then ' ' || ${cityNames}[1 + ((a - 1) / ${block} + (a - 1) % ${words} * 7
               + ((a - 1) / ${words}) % ${AGENCY_SUFFIXES.length} * 13) % ${CITIES.length}] else '' end
          || case when a > ${unique} then ' ' || a else '' end as name,
        1 + ((a - 1) / ${block} + (a - 1) % ${words} * 7
          + ((a - 1) / ${words}) % ${AGENCY_SUFFIXES.length} * 13) % ${CITIES.length} as city_idx
      from generate_series(1, ${shape.agencies}) a
    ) x`;
}

/** Creatives with ids in [from, to], their award totals computed from the award model. */
export function creativesSql(shape: DatasetShape, from: number, to: number): string {
  const s = salts(shape.seed);
  const u = (salt: number) => rnd('i', salt);
  const model = awardModel(shape, 's.i', 'j');
  const specialtyLabel = `replace(s.specialty, '_', ' ')`;
  return `
    insert into creatives (id, name, username, country_code, agency_name, agency_id, specialty, discipline,
      bio, website, linkedin, verified, total_points, total_awards, previous_points, years_experience,
      countries_worked, team_size_led, created_at, updated_at)
    select s.i, s.name,
      rtrim(left(${slugify('s.name')}, 39 - length(s.i::text)), '-') || '-' || s.i,
      s.country_code, g.name, g.id, s.specialty, s.discipline,
      s.opening || ' ' || ${specialtyLabel} || ' working in ' || s.discipline
        || coalesce(' at ' || g.name, '') || '.',
      s.website, s.linkedin, s.verified, t.points, t.awards, t.previous,
      s.years_experience, s.countries_worked, s.team_size_led, s.created_at, s.created_at
    from (
      select i,
        ${pick(FIRST_NAMES, u(s.first))} || ' ' || ${pick(LAST_NAMES, u(s.last))}
          || case when ${u(s.hasLast2)} < 0.3 then ' ' || ${pick(LAST_NAMES, u(s.last2))} else '' end as name,
        ${pick(COUNTRY_CODES, u(s.country), 1.8)} as country_code,
        case when ${u(s.hasAgency)} < 0.8 then (1 + floor(power(${u(s.agency)}, 1.5) * ${shape.agencies}))::int end
          as agency_id,
        ${pick(SPECIALTIES, u(s.specialty))} as specialty,
        ${pick(DISCIPLINES, u(s.discipline))} as discipline,
        ${pick(DESCRIPTION_OPENINGS, u(s.opening))} as opening,
        case when ${u(s.website)} < 0.3 then 'https://portfolio-' || i || '.example' end as website,
        case when ${u(s.linkedin)} < 0.4 then 'https://www.linkedin.com/in/creative-' || i end as linkedin,
        ${u(s.verified)} < 0.15 as verified,
        case when ${u(s.experience)} < 0.5 then ${between(u(s.experienceValue), 2, 30)}::smallint end
          as years_experience,
        case when ${u(s.experience)} < 0.3 then ${between(u(s.countriesWorked), 1, 12)}::smallint end
          as countries_worked,
        case when ${u(s.experience)} < 0.2 then ${between(u(s.teamSize), 2, 60)} end as team_size_led,
        now() - make_interval(secs => ${u(s.created)} * 86400 * 2000) as created_at
      from generate_series(${from}, ${to}) i
    ) s
    left join agencies g on g.id = s.agency_id
    cross join lateral (
      select count(*)::int as awards,
        coalesce(sum(p), 0)::int as points,
        coalesce(sum(p) filter (where y < ${shape.year}), 0)::int as previous
      from (
        select ${model.points} as p, ${model.year} as y
        from generate_series(1, ${awardCount(shape, 's.i')}) j
      ) a
    ) t`;
}

/** The verified awards of creatives with ids in [from, to], each won at the creative's agency. */
export function awardsSql(shape: DatasetShape, from: number, to: number): string {
  const s = salts(shape.seed);
  const model = awardModel(shape, 'i', 'j');
  const k = model.key;
  const title = `case when ${rnd(k, s.description)} < 0.25 then 'The ' else '' end
    || ${pick(CAMPAIGN_ADJECTIVES, rnd(k, s.title1))} || ' ' || ${pick(CAMPAIGN_NOUNS, rnd(k, s.title2))}`;
  return `
    with fc as (
      select festival_id, min(id) as first_id, count(*)::int as n from categories group by festival_id
    )
    insert into awards (creative_id, festival_id, category_id, agency_id, title, description, year, type, points,
      verified, created_at, updated_at)
    select x.i, x.f, fc.first_id + floor(x.uc * fc.n)::int, c.agency_id, x.title, x.description, x.y,
      x.type::award_type, x.p, true, x.ts, x.ts
    from (
      select i, ${model.festival} as f, ${model.categoryDraw} as uc, ${title} as title,
        case when ${rnd(k, s.description)} > 0.9 then 'Campaign for ' || ${pick(CLIENTS, rnd(k, s.title1))} end
          as description,
        ${model.year} as y, ${model.type} as type, ${model.points} as p,
        least(now(), make_timestamptz(${model.year}, ${between(rnd(k, s.month), 1, 12)},
          ${between(rnd(k, s.day), 1, 28)}, 12, 0, 0)) as ts
      from generate_series(${from}, ${to}) i
      cross join lateral generate_series(1, ${awardCount(shape, 'i')}) j
    ) x
    join fc on fc.festival_id = x.f
    join creatives c on c.id = x.i`;
}

/** A few featured projects for each of the top `top` creatives of the ranking. */
export function projectsSql(shape: DatasetShape, top: number): string {
  const s = salts(shape.seed);
  const key = `c.id::bigint * 16 + p.n`;
  return `
    insert into projects (creative_id, position, title, client, category, award, year, description,
      reach, engagement, conversion)
    select c.id, p.n,
      ${pick(CAMPAIGN_ADJECTIVES, rnd(key, s.title1))} || ' ' || ${pick(CAMPAIGN_NOUNS, rnd(key, s.title2))},
      ${pick(CLIENTS, rnd(key, s.misc1))},
      ${pick(CATEGORY_NAMES, rnd(key, s.misc2))},
      ${pick(['Grand Prix', 'Gold', 'Silver', 'Bronze', 'Shortlist'], rnd(key, s.misc3), 1.5)},
      (${shape.year} - floor(${rnd(key, s.year)} * ${AWARD_YEARS}))::smallint,
      'An integrated campaign that turned a product truth into a cultural moment.',
      ${between(rnd(key, s.misc4), 1, 80)} || 'M',
      round((${rnd(key, s.misc5)} * 12)::numeric, 1) || '%',
      '+' || ${between(rnd(key, s.misc6), 3, 45)} || '%'
    from (select id from creatives order by total_points desc, total_awards desc, name, id limit ${top}) c
    cross join lateral generate_series(0, 2 + floor(${rnd('c.id', s.count)} * 4)::int) p(n)`;
}

/** Three portfolio items for each of the top `top` agencies. */
export function agencyPortfolioSql(shape: DatasetShape, top: number): string {
  const s = salts(shape.seed);
  const key = `g.id::bigint * 16 + p.n`;
  return `
    insert into agency_portfolio_items (agency_id, title, year, client, description, awards)
    select g.id,
      ${pick(CAMPAIGN_ADJECTIVES, rnd(key, s.title1))} || ' ' || ${pick(CAMPAIGN_NOUNS, rnd(key, s.title2))},
      (${shape.year} - floor(${rnd(key, s.year)} * ${AWARD_YEARS}))::smallint,
      ${pick(CLIENTS, rnd(key, s.misc1))},
      'A campaign by ' || g.name || '.',
      array[${pick(['Grand Prix', 'Gold', 'Silver', 'Bronze'], rnd(key, s.misc3), 1.5)} || ', '
        || ${pick(CATEGORY_NAMES, rnd(key, s.misc2))}]
    from (select id, name from agencies order by total_awards desc, name limit ${top}) g
    cross join generate_series(0, 2) p(n)`;
}

/** The tables this script fills (and `--reset` empties). */
export const CONTENT_TABLES = [
  'awards',
  'projects',
  'categories',
  'festivals',
  'agencies',
  'agency_portfolio_items',
  'creatives',
  'rank_buckets',
  'rank_ladder',
  'claim_requests',
  'creative_award_lists',
  'festival_winner_runs',
] as const;

/** Read models rebuilt from the content after a load (recomputeRankings); vacuumed with it. */
export const READ_MODEL_TABLES = [
  'ranking_segments',
  'window_points',
  'window_buckets',
  'window_rank_ladder',
  'agency_window_points',
  'country_window_points',
  'discipline_window_counts',
] as const;

/** Tables with an identity `id`, whose sequences are moved past the loaded ids. */
export const IDENTITY_TABLES = [
  'festivals',
  'categories',
  'agencies',
  'agency_portfolio_items',
  'creatives',
  'awards',
  'projects',
  'claim_requests',
] as const;
