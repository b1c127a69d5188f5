// The demo data set: real festivals, fictional agencies and creatives, and official (verified)
// results for them over the last six years. Everything is derived from `today` and a fixed
// random seed, so the same day always gives the same data.
import { sql } from 'drizzle-orm';
import { AWARD_POINTS, DISCIPLINES, type AwardType, type Discipline } from '../../../shared/constants';
import { usernameFromName } from '../../../shared/username';
import { recomputeRankings } from '../../ranking/ranking.repository';
import type { Database, Executor } from '../client';
import { agencies, agencyPortfolioItems, awards, categories, creatives, festivals, projects } from '../schema';
import { AGENCY_SEEDS, FALLBACK_PORTFOLIO } from './agencies';
import { CREATIVE_SEEDS, type AwardTier, type CreativeSeed } from './creatives';
import { buildFestivalRows, FESTIVAL_SEEDS, festivalRegionsFor, type FestivalSeed } from './festivals';
import {
  CAMPAIGN_POOL,
  CREATIVE_41_PROJECTS,
  CREATIVE_42_PROJECTS,
  GENERIC_PROJECTS,
  type CampaignSeed,
  type ProjectSeed,
} from './projects';

type FestivalRow = typeof festivals.$inferInsert;
type CategoryRow = typeof categories.$inferInsert;
type AgencyRow = typeof agencies.$inferInsert;
type PortfolioRow = typeof agencyPortfolioItems.$inferInsert;
type CreativeRow = typeof creatives.$inferInsert;
type AwardRow = typeof awards.$inferInsert;
type ProjectRow = typeof projects.$inferInsert;

export interface DemoData {
  festivals: FestivalRow[];
  categories: CategoryRow[];
  agencies: AgencyRow[];
  portfolioItems: PortfolioRow[];
  creatives: CreativeRow[];
  awards: AwardRow[];
  projects: ProjectRow[];
}

/** The creatives whose profiles ship their own featured projects and portraits. */
export const SHOWCASE_PROJECTS: Readonly<Record<number, readonly ProjectSeed[]>> = {
  41: CREATIVE_41_PROJECTS,
  42: CREATIVE_42_PROJECTS,
};

const RANDOM_SEED = 20240617;
const SEED_LOCK = 7_246_101;

// ---------------------------------------------------------------------------------------------
// A small seeded PRNG (mulberry32) and helpers.

type Random = () => number;

function mulberry32(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomInt(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`Demo data: no item at ${index}`);
  return item;
}

function pick<T>(random: Random, items: readonly T[]): T {
  return at(items, Math.floor(random() * items.length));
}

function weighted<T>(random: Random, entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random() * total;
  for (const [value, weight] of entries) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return at(entries, entries.length - 1)[0];
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [at(copy, j), at(copy, i)];
  }
  return copy;
}

// ---------------------------------------------------------------------------------------------
// How the awards are spread.

/** Award count range and the quality mix of campaigns (0 = shortlist-level ... 3 = Grand Prix contender). */
const TIERS: Record<AwardTier, { awards: readonly [number, number]; quality: readonly (readonly [number, number])[] }> = {
  star: {
    awards: [12, 14],
    quality: [
      [3, 0.3],
      [2, 0.4],
      [1, 0.3],
    ],
  },
  high: {
    awards: [6, 9],
    quality: [
      [2, 0.35],
      [1, 0.45],
      [0, 0.2],
    ],
  },
  mid: {
    awards: [3, 6],
    quality: [
      [1, 0.4],
      [0, 0.6],
    ],
  },
  low: {
    awards: [1, 2],
    quality: [
      [1, 0.2],
      [0, 0.8],
    ],
  },
  new: {
    awards: [1, 3],
    quality: [
      [1, 0.3],
      [0, 0.7],
    ],
  },
  none: { awards: [0, 0], quality: [[0, 1]] },
};

