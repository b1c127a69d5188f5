import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { AgencySummary } from '../../src/shared/schemas/agency';
import type { CreativeSummary } from '../../src/shared/schemas/creative';
import type { FestivalSummary } from '../../src/shared/schemas/festival';
import type { SearchResult } from '../../src/shared/schemas/search';
import type { Stats } from '../../src/shared/schemas/stats';

export type Lang = 'en' | 'es';
type Params = Record<string, string | number | undefined>;

/** Typed reads of the running server's API, to derive expectations from the seeded data. */
export class Api {
  constructor(private readonly request: APIRequestContext) {}

  async get<T>(path: string, params: Params = {}): Promise<{ body: T; total: number }> {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
    const url = search.size ? `${path}?${search}` : path;
    const response = await this.request.get(url);
    expect(response.ok(), `GET ${url} → ${response.status()}`).toBeTruthy();
    return { body: (await response.json()) as T, total: Number(response.headers()['x-total-count'] ?? 0) };
  }

  creatives(params: Params = {}) {
    return this.get<CreativeSummary[]>('/api/creatives', params);
  }
  agencies(params: Params = {}) {
    return this.get<AgencySummary[]>('/api/agencies', params);
  }
  festivals(params: Params = {}) {
    return this.get<FestivalSummary[]>('/api/festivals', params);
  }
  async stats(): Promise<Stats> {
    return (await this.get<Stats>('/api/stats')).body;
  }
  async search(q: string): Promise<SearchResult> {
    return (await this.get<SearchResult>('/api/search', { q })).body;
  }
  async firstCreative(params: Params = {}): Promise<CreativeSummary> {
    const { body } = await this.creatives({ ...params, limit: 1 });
    if (!body[0]) throw new Error('No creative in the demo data');
    return body[0];
  }
  async firstFestival(params: Params = {}): Promise<FestivalSummary> {
    const { body } = await this.festivals({ ...params, limit: 1 });
    if (!body[0]) throw new Error('No festival in the demo data');
    return body[0];
  }
  async firstAgency(params: Params = {}): Promise<AgencySummary> {
    const { body } = await this.agencies({ ...params, limit: 1 });
    if (!body[0]) throw new Error('No agency in the demo data');
    return body[0];
  }
}

/** Adds `lang` to a path's query string ('/people?q=a' + 'es' → '/people?q=a&lang=es'). */
export function withLang(path: string, lang?: Lang): string {
  if (!lang) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

/**
 * Goes to `path` inside the app, as a link would (wouter follows history.pushState), from a
 * hydrated page: the browser then reads the page's data itself, so a test can hold or replace
 * the API's answers (a first load gets them from the server's HTML).
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}

/**
 * The API's answers to `pattern` are a busy server's (503 with Retry-After) until the returned
 * function is called; then they are the server's own again.
 */
export async function busyUntilReleased(page: Page, pattern: string): Promise<() => void> {
  let busy = true;
  await page.route(pattern, (route) =>
    busy ? route.fulfill({ status: 503, headers: { 'Retry-After': '2' }, json: { message: 'The server is busy' } }) : route.fallback(),
  );
  return () => {
    busy = false;
  };
}

/**
 * Serves this page's documents as a server that did not render them would (the page's head and
 * an empty #root): the browser renders and reads everything itself, so a test can replace the
 * API's answers of a first load (the ticker's, a list's).
 */
export async function renderInBrowserOnly(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.\w+$/.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replace(/<div id="root">[\s\S]*<\/div>(\s*<script id="palmares-state")/, '<div id="root"></div>$1')
        .replace(/<script id="palmares-state"[^>]*>[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body: html });
    },
  );
}

/**
 * Serious and critical axe violations (WCAG 2.1 A/AA and best practices) fail the test. Axe runs
 * in the page itself (legacy mode): by default it finishes every run in a new blank page, which
 * loads axe again in a renderer of its own, 2-3 s a run here, for what only cross-origin frames
 * need, and the site has none.
 */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.impact} ${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}

/**
 * What the test's pages wrote to the console as errors, and their uncaught exceptions: any not
 * allowed fails the test, as in the API suite. `allow` is for an error the test provokes (the
 * browser's own line for a 404 answer it asked for).
 */
export class ConsoleErrors {
  private readonly seen: string[] = [];
  private readonly allowed: Pick<RegExp, 'test'>[] = [];

  allow(pattern: Pick<RegExp, 'test'>): void {
    this.allowed.push(pattern);
  }

  /** The browser logs every error status it receives; for a test that asks for one (from `path` only, if given). */
  allowFailedResponses(status: number, path?: string): void {
    const line = `console error: Failed to load resource: the server responded with a status of ${status} `;
    const fromPath = (text: string) => !path || text.includes(`${path})`) || text.includes(`${path}?`);
    this.allow({ test: (text) => text.startsWith(line) && fromPath(text) });
  }

  watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() === 'error') this.seen.push(`console error: ${message.text()} (${message.location().url})`);
    });
    context.on('weberror', (error) => this.seen.push(`uncaught: ${error.error().message}`));
  }

  unexpected(): string[] {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

interface Fixtures {
  consoleErrors: ConsoleErrors;
  api: Api;
  /** Opens a path (optionally in a language via ?lang=) and waits for the page's h1 and its hydration. */
  gotoPage: (path: string, options?: { lang?: Lang }) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors = new ConsoleErrors();
      errors.watch(context);
      await use(errors);
      const unexpected = errors.unexpected();
      expect(unexpected, unexpected.join('\n')).toEqual([]);
    },
    { auto: true },
  ],
  // The server's HTML shows every button before React answers it: a click or a keystroke that
  // lands before hydration is lost. Every goto to one of the site's pages waits for hydration.
  page: async ({ page, javaScriptEnabled }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && response?.headers()['content-type']?.startsWith('text/html')) {
        await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      }
      return response;
    };
    await use(page);
  },
  api: async ({ request }, use) => {
    await use(new Api(request));
  },
  gotoPage: async ({ page }, use) => {
    await use(async (path, options = {}) => {
      await page.goto(withLang(path, options.lang));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    });
  },
});

export { expect };
