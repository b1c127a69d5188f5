// The detail screens of issue 3 (items 7 to 10): creative profile, festival detail, agency
// detail and the legal pages, in English and Spanish. Expectations come from the running
// server's API, never from hard-coded seed names; time is controlled with `page.clock`.
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { AWARD_TYPES, type AwardType } from '../../src/shared/constants';
import { currentFee, earlyBirdEnded } from '../../src/shared/festival-fees';
import { isoDate } from '../../src/shared/festival-status';
import type { Agency } from '../../src/shared/schemas/agency';
import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import type { Festival, FestivalSummary } from '../../src/shared/schemas/festival';
import { expect, expectNoA11yViolations, navigateInApp, renderInBrowserOnly, test, withLang, type Api, type Lang } from './fixtures';

// ---------------------------------------------------------------------------------------------
// Helpers: expected texts, formatted the way the page formats them (Intl in the page language).

const number = (lang: Lang, value: number) => new Intl.NumberFormat(lang).format(value);
const longDate = (lang: Lang, iso: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
const money = (lang: Lang, value: number, currency: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency, maximumFractionDigits: 0 }).format(value);
const countryName = (lang: Lang, code: string) => new Intl.DisplayNames([lang], { type: 'region' }).of(code) ?? code;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const AWARD_LABELS: Record<Lang, Record<AwardType, string>> = {
  en: { grand_prix: 'Grand Prix', gold: 'Gold', silver: 'Silver', bronze: 'Bronze', shortlist: 'Shortlist' },
  es: { grand_prix: 'Grand Prix', gold: 'Oro', silver: 'Plata', bronze: 'Bronce', shortlist: 'Shortlist' },
};

/** The colour the browser drew at the middle of an element, as [r, g, b] (its screenshot decoded by the page itself). */
async function middlePixel(page: Page, element: Locator): Promise<number[]> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(Math.floor(image.width / 2), Math.floor(image.height / 2), 1, 1).data;
    return [r!, g!, b!];
  }, png);
}

function visibleProjects(awards: number): number {
  return awards === 0 ? 3 : Math.min(6, awards + 2);
}

async function creativeDetail(api: Api, idOrUsername: number | string): Promise<Creative> {
  const path = typeof idOrUsername === 'number' ? `/api/creatives/${idOrUsername}` : `/api/creatives/username/${idOrUsername}`;
  return (await api.get<Creative>(path)).body;
}

/** Every creative of the demo data, in ranking order (the seed has fewer than 100). */
async function allCreatives(api: Api): Promise<CreativeSummary[]> {
  return (await api.creatives({ limit: 100 })).body;
}

/** The first creative (in ranking order) whose full record matches. */
async function findCreative(api: Api, match: (creative: Creative) => boolean): Promise<Creative> {
  for (const summary of await allCreatives(api)) {
    const creative = await creativeDetail(api, summary.id);
    if (match(creative)) return creative;
  }
  throw new Error('No creative in the demo data matches');
}

async function festivalDetail(api: Api, slug: string): Promise<Festival> {
  return (await api.get<Festival>(`/api/festivals/slug/${slug}`)).body;
}

async function festivalWithStatus(api: Api, status: FestivalSummary['status']): Promise<Festival> {
  const summary = await api.firstFestival({ status });
  return festivalDetail(api, summary.slug);
}