/** Award type mix by campaign quality (the index). */
const TYPE_BY_QUALITY: readonly (readonly (readonly [AwardType, number])[])[] = [
  [
    ['shortlist', 0.52],
    ['bronze', 0.33],
    ['silver', 0.12],
    ['gold', 0.03],
  ],
  [
    ['shortlist', 0.3],
    ['bronze', 0.36],
    ['silver', 0.22],
    ['gold', 0.11],
    ['grand_prix', 0.01],
  ],
  [
    ['shortlist', 0.15],
    ['bronze', 0.27],
    ['silver', 0.3],
    ['gold', 0.23],
    ['grand_prix', 0.05],
  ],
  [
    ['shortlist', 0.05],
    ['bronze', 0.17],
    ['silver', 0.28],
    ['gold', 0.38],
    ['grand_prix', 0.12],
  ],
];

/** Years back from the seeding year a campaign ran; recent years weigh more. */
const YEARS_AGO: readonly (readonly [number, number])[] = [
  [0, 0.13],
  [1, 0.24],
  [2, 0.2],
  [3, 0.17],
  [4, 0.14],
  [5, 0.12],
];

export const AWARD_TYPE_LABELS: Record<AwardType, string> = {
  grand_prix: 'Grand Prix',
  gold: 'Gold',
  silver: 'Silver',
  bronze: 'Bronze',
  shortlist: 'Shortlist',
};

interface IndexedFestival {
  seed: FestivalSeed;
  label: string;
  categories: { id: number; name: string; discipline: Discipline }[];
}

interface Campaign extends CampaignSeed {
  year: number;
  /** The category a showcase project is known for, matched at each festival. */
  category?: string;
}

interface GeneratedAward {
  creativeId: number;
  campaign: Campaign;
  festival: IndexedFestival;
  category: { id: number; name: string };
  type: AwardType;
}

/** Words that name the same kind of category across festivals ("Outdoor", "Vía Pública", "Billboard"). */
const CATEGORY_SYNONYMS: readonly (readonly string[])[] = [
  ['outdoor', 'vía pública', 'exterior', 'out of home', 'billboard'],
  ['print', 'gráfica', 'press', 'publication'],
  ['radio', 'audio'],
  ['design', 'diseño'],
  ['innovation', 'innovación'],
  ['film', 'televisión', 'cinema'],
  ['social'],
  ['digital', 'interactive'],
  ['direct', 'directo'],
  ['experience', 'experiential', 'experiencia', 'activation'],
];

/**
 * A category of the festival: the one named like `preferred` when there is one, else one of
 * the campaign's discipline, else any.
 */
function pickCategory(random: Random, festival: IndexedFestival, discipline: Discipline, preferred?: string) {
  if (preferred) {
    const wanted = preferred.toLowerCase();
    const exact = festival.categories.find((category) => category.name.toLowerCase() === wanted);
    if (exact) return exact;
    const words = CATEGORY_SYNONYMS.filter((group) => group.some((word) => wanted.includes(word))).flat();
    const similar = festival.categories.find((category) => words.some((word) => category.name.toLowerCase().includes(word)));
    if (similar) return similar;
  }
  const matching = festival.categories.filter((category) => category.discipline === discipline);
  return pick(random, matching.length > 0 ? matching : festival.categories);
}

function generateAwards(year: number, festivalIndex: readonly IndexedFestival[], seeds: readonly CreativeSeed[]): GeneratedAward[] {
  const poolRandom = mulberry32(RANDOM_SEED);
  const pool = shuffled(poolRandom, CAMPAIGN_POOL);
  let poolNext = 0;
  const nextFromPool = () => at(pool, poolNext++ % pool.length);
  const agencyCampaigns = new Map<string, Campaign[]>();
  const generated: GeneratedAward[] = [];
  const festivalByLabel = new Map<string, IndexedFestival>();
  for (const festival of festivalIndex) {
    festivalByLabel.set(festival.label, festival);
    festivalByLabel.set(festival.seed.festival.name, festival);
  }

  for (const seed of seeds) {
    const { id, countryCode, discipline } = seed.creative;
    const tier = TIERS[seed.tier];
    const random = mulberry32(RANDOM_SEED ^ Math.imul(id, 0x9e3779b1));
    const target = randomInt(random, tier.awards[0], tier.awards[1]);
    if (target === 0) continue;
    const regions = festivalRegionsFor(countryCode);
    const eligible = festivalIndex.filter((festival) => regions.has(festival.seed.region));
    const mine: GeneratedAward[] = [];
    const won = new Set<string>(); // campaign title + festival: one award each
    const add = (campaign: Campaign, festival: IndexedFestival, type: AwardType, campaignDiscipline: Discipline) => {
      const key = `${campaign.title}|${festival.seed.festival.id}`;
      if (won.has(key)) return false;
      won.add(key);
      const category = pickCategory(random, festival, campaignDiscipline, campaign.category);
      mine.push({ creativeId: id, campaign, festival, category, type });
      return true;
    };

    // Showcase profiles: each featured project carries the award its card names, then more.
    const own = SHOWCASE_PROJECTS[id];
    const ownCampaigns: Campaign[] = (own ?? []).map((project) => ({
      title: project.title,
      client: project.client ?? 'A confidential client',
      description: project.description ?? '',
      year: year - project.yearsAgo,
      category: project.category ?? undefined,
    }));
    for (const [index, project] of (own ?? []).entries()) {
      const [label, festivalName] = (project.award ?? '').split(', ');
      const type = (Object.keys(AWARD_TYPE_LABELS) as AwardType[]).find((key) => AWARD_TYPE_LABELS[key] === label);
      const festival = festivalName ? festivalByLabel.get(festivalName) : undefined;
      if (!type || !festival) throw new Error(`Demo data: cannot read the award of project ${project.title}`);
      add(at(ownCampaigns, index), festival, type, discipline);
    }

    let ownNext = 0;
    let attempts = 0;
    while (mine.length < target && attempts++ < 100) {
      let campaign: Campaign;
      if (ownCampaigns.length > 0) {
        campaign = at(ownCampaigns, ownNext++ % ownCampaigns.length);
      } else {
        const shared = seed.agency
          ? (agencyCampaigns.get(seed.agency) ?? []).filter(
              (candidate) =>
                (seed.tier !== 'new' || candidate.year === year) && !mine.some((award) => award.campaign.title === candidate.title),
            )
          : [];
        if (shared.length > 0 && random() < 0.45) {
          campaign = pick(random, shared);
        } else {
          const yearsAgo = seed.tier === 'new' ? 0 : weighted(random, YEARS_AGO);
          campaign = { ...nextFromPool(), year: year - yearsAgo };
          if (seed.agency) {
            const list = agencyCampaigns.get(seed.agency) ?? [];
            list.push(campaign);
            agencyCampaigns.set(seed.agency, list);
          }
        }
      }
      // Most of a creative's work is in their own discipline; a campaign stays in one.
      const campaignDiscipline = random() < 0.8 ? discipline : pick(random, DISCIPLINES);
      const quality = weighted(random, tier.quality);
      const festivalsWon = Math.min(randomInt(random, 1, quality >= 2 ? 4 : 3), target - mine.length);
      const candidates = eligible.filter((festival) => !won.has(`${campaign.title}|${festival.seed.festival.id}`));
      for (let i = 0; i < festivalsWon && candidates.length > 0; i++) {
        const festival = weighted(
          random,
          candidates.map((candidate) => [candidate, candidate.seed.weight] as const),
        );
        candidates.splice(candidates.indexOf(festival), 1);
        add(campaign, festival, weighted(random, at(TYPE_BY_QUALITY, quality)), campaignDiscipline);
      }
    }
    generated.push(...mine);
  }
  return generated;
}

// ---------------------------------------------------------------------------------------------
// The whole data set.

function metrics(random: Random): Pick<ProjectRow, 'reach' | 'engagement' | 'conversion'> {
  return {
    reach: `${(0.8 + random() * 29).toFixed(1)}M`,
    engagement: `${(3 + random() * 13).toFixed(1)}%`,
    conversion: `+${randomInt(random, 5, 48)}%`,
  };
}

function awardLabel(award: GeneratedAward): string {
  return `${AWARD_TYPE_LABELS[award.type]}, ${award.festival.label}`;
}