/** Holds an API response until `release()` so a loading state can be seen. */
async function holdResponses(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------

test.describe('creative profile', () => {
  test('shows every section of a creative opened by id, in English', async ({ page, api, gotoPage }) => {
    const creative = await creativeDetail(api, (await api.firstCreative()).id);
    expect(creative.awards.length).toBeGreaterThan(0);
    await gotoPage(`/creative/${creative.id}`, { lang: 'en' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
    await expect(page).toHaveTitle(`${creative.name}: awards and ranking · Palmarés`);
    const profile = page.getByTestId('creative-profile');
    if (creative.verified) await expect(profile.getByText('Verified', { exact: true }).first()).toBeVisible();
    if (creative.agency && creative.agencySlug) {
      await expect(profile.getByRole('link', { name: creative.agency, exact: true })).toHaveAttribute(
        'href',
        `/agency/${creative.agencySlug}`,
      );
    }
    if (creative.countryCode)
      await expect(profile.getByText(countryName('en', creative.countryCode), { exact: true }).first()).toBeVisible();
    if (creative.bio) await expect(profile.getByText(creative.bio)).toBeVisible();

    // The stat tiles of both spec versions, with the real rank.
    const festivals = new Set(creative.awards.map((award) => award.festivalId)).size;
    const latest = Math.max(...creative.awards.map((award) => award.year));
    await expect(page.getByTestId('stat-points')).toHaveText(`Total Points${number('en', creative.totalPoints)}`);
    await expect(page.getByTestId('stat-awards')).toHaveText(`Awards Won${creative.totalAwards}`);
    await expect(page.getByTestId('stat-festivals')).toHaveText(`Festivals${festivals}`);
    await expect(page.getByTestId('stat-latest')).toHaveText(`Latest Award${latest}`);
    await expect(page.getByTestId('stat-rank')).toContainText(`Global Rank#${creative.rank}`);

    // Awards summary per type.
    await expect(page.getByRole('heading', { name: 'Awards Summary' })).toBeVisible();
    for (const type of AWARD_TYPES) {
      const count = creative.awards.filter((award) => award.type === type).length;
      await expect(page.getByTestId(`summary-${type}`)).toHaveText(`${AWARD_LABELS.en[type]}${count}`);
    }

    // Awards & Recognition: count badge and one entry per verified award.
    await expect(page.getByRole('heading', { name: 'Awards & Recognition' })).toBeVisible();
    await expect(page.getByTestId('awards-count')).toHaveText(`${creative.awards.length} awards`);
    const items = page.getByTestId('awards-list').locator(':scope > li');
    await expect(items).toHaveCount(Math.min(creative.awards.length, 20)); // the rest behind 'Show all'
    const first = creative.awards[0]!;
    const item = items.first();
    await expect(item.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(item.getByText(AWARD_LABELS.en[first.type], { exact: true })).toBeVisible();
    await expect(item.getByRole('link', { name: first.festival.name })).toHaveAttribute('href', `/festival/${first.festival.slug}`);
    await expect(item).toContainText(first.category.name);
    await expect(item).toContainText(String(first.year));
    await expect(item).toContainText(`+${number('en', first.points)} pts`);
    await expect(item.getByText('Verified', { exact: true })).toBeVisible();
    if (first.description) await expect(item).toContainText(first.description);
  });

  test('lists the 20 latest awards and the rest on request, focus on the first revealed', async ({ page, api, gotoPage }) => {
    const creative = await findCreative(api, (c) => c.awards.length > 0);
    const awards = Array.from({ length: 25 }, (_, index) => ({ ...creative.awards[0]!, id: 900_000 + index, title: `Award ${index + 1}` }));
    await page.route(`**/api/creatives/${creative.id}`, (route) => route.fulfill({ json: { ...creative, awards } }));
    await renderInBrowserOnly(page);
    await gotoPage(`/creative/${creative.id}`);

    await expect(page.getByTestId('awards-count')).toHaveText('25 awards');
    const items = page.getByTestId('awards-list').locator(':scope > li');
    await expect(items).toHaveCount(20);
    await expect(items.last()).toContainText('Award 20');
    await page.getByRole('button', { name: 'Show all 25 awards' }).click();
    await expect(items).toHaveCount(25);
    await expect(items.nth(20)).toBeFocused();
    await expect(items.last()).toContainText('Award 25');
    await expect(page.getByRole('button', { name: 'Show all 25 awards' })).toHaveCount(0);
  });

  test('labels the profile in Spanish when opened by username', async ({ page, api, gotoPage }) => {
    const creative = await findCreative(api, (c) => c.awards.length > 0 && c.specialty !== null && c.verified);
    await gotoPage(`/creative/${creative.username}`, { lang: 'es' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
    await expect(page).toHaveTitle(`${creative.name}: premios y ranking · Palmarés`);
    await expect(page.getByTestId('creative-profile').getByText('Verificado', { exact: true }).first()).toBeVisible();
    const specialties: Record<string, string> = {
      creative_director: 'Director Creativo',
      visual_designer: 'Diseñador Visual',
      art_director: 'Art Director',
      copywriter: 'Copywriter',
      creative_strategist: 'Estratega Creativo',
      digital_art_director: 'Director de Arte Digital',
      producer: 'Producer',
      director: 'Director',
    };
    await expect(page.getByTestId('creative-specialty')).toHaveText(specialties[creative.specialty!]!);
    if (creative.countryCode) {
      await expect(
        page.getByTestId('creative-profile').getByText(countryName('es', creative.countryCode), { exact: true }).first(),
      ).toBeVisible();
    }
    await expect(page.getByTestId('stat-points')).toHaveText(`Puntos Totales${number('es', creative.totalPoints)}`);
    await expect(page.getByTestId('stat-awards')).toHaveText(`Premios${creative.totalAwards}`);
    await expect(page.getByTestId('stat-festivals')).toContainText('Festivales');
    await expect(page.getByTestId('stat-latest')).toContainText('Último Premio');
    await expect(page.getByTestId('stat-rank')).toContainText(`Ranking Global#${creative.rank}`);
    await expect(page.getByRole('heading', { name: 'Resumen de Premios' })).toBeVisible();
    for (const type of AWARD_TYPES) {
      await expect(page.getByTestId(`summary-${type}`)).toContainText(AWARD_LABELS.es[type]);
    }
    await expect(page.getByRole('heading', { name: 'Premios y Reconocimientos' })).toBeVisible();
    const count = creative.awards.length;
    await expect(page.getByTestId('awards-count')).toHaveText(count === 1 ? '1 premio' : `${count} premios`);
    await expect(page.getByRole('heading', { name: 'Campañas y proyectos destacados' })).toBeVisible();
  });

  test('answers on the /creatives/ alias too', async ({ page, api, gotoPage }) => {
    const creative = await api.firstCreative();
    await gotoPage(`/creatives/${creative.username}`, { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
    await gotoPage(`/creatives/${creative.id}`, { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
  });

  test('shows the empty awards state, a dash for the latest award, and three project cards', async ({ page, api, gotoPage }) => {
    const creative = await findCreative(api, (c) => c.awards.length === 0);
    await gotoPage(`/creative/${creative.id}`, { lang: 'en' });
    await expect(page.getByText('No awards data available')).toBeVisible();
    await expect(page.getByTestId('awards-count')).toHaveText('0 awards');
    await expect(page.getByTestId('stat-latest')).toHaveText('Latest Award-');
    await expect(page.getByTestId('stat-points')).toHaveText('Total Points0');
    await expect(page.getByTestId('project-card')).toHaveCount(Math.min(3, creative.projects.length));

    await gotoPage(`/creative/${creative.id}`, { lang: 'es' });
    await expect(page.getByText('No hay premios registrados aún.')).toBeVisible();
  });

  test('shows project cards by the spec rule and all of them with View Complete Portfolio', async ({ page, api, gotoPage }) => {
    // A creative with more projects than the rule shows, so the button has work to do.
    const creative = await findCreative(api, (c) => c.projects.length > visibleProjects(c.awards.length));
    const shown = visibleProjects(creative.awards.length);
    await gotoPage(`/creative/${creative.id}`, { lang: 'en' });

    await expect(page.getByRole('heading', { name: 'Featured Campaigns & Projects' })).toBeVisible();
    const badge = Math.min(creative.projects.length, 12);
    await expect(page.getByTestId('projects-count')).toHaveText(badge === 1 ? '1 project' : `${badge} projects`);
    const cards = page.getByTestId('project-card');
    await expect(cards).toHaveCount(shown);

    const project = creative.projects[0]!;
    const card = cards.first();
    await expect(card.getByRole('heading', { name: project.title })).toBeVisible();
    for (const text of [project.client, project.category, project.award, project.description]) {
      if (text) await expect(card).toContainText(text);
    }
    if (project.year) await expect(card).toContainText(String(project.year));
    if (project.metrics.reach) await expect(card).toContainText(`Reach${project.metrics.reach}`);
    if (project.metrics.engagement) await expect(card).toContainText(`Engagement${project.metrics.engagement}`);
    if (project.metrics.conversion) await expect(card).toContainText(`Conversion${project.metrics.conversion}`);

    // Keyboard: Enter on the button reveals every project and moves focus to the first new one.
    const button = page.getByRole('button', { name: 'View Complete Portfolio' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(cards).toHaveCount(creative.projects.length);
    await expect(cards.nth(shown)).toBeFocused();
    await expect(button).toHaveCount(0);
  });

  test('the projects section hydrates on demand: its code loads as it comes near, nothing moves, and it answers', async ({ page, api }) => {
    const creative = await findCreative(api, (c) => c.projects.length > visibleProjects(c.awards.length));
    const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const sectionFile = `/${manifest['src/client/features/creatives/components/profile/projects-section.tsx']!.file}`;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    // A short screen: the section is more than two screens down.
    await page.setViewportSize({ width: 390, height: 500 });
    await page.goto(withLang(`/creative/${creative.id}`, 'en'), { waitUntil: 'networkidle' });
    await page.evaluate(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });

    const heading = page.getByRole('heading', { name: 'Featured Campaigns & Projects' });
    const section = page.locator('[data-late-part]').filter({ has: heading });
    await expect(section).toHaveAttribute('data-late-part', 'waiting');
    expect(requested).not.toContain(sectionFile);
    // The server's HTML is all there before its code.
    const cards = page.getByTestId('project-card');
    await expect(cards).toHaveCount(visibleProjects(creative.awards.length));
    const top = () => heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    const before = await top();

    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toContain(sectionFile);
    await expect(section).toHaveAttribute('data-late-part', 'hydrated');
    expect(await top()).toBe(before);
    expect(await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)).toBeLessThan(0.001);

    await page.getByRole('button', { name: 'View Complete Portfolio' }).click();
    await expect(cards).toHaveCount(creative.projects.length);
  });

  test('applies the card rule to creatives with few awards', async ({ page, api, gotoPage }) => {
    const creatives = await allCreatives(api);
    // One creative per distinct award count up to 4 covers 3, min(6, n + 2) and the cap.
    const seen = new Set<number>();
    for (const summary of creatives) {
      if (summary.totalAwards > 4 || seen.has(summary.totalAwards)) continue;
      seen.add(summary.totalAwards);
      const creative = await creativeDetail(api, summary.id);
      await gotoPage(`/creative/${creative.id}`, { lang: 'en' });
      await expect(page.getByTestId('project-card')).toHaveCount(
        Math.min(creative.projects.length, visibleProjects(creative.awards.length)),
      );
      const hasMore = creative.projects.length > visibleProjects(creative.awards.length);
      await expect(page.getByRole('button', { name: 'View Complete Portfolio' })).toHaveCount(hasMore ? 1 : 0);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  test('side column: connect links, real quick stats, and the claim offered to anonymous visitors', async ({ page, api, gotoPage }) => {
    const creative = await findCreative(
      api,
      (c) => Boolean(c.linkedin && c.website) && c.yearsExperience !== null && c.teamSizeLed !== null && !c.claimed,
    );
    await gotoPage(`/creative/${creative.id}`, { lang: 'en' });

    const connect = page.getByTestId('connect-card');
    await expect(connect.getByRole('heading', { name: 'Connect' })).toBeVisible();
    const linkedin = connect.getByRole('link', { name: /LinkedIn/ });
    await expect(linkedin).toHaveAttribute('href', creative.linkedin!);
    await expect(linkedin).toHaveAttribute('target', '_blank');
    await expect(linkedin).toHaveAttribute('rel', /noopener/);
    await expect(connect.getByRole('link', { name: /Website/ })).toHaveAttribute('href', creative.website!);
    await expect(connect.getByRole('link', { name: /Portfolio/ })).toHaveCount(creative.portfolio ? 1 : 0);

    const quick = page.getByTestId('quick-stats');
    await expect(quick).toContainText(`Years Experience${number('en', creative.yearsExperience!)}`);
    await expect(quick).toContainText(`Team Size Led${number('en', creative.teamSizeLed!)}`);
    await expect(quick).not.toContainText('+');

    // An unclaimed profile offers its claim to anyone; signed out it leads to sign-in (issue 11).
    await expect(page.getByRole('button', { name: 'Claim This Profile' })).toBeVisible();
  });

  test('hides Connect and Quick Stats when the profile has none, and shows initials without an avatar', async ({ page, api, gotoPage }) => {
    const creative = await findCreative(
      api,
      (c) =>
        !c.linkedin && !c.website && !c.portfolio && c.yearsExperience === null && c.countriesWorked === null && c.teamSizeLed === null,
    ).catch(() => null);
    test.skip(!creative, 'the demo data has no creative without links and quick stats');
    await gotoPage(`/creative/${creative!.id}`, { lang: 'en' });
    await expect(page.getByTestId('connect-card')).toHaveCount(0);
    await expect(page.getByTestId('quick-stats')).toHaveCount(0);
  });

  test('shows the avatar picture, or the initials when there is none', async ({ page, api, gotoPage }) => {
    const withAvatar = await findCreative(api, (c) => c.avatar !== null);
    await gotoPage(`/creative/${withAvatar.id}`, { lang: 'en' });
    await expect(page.getByTestId('creative-profile').locator(`img[src="${withAvatar.avatar}"]`)).toBeVisible();

    const without = await findCreative(api, (c) => c.avatar === null && /\s/.test(c.name));
    await gotoPage(`/creative/${without.id}`, { lang: 'en' });
    const parts = without.name.trim().split(/\s+/);
    const initials = `${parts[0]![0]}${parts[parts.length - 1]![0]}`.toUpperCase();
    await expect(page.getByTestId('creative-profile').getByText(initials, { exact: true })).toBeVisible();
  });

  test('shows a loading skeleton until the profile arrives', async ({ page, api, gotoPage }) => {
    const creative = await api.firstCreative();
    const release = await holdResponses(page, `**/api/creatives/${creative.id}`);
    await gotoPage('/privacy', { lang: 'en' });
    await navigateInApp(page, `/creative/${creative.id}`);
    await expect(page.getByTestId('creative-skeleton')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading profile...' })).toBeAttached();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
    await expect(page.getByTestId('creative-skeleton')).toHaveCount(0);
  });

  test('a failed load says so and offers to try again, which loads the profile', async ({ page, gotoPage, consoleErrors, api }) => {
    const creative = await api.firstCreative();
    consoleErrors.allowFailedResponses(500);
    let failing = true;
    await page.route(`**/api/creatives/username/${creative.username}`, (route) =>
      failing ? route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }) : route.fallback(),
    );
    await gotoPage('/privacy', { lang: 'en' });
    await navigateInApp(page, `/creative/${creative.username}`);
    await expect(page.getByTestId('creative-not-found')).toBeVisible();
    await expect(page.getByText('Something went wrong while loading this content.')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
  });

  test('says the creative was not found, in each language', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(404);
    await gotoPage('/creative/999999999', { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative Not Found');
    await expect(page.getByText("The creative profile you're looking for doesn't exist.")).toBeVisible();
    await expect(page).toHaveTitle('Creative Not Found · Palmarés');

    await gotoPage('/creative/nobody-by-this-name', { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creativo no encontrado o error al cargar el perfil.');
    await expect(page.getByText('El perfil creativo que buscas no existe.')).toBeVisible();
  });

  test('keeps the head right on client-side navigation from an agency to a creative', async ({ page, api, gotoPage }) => {
    const creative = await findCreative(api, (c) => c.agencySlug !== null);
    await gotoPage(`/agency/${creative.agencySlug}`, { lang: 'en' });
    await page
      .getByTestId('agency-creatives')
      .getByRole('link', { name: new RegExp(escapeRegex(creative.name)) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/creative/${creative.username}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
    await expect(page).toHaveTitle(`${creative.name}: awards and ranking · Palmarés`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(`^${escapeRegex(creative.name)}:`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/creative/${creative.username}$`));
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('festival detail', () => {
  test('an open festival: header, badge, countdown, sections and head, in English', async ({ page, api, gotoPage }) => {
    const festival = await festivalWithStatus(api, 'open');
    await gotoPage(`/festival/${festival.slug}`, { lang: 'en' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(festival.name);
    await expect(page).toHaveTitle(`${festival.name}: dates, fees and deadlines · Palmarés`);
    const badge = page.getByTestId('festival-status');
    await expect(badge).toHaveText('Registration status: OPEN');
    await expect(badge).toHaveClass(/bg-green/);
    if (festival.city && festival.countryCode) {
      await expect(page.getByTestId('festival-place')).toContainText(`${festival.city}, ${countryName('en', festival.countryCode)}`);
    }
    const stars = page.getByRole('img', { name: `Prestige: ${festival.prestige} of 5 stars` });
    await expect(stars).toBeVisible();
    // Drawn as they are said: the first star filled gold to its middle (the icons come from a
    // sprite through <use>, where a fill the sprite set would win over the star's class).
    expect(await middlePixel(page, stars.locator('svg').first())).toEqual([245, 179, 1]);
    if (festival.banner) await expect(page.getByTestId('festival-banner').locator('img')).toHaveAttribute('src', festival.banner);

    // About and all categories.
    const about = page.getByTestId('festival-about');
    await expect(about.getByRole('heading', { name: 'About' })).toBeVisible();
    if (festival.description) await expect(about).toContainText(festival.description);
    if (festival.shortName) await expect(about).toContainText(festival.shortName);
    await expect(page.getByTestId('festival-categories').getByRole('listitem')).toHaveCount(festival.categories.length);

    // Timeline, dates in the UI language.
    await expect(page.getByTestId('timeline-opens')).toHaveText(`Registration Opens${longDate('en', festival.registrationOpenDate!)}`);
    await expect(page.getByTestId('timeline-closes')).toHaveText(`Registration Closes${longDate('en', festival.registrationCloseDate!)}`);
    await expect(page.getByTestId('timeline-earlyBird')).toContainText('Early Bird Deadline');
    await expect(page.getByTestId('timeline-event')).toContainText('Event Dates');

    // The countdown card exists only while registration is open.
    const countdown = page.getByTestId('countdown');
    await expect(countdown.getByRole('heading', { name: 'Registration Closes In' })).toBeVisible();
    for (const label of ['Days', 'Hours', 'Min', 'Sec']) await expect(countdown).toContainText(label);

    // Entry fees: the one that applies today is marked current; an early bird past its deadline has ended.
    const current = currentFee(festival, isoDate(new Date()))?.kind;
    if (festival.earlyBirdFee !== null && festival.earlyBirdDeadline) {
      const ended = earlyBirdEnded(festival, isoDate(new Date()));
      await expect(page.getByTestId('fee-early')).toHaveText(
        `Early Bird${current === 'earlyBird' ? 'Current fee' : ''}${money('en', festival.earlyBirdFee, festival.currency)}${ended ? 'Ended' : 'Until'} ${longDate('en', festival.earlyBirdDeadline)}`,
      );
    }
    if (festival.entryFee !== null) {
      await expect(page.getByTestId('fee-regular')).toHaveText(
        `Regular${current === 'regular' ? 'Current fee' : ''}${money('en', festival.entryFee, festival.currency)}After early bird deadline`,
      );
    }

    // Stats.
    if (festival.expectedEntries !== null) {
      await expect(page.getByTestId('stat-entries')).toHaveText(`Expected Entries${number('en', festival.expectedEntries)}`);
    }
    if (festival.judgesPanelSize !== null) {
      await expect(page.getByTestId('stat-judges')).toHaveText(`Judges Panel${number('en', festival.judgesPanelSize)} experts`);
    }
    await expect(page.getByTestId('stat-categories')).toHaveText(`Categories${festival.categories.length}`);
    await expect(page.getByTestId('stat-venue')).toHaveText(`Venue${festival.venue ?? 'TBD'}`);

    // Contact & Links.
    if (festival.website) {
      const website = page.getByRole('link', { name: /Visit Website/ });
      await expect(website).toHaveAttribute('href', festival.website);
      await expect(website).toHaveAttribute('target', '_blank');
      await expect(website).toHaveAttribute('rel', /noopener/);
    }

    // Crawler data stays in the head: one schema.org Event for this festival.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const events = jsonLd.map((text) => JSON.parse(text) as { '@type'?: string; name?: string }).filter((d) => d['@type'] === 'Event');
    expect(events.map((event) => event.name)).toEqual([festival.name]);
  });

  test('an open festival in Spanish', async ({ page, api, gotoPage }) => {
    const festival = await festivalWithStatus(api, 'open');
    await gotoPage(`/festival/${festival.slug}`, { lang: 'es' });
    await expect(page.getByTestId('festival-status')).toHaveText('Estado de la inscripción: ABIERTO');
    const countdown = page.getByTestId('countdown');
    await expect(countdown.getByRole('heading', { name: 'La inscripción cierra en' })).toBeVisible();
    for (const label of ['Días', 'Horas', 'Min', 'Seg']) await expect(countdown).toContainText(label);
    await expect(page.getByTestId('timeline-closes')).toHaveText(
      `Cierre de inscripciones${longDate('es', festival.registrationCloseDate!)}`,
    );
    if (festival.earlyBirdFee !== null && festival.earlyBirdDeadline) {
      const today = isoDate(new Date());
      await expect(page.getByTestId('fee-early')).toHaveText(
        `Tarifa anticipada${currentFee(festival, today)?.kind === 'earlyBird' ? 'Tarifa actual' : ''}${money('es', festival.earlyBirdFee, festival.currency)}${earlyBirdEnded(festival, today) ? 'Terminó el' : 'Hasta el'} ${longDate('es', festival.earlyBirdDeadline)}`,
      );
    }
    if (festival.judgesPanelSize !== null) {
      await expect(page.getByTestId('stat-judges')).toHaveText(`Jurado${number('es', festival.judgesPanelSize)} expertos`);
    }
    await expect(page.getByRole('link', { name: /Visitar sitio web/ })).toBeVisible();
    await expect(page).toHaveTitle(`${festival.name}: fechas, tarifas y plazos · Palmarés`);
  });

  const BADGES = [
    { status: 'upcoming', en: 'UPCOMING', es: 'PRÓXIMAMENTE', tone: /bg-blue/ },
    { status: 'closed', en: 'CLOSED', es: 'CERRADO', tone: /bg-red/ },
    { status: 'unknown', en: 'UNKNOWN', es: 'DESCONOCIDO', tone: /bg-zinc/ },
  ] as const;
  for (const { status, en, es, tone } of BADGES) {
    test(`a ${status} festival: ${en} / ${es} badge and no countdown`, async ({ page, api, gotoPage }) => {
      const festival = await festivalWithStatus(api, status);
      await gotoPage(`/festival/${festival.slug}`, { lang: 'en' });
      const badge = page.getByTestId('festival-status');
      await expect(badge).toHaveText(`Registration status: ${en}`);
      await expect(badge).toHaveClass(tone);
      await expect(page.getByTestId('countdown')).toHaveCount(0);
      await gotoPage(`/festival/${festival.slug}`, { lang: 'es' });
      await expect(page.getByTestId('festival-status')).toHaveText(`Estado de la inscripción: ${es}`);
    });
  }

  test('shows TBD for every missing date, in each language', async ({ page, api, gotoPage }) => {
    const festival = await festivalWithStatus(api, 'unknown');
    expect(festival.registrationOpenDate).toBeNull();
    await gotoPage(`/festival/${festival.slug}`, { lang: 'en' });
    for (const [key, label] of [
      ['opens', 'Registration Opens'],
      ['earlyBird', 'Early Bird Deadline'],
      ['closes', 'Registration Closes'],
      ['event', 'Event Dates'],
    ] as const) {
      await expect(page.getByTestId(`timeline-${key}`)).toHaveText(`${label}TBD`);
    }
    if (festival.earlyBirdFee !== null) await expect(page.getByTestId('fee-early')).toContainText('Until TBD');
    await gotoPage(`/festival/${festival.slug}`, { lang: 'es' });
    await expect(page.getByTestId('timeline-opens')).toHaveText('Apertura de inscripcionesPor confirmar');
  });

  test('the countdown ticks every second and stops at zero', async ({ page, api }) => {
    const festival = await festivalWithStatus(api, 'open');
    const close = festival.registrationCloseDate!;
    const day = addDays(close, -2);
    const expectLeft = async (days: string, hours: string, minutes: string, seconds: string) => {
      await expect(page.getByTestId('countdown-days')).toHaveText(days);
      await expect(page.getByTestId('countdown-hours')).toHaveText(hours);
      await expect(page.getByTestId('countdown-minutes')).toHaveText(minutes);
      await expect(page.getByTestId('countdown-seconds')).toHaveText(seconds);
    };
    await page.clock.install({ time: new Date(`${day}T19:59:00Z`) });
    await page.goto(withLang(`/festival/${festival.slug}`, 'en'));
    const countdown = page.getByTestId('countdown');
    await expect(countdown).toBeVisible();

    // 20:00:01 UTC two days before: the end of the close date (23:59:59 UTC) is 2 d 3 h 59 min 58 s away.
    await page.clock.pauseAt(new Date(`${day}T20:00:00Z`));
    await page.clock.runFor(1000);
    await expectLeft('02', '03', '59', '58');
    await page.clock.runFor(1000);
    await expectLeft('02', '03', '59', '57');
    await page.clock.runFor(3000);
    await expectLeft('02', '03', '59', '54');

    // Jump to ten seconds before the deadline, then watch the last seconds go.
    await page.clock.fastForward(((2 * 24 + 3) * 3600 + 59 * 60 + 44) * 1000);
    await expectLeft('00', '00', '00', '10');
    await page.clock.runFor(1000);
    await expectLeft('00', '00', '00', '09');

    // Past the deadline it shows zero, never a negative number, and stays there.
    await page.clock.fastForward(60_000);
    await expectLeft('00', '00', '00', '00');
    await expect(countdown).toContainText('Registration has closed.');
    await page.clock.runFor(5000);
    await expectLeft('00', '00', '00', '00');
  });

  test('Contact & Links: a mailto link when there is an address, a note when there is nothing', async ({ page, api, gotoPage }) => {
    const festival = await festivalWithStatus(api, 'open');
    // The demo data publishes no festival e-mail addresses: serve one through the API.
    await page.route(`**/api/festivals/slug/${festival.slug}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Festival;
      await route.fulfill({ response, json: { ...body, contactEmail: 'entries@festival.example' } });
    });
    await gotoPage('/privacy', { lang: 'en' });
    await navigateInApp(page, `/festival/${festival.slug}`);
    await expect(page.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', 'mailto:entries@festival.example');

    await page.unroute(`**/api/festivals/slug/${festival.slug}`);
    const other = await festivalWithStatus(api, 'closed');
    await page.route(`**/api/festivals/slug/${other.slug}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Festival;
      await route.fulfill({ response, json: { ...body, contactEmail: null, website: null } });
    });
    await navigateInApp(page, `/festival/${other.slug}`);
    await expect(page.getByTestId('festival-contact')).toContainText('No contact details published yet.');
    await expect(page.getByRole('link', { name: /Visit Website/ })).toHaveCount(0);
  });

  test('shows Loading Festival... while it loads', async ({ page, api, gotoPage }) => {
    const festival = await api.firstFestival();
    const release = await holdResponses(page, `**/api/festivals/slug/${festival.slug}`);
    await gotoPage('/privacy', { lang: 'en' });
    await navigateInApp(page, `/festival/${festival.slug}`);
    await expect(page.getByText('Loading Festival...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(festival.name);
  });

  test('says the festival was not found, in each language', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(404);
    await gotoPage('/festival/no-such-festival', { lang: 'en' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festival Not Found');
    await expect(page.getByText("The festival you're looking for doesn't exist.")).toBeVisible();
    await gotoPage('/festival/no-such-festival', { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Festival no encontrado');
    await expect(page.getByText('El festival que buscas no existe.')).toBeVisible();
  });

  test('updates title and structured data on client-side navigation from a creative', async ({ page, api, gotoPage }) => {
    const creative = await creativeDetail(api, (await api.firstCreative()).id);
    const award = creative.awards[0]!;
    await gotoPage(`/creative/${creative.id}`, { lang: 'en' });
    await page.getByTestId('awards-list').getByRole('link', { name: award.festival.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/festival/${award.festival.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(award.festival.name);
    await expect(page).toHaveTitle(`${award.festival.name}: dates, fees and deadlines · Palmarés`);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', new RegExp(escapeRegex(award.festival.name)));
    const jsonLd = page.locator('script[type="application/ld+json"]');
    await expect(jsonLd).toHaveCount(1);
    const data = JSON.parse((await jsonLd.textContent()) ?? '{}') as {
      '@type': string;
      name: string;
      offers?: { priceCurrency: string }[];
    };
    expect(data['@type']).toBe('Event');
    expect(data.name).toBe(award.festival.name);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('agency detail', () => {
  test('draws the initials of an agency without a logo where they can be read', async ({ page, api, gotoPage }) => {
    const summary = await api.firstAgency();
    const agency = (await api.get<Agency>(`/api/agencies/slug/${summary.slug}`)).body;
    await page.route(`**/api/agencies/slug/${agency.slug}`, (route) => route.fulfill({ json: { ...agency, logo: null } }));
    await renderInBrowserOnly(page);
    await gotoPage(`/agency/${agency.slug}`, { lang: 'en' });
    const words = agency.name.trim().split(/\s+/);
    const initials = `${words[0]![0]}${words.length > 1 ? words[words.length - 1]![0] : ''}`.toUpperCase();
    const mark = page.getByTestId('agency-detail').getByText(initials, { exact: true }).first();
    await expect(mark).toBeVisible();
    // Not white on the white frame a logo gets.
    const [color, background] = await mark.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(element).backgroundColor,
    ]);
    expect(color).not.toBe(background);
  });

  test('shows every section of an agency and its creatives, in English', async ({ page, api, gotoPage }) => {
    const summary = await api.firstAgency();
    const agency = (await api.get<Agency>(`/api/agencies/slug/${summary.slug}`)).body;
    const creatives = await api.get<CreativeSummary[]>(`/api/creatives/agency/${encodeURIComponent(agency.name)}`, { limit: 12 });
    await gotoPage(`/agency/${agency.slug}`, { lang: 'en' });

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agency.name);
    await expect(page).toHaveTitle(`${agency.name}: awards, creatives and work · Palmarés`);
    const detail = page.getByTestId('agency-detail');
    if (agency.verified) await expect(detail.getByText('Verified', { exact: true })).toBeVisible();
    if (agency.description) await expect(detail.getByText(agency.description)).toBeVisible();
    if (agency.headquarters && agency.headquartersCountryCode) {
      await expect(page.getByTestId('agency-hq')).toContainText(
        `${agency.headquarters}, ${countryName('en', agency.headquartersCountryCode)}`,
      );
    }

    // Award totals by level.
    await expect(page.getByTestId('agency-awards-total')).toHaveText(`Total Awards${agency.totalAwards}`);
    await expect(page.getByTestId('agency-awards-grandPrix')).toHaveText(`Grand Prix${agency.grandPrixAwards}`);
    await expect(page.getByTestId('agency-awards-gold')).toHaveText(`Gold${agency.goldAwards}`);
    await expect(page.getByTestId('agency-awards-silver')).toHaveText(`Silver${agency.silverAwards}`);
    await expect(page.getByTestId('agency-awards-bronze')).toHaveText(`Bronze${agency.bronzeAwards}`);
    await expect(page.getByTestId('agency-awards-shortlist')).toHaveText(`Shortlist${agency.shortlistAwards}`);

    // Facts: countries, size, founded.
    const countries = page.getByTestId('agency-countries').getByRole('listitem');
    await expect(countries).toHaveCount(agency.countryCodes.length);
    for (const code of agency.countryCodes) await expect(page.getByTestId('agency-countries')).toContainText(countryName('en', code));
    if (agency.employees !== null) await expect(page.getByTestId('agency-size')).toHaveText(`${number('en', agency.employees)} employees`);
    if (agency.founded !== null) await expect(page.getByTestId('agency-founded')).toHaveText(String(agency.founded));

    // Contacts.
    const contact = page.getByTestId('agency-contact');
    if (agency.website) {
      const website = contact.getByRole('link', { name: /Website/ });
      await expect(website).toHaveAttribute('href', agency.website);
      await expect(website).toHaveAttribute('target', '_blank');
    }
    if (agency.email)
      await expect(contact.getByRole('link', { name: new RegExp(escapeRegex(agency.email)) })).toHaveAttribute(
        'href',
        `mailto:${agency.email}`,
      );
    if (agency.phone)
      await expect(contact.getByRole('link', { name: new RegExp(escapeRegex(agency.phone)) })).toHaveAttribute('href', /^tel:\+?\d+$/);

    // Specialties, clients, portfolio.
    for (const specialty of agency.specialties) await expect(page.getByTestId('agency-specialties')).toContainText(specialty);
    for (const client of agency.clients) await expect(page.getByTestId('agency-clients')).toContainText(client);
    await expect(page.getByTestId('portfolio-item')).toHaveCount(agency.portfolio.length);
    const work = agency.portfolio[0];
    if (work) {
      const card = page.getByTestId('portfolio-item').first();
      await expect(card.getByRole('heading', { name: work.title })).toBeVisible();
      if (work.client) await expect(card).toContainText(work.client);
      if (work.year) await expect(card).toContainText(String(work.year));
      for (const award of work.awards) await expect(card).toContainText(award);
    }

    // Its creatives, linking to their profiles with their points.
    const list = page.getByTestId('agency-creatives');
    await expect(list.getByRole('heading', { name: `Creatives at ${agency.name}` })).toBeVisible();
    await expect(list.getByTestId('agency-creative')).toHaveCount(creatives.body.length);
    const firstCreative = creatives.body[0];
    if (firstCreative) {
      const link = list.getByTestId('agency-creative').first();
      await expect(link).toHaveAttribute('href', `/creative/${firstCreative.username}`);
      await expect(link).toContainText(firstCreative.name);
      await expect(link).toContainText(`${number('en', firstCreative.totalPoints)} pts`);
    }

    await expect(page.getByRole('button', { name: 'Claim This Profile' })).toHaveCount(agency.claimed ? 0 : 1);
  });

  test('labels the agency page in Spanish and opens it by id', async ({ page, api, gotoPage }) => {
    const summary = await api.firstAgency();
    await gotoPage(`/agency/${summary.id}`, { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(summary.name);
    await expect(page.getByTestId('agency-awards-total')).toHaveText(`Premios totales${summary.totalAwards}`);
    await expect(page.getByTestId('agency-awards-gold')).toHaveText(`Oro${summary.goldAwards}`);
    await expect(page.getByRole('heading', { name: 'Datos de la agencia' })).toBeVisible();
    await expect(page.getByRole('heading', { name: `Creativos de ${summary.name}` })).toBeVisible();
    if (summary.employees !== null)
      await expect(page.getByTestId('agency-size')).toHaveText(`${number('es', summary.employees)} empleados`);
    for (const code of summary.countryCodes) await expect(page.getByTestId('agency-countries')).toContainText(countryName('es', code));
  });

  test('shows a skeleton while loading and the not-found texts for an unknown agency', async ({ page, gotoPage, consoleErrors }) => {
    consoleErrors.allowFailedResponses(404);
    const release = await holdResponses(page, '**/api/agencies/slug/no-such-agency');
    await gotoPage('/privacy', { lang: 'en' });
    await navigateInApp(page, '/agency/no-such-agency');
    await expect(page.getByTestId('agency-loading')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agency not found');
    await expect(page.getByText("The agency you're looking for doesn't exist or has been removed.")).toBeVisible();
    await page.unroute('**/api/agencies/slug/no-such-agency');

    await gotoPage('/agency/no-such-agency', { lang: 'es' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agencia no encontrada');
    await expect(page.getByText('La agencia que buscas no existe o ha sido eliminada.')).toBeVisible();
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('legal pages', () => {
  const PAGES = [
    { path: '/privacy', en: 'Privacy Policy', es: 'Política de privacidad', text: { en: 'becomes unclaimed', es: 'queda sin reclamar' } },
    {
      path: '/terms',
      en: 'Terms of Service',
      es: 'Términos del servicio',
      text: { en: 'The ranking data is public', es: 'Los datos del ranking son públicos' },
    },
    { path: '/cookies', en: 'Cookie Policy', es: 'Política de cookies', text: { en: 'httpOnly', es: 'httpOnly' } },
  ] as const;

  for (const legal of PAGES) {
    for (const lang of ['en', 'es'] as const) {
      test(`${legal.path} in ${lang}`, async ({ page, gotoPage }) => {
        await gotoPage(legal.path, { lang });
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal[lang]);
        await expect(page).toHaveTitle(`${legal[lang]} · Palmarés`);
        await expect(page.locator('main')).toContainText(legal.text[lang]);
        await expect(page.locator('main').getByRole('link', { name: 'privacy@palmares.example' })).toHaveAttribute(
          'href',
          'mailto:privacy@palmares.example',
        );
      });
    }
  }

  test('the footer links open each legal page, and browsing signed out sets no cookies', async ({ page, context, gotoPage }) => {
    await gotoPage('/', { lang: 'en' });
    for (const legal of PAGES) {
      await page.getByRole('contentinfo').getByRole('link', { name: legal.en }).click();
      await expect(page).toHaveURL(new RegExp(`${legal.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.en);
    }
    // What the Cookie Policy promises: no cookie for an anonymous visitor.
    expect(await context.cookies()).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------

test.describe('accessibility and layout', () => {
  /** The detail pages to check, resolved against the demo data. */
  const NOT_FOUND = ['/creative/999999999', '/festival/no-such-festival', '/agency/no-such-agency'] as const;
  // The legal pages' axe runs are a11y.spec.ts's, with the list pages'.
  const TARGETS = ['creative', 'festival', 'agency', ...NOT_FOUND] as const;

  async function resolve(api: Api, target: (typeof TARGETS)[number] | '/privacy'): Promise<string> {
    if (target === 'creative') return `/creative/${(await api.firstCreative()).username}`;
    if (target === 'festival') return `/festival/${(await api.firstFestival({ status: 'open' })).slug}`;
    if (target === 'agency') return `/agency/${(await api.firstAgency()).slug}`;
    return target;
  }

  for (const lang of ['en', 'es'] as const) {
    for (const target of TARGETS) {
      test(`no serious or critical axe violations: ${target} (${lang})`, async ({ page, api, gotoPage, consoleErrors }) => {
        test.slow(); // axe on a long page takes a while on two cores
        if ((NOT_FOUND as readonly string[]).includes(target)) consoleErrors.allowFailedResponses(404);
        await gotoPage(await resolve(api, target), { lang });
        await expectNoA11yViolations(page);
      });
    }
  }

  for (const target of ['creative', 'festival', 'agency', '/privacy'] as const) {
    test(`phones: ${target} fits 375 px without sideways scrolling or axe violations`, async ({ page, api, gotoPage }) => {
      test.slow();
      await page.setViewportSize({ width: 375, height: 812 });
      await gotoPage(await resolve(api, target), { lang: 'es' });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoA11yViolations(page);
    });
  }
});