/** Best first: more points, then the more prestigious festival, then the earlier festival id. */
function compareAwards(a: GeneratedAward, b: GeneratedAward): number {
  return (
    AWARD_POINTS[b.type] - AWARD_POINTS[a.type] ||
    (b.festival.seed.festival.prestige ?? 1) - (a.festival.seed.festival.prestige ?? 1) ||
    a.festival.seed.festival.id - b.festival.seed.festival.id
  );
}

/** Groups awards by campaign, best campaign first. */
function campaignsOf(list: readonly GeneratedAward[]) {
  const byTitle = new Map<string, GeneratedAward[]>();
  for (const award of list) {
    const group = byTitle.get(award.campaign.title) ?? [];
    group.push(award);
    byTitle.set(award.campaign.title, group);
  }
  const score = (group: readonly GeneratedAward[]) => group.reduce((sum, award) => sum + AWARD_POINTS[award.type], 0);
  return [...byTitle.values()]
    .map((group) => group.sort(compareAwards))
    .sort((a, b) => score(b) - score(a) || at(a, 0).campaign.title.localeCompare(at(b, 0).campaign.title));
}

export function buildDemoData(today: Date): DemoData {
  const year = today.getUTCFullYear();

  const festivalRows = buildFestivalRows(today);
  const categoryRows: CategoryRow[] = [];
  const festivalIndex: IndexedFestival[] = [];
  let categoryId = 0;
  for (const seed of FESTIVAL_SEEDS) {
    const indexed: IndexedFestival = {
      seed,
      label: seed.festival.shortName ?? seed.festival.name,
      categories: [],
    };
    for (const [name, discipline] of seed.categories) {
      categoryId += 1;
      categoryRows.push({ id: categoryId, festivalId: seed.festival.id, name });
      indexed.categories.push({ id: categoryId, name, discipline });
    }
    festivalIndex.push(indexed);
  }

  const agencyBySlug = new Map(AGENCY_SEEDS.map((agency) => [agency.slug, agency]));
  const usernames = new Set<string>();
  const creativeRows: CreativeRow[] = CREATIVE_SEEDS.map((seed) => {
    const username = usernameFromName(seed.creative.name);
    if (usernames.has(username)) throw new Error(`Demo data: duplicate username ${username}`);
    usernames.add(username);
    const agency = seed.agency ? agencyBySlug.get(seed.agency) : undefined;
    if (seed.agency && !agency) throw new Error(`Demo data: unknown agency ${seed.agency}`);
    return {
      ...seed.creative,
      username,
      agencyName: agency?.name ?? null,
      agencyId: agency?.id ?? null,
      website: seed.links.includes('w') ? `https://${username.replaceAll('-', '')}.example` : null,
      linkedin: seed.links.includes('l') ? `https://linkedin.example/in/${username}` : null,
      portfolio: seed.links.includes('p') ? `https://portfolio.example/${username}` : null,
    };
  });

  const generated = generateAwards(year, festivalIndex, CREATIVE_SEEDS);
  const agencyOfCreative = new Map(creativeRows.map((creative) => [creative.id, creative.agencyId ?? null]));
  const awardRows: AwardRow[] = generated.map((award) => ({
    creativeId: award.creativeId,
    // Demo creatives never moved: each award was won at the agency they are at now.
    agencyId: agencyOfCreative.get(award.creativeId) ?? null,
    festivalId: award.festival.seed.festival.id,
    categoryId: award.category.id,
    title: award.campaign.title,
    description: award.campaign.description || null,
    year: award.campaign.year,
    type: award.type,
    points: AWARD_POINTS[award.type],
    verified: true,
  }));

  // Featured projects: the showcase sets for 41 and 42; for everyone else their awarded
  // campaigns first, then projects from the generic set (3 to 6 cards, varied by id).
  const projectRows: ProjectRow[] = [];
  for (const seed of CREATIVE_SEEDS) {
    const { id } = seed.creative;
    const random = mulberry32(RANDOM_SEED + id * 31);
    const own = SHOWCASE_PROJECTS[id];
    if (own) {
      own.forEach(({ yearsAgo, ...project }, position) =>
        projectRows.push({ ...project, creativeId: id, position, year: year - yearsAgo }),
      );
      continue;
    }
    const count = 3 + ((id * 3) % 4);
    const awarded = campaignsOf(generated.filter((award) => award.creativeId === id)).slice(0, count);
    awarded.forEach((group, position) => {
      const best = at(group, 0);
      projectRows.push({
        creativeId: id,
        position,
        title: best.campaign.title,
        client: best.campaign.client,
        category: best.category.name,
        award: awardLabel(best),
        year: best.campaign.year,
        description: best.campaign.description,
        ...metrics(random),
        image: null,
      });
    });
    const start = (id * 5) % GENERIC_PROJECTS.length;
    for (let k = 0, position = awarded.length; position < count; k++) {
      const { yearsAgo, ...project } = at(GENERIC_PROJECTS, (start + k * 7) % GENERIC_PROJECTS.length);
      if (awarded.some((group) => at(group, 0).campaign.title === project.title)) continue;
      projectRows.push({ ...project, award: null, creativeId: id, position, year: year - yearsAgo });
      position += 1;
    }
  }

  // Agency portfolios: the best awarded campaigns of the agency's creatives (2 to 4 items).
  const portfolioRows: PortfolioRow[] = [];
  for (const agency of AGENCY_SEEDS) {
    const members = new Set(CREATIVE_SEEDS.filter((seed) => seed.agency === agency.slug).map((seed) => seed.creative.id));
    const wanted = 2 + (agency.id % 3);
    const groups = campaignsOf(generated.filter((award) => members.has(award.creativeId))).slice(0, wanted);
    for (const group of groups) {
      const best = at(group, 0);
      const labels = [...new Set(group.map((award) => `${awardLabel(award)} (${award.category.name})`))];
      portfolioRows.push({
        agencyId: agency.id,
        title: best.campaign.title,
        year: best.campaign.year,
        client: best.campaign.client,
        description: best.campaign.description,
        image: null,
        awards: labels.slice(0, 4),
      });
    }
    const fallback = FALLBACK_PORTFOLIO[agency.slug] ?? [];
    for (let i = 0; groups.length + i < 2 && i < fallback.length; i++) {
      portfolioRows.push({ agencyId: agency.id, ...at(fallback, i), year: year - 1 - i, image: null, awards: [] });
    }
  }

  return {
    festivals: festivalRows,
    categories: categoryRows,
    agencies: AGENCY_SEEDS.map((agency) => ({ ...agency })),
    portfolioItems: portfolioRows,
    creatives: creativeRows,
    awards: awardRows,
    projects: projectRows,
  };
}

// ---------------------------------------------------------------------------------------------
// Loading it.

/** True when there are no festivals and no creatives yet (a fresh database). */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const [festival] = await db.select({ id: festivals.id }).from(festivals).limit(1);
  if (festival) return false;
  const [creative] = await db.select({ id: creatives.id }).from(creatives).limit(1);
  return !creative;
}

/** Moves an identity sequence past the explicit ids inserted into a table. */
async function resetSequence(tx: Executor, table: 'festivals' | 'categories' | 'agencies' | 'creatives') {
  await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select coalesce(max(id), 1) from ${sql.identifier(table)}))`);
}

/**
 * Loads the demo data into an empty database, in one transaction. Does nothing (and returns
 * `seeded: false`) when the database already has festivals or creatives.
 */
export async function seedDemoData(db: Database, options: { today: Date }): Promise<{ seeded: boolean }> {
  const data = buildDemoData(options.today);
  return db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits, then sees the data.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if (!(await isDatabaseEmpty(tx))) return { seeded: false };

    await tx.insert(festivals).values(data.festivals);
    await tx.insert(categories).values(data.categories);
    await tx.insert(agencies).values(data.agencies);
    await tx.insert(agencyPortfolioItems).values(data.portfolioItems);
    await tx.insert(creatives).values(data.creatives);
    await tx.insert(awards).values(data.awards);
    await tx.insert(projects).values(data.projects);
    for (const table of ['festivals', 'categories', 'agencies', 'creatives'] as const) {
      await resetSequence(tx, table);
    }
    await recomputeRankings(tx, options.today.getUTCFullYear());
    return { seeded: true };
  });
}
