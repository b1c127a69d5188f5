// Pages arrive rendered (issue 11 item 1): readable without JavaScript, and hydrated from the
// answers embedded in the HTML, without asking the API again or moving anything.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { PAINT_WAIT_MS } from '../../src/shared/page-scripts';
import type { Creative } from '../../src/shared/schemas/creative';
import { expect, test } from './fixtures';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test("a creative's page shows the profile, the bio and the awards", async ({ page, api }) => {
    const { username } = await api.firstCreative();
    const creative = (await api.get<Creative>(`/api/creatives/username/${username}`)).body;
    const response = await page.goto(`/creative/${username}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(creative.name);
    await expect(page.locator('main')).toContainText(creative.bio!);
    for (const award of creative.awards.slice(0, 3)) await expect(page.locator('main')).toContainText(award.title);
  });

  test('the lists show their first page, and an unknown profile is a 404', async ({ page, api, consoleErrors }) => {
    const { body: top } = await api.creatives({ sort: 'points', limit: 3 });
    for (const path of ['/', '/people']) {
      await page.goto(path);
      for (const creative of top) await expect(page.locator('main')).toContainText(creative.name);
    }
    consoleErrors.allowFailedResponses(404, '/creative/no-such-person');
    const missing = await page.goto('/creative/no-such-person');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative Not Found');
  });

  test('every icon is drawn from the sprite, one cached file', async ({ page, api }) => {
    const { username } = await api.firstCreative();
    const drawn = new Set<string>();
    for (const path of ['/', `/creative/${username}`, '/festival/cannes-lions']) {
      await page.goto(path);
      const hrefs = await page.locator('svg use').evaluateAll((uses) => uses.map((use) => use.getAttribute('href')!));
      expect(hrefs.length, path).toBeGreaterThan(5);
      for (const href of hrefs) drawn.add(href);
    }
    const sprites = new Set([...drawn].map((href) => href.split('#')[0]!));
    expect(sprites.size).toBe(1);
    const [sprite] = sprites;
    expect(sprite).toMatch(/^\/assets\/icons-[\w-]+\.svg$/);
    const response = await page.request.get(sprite!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    expect(response.headers()['cache-control']).toContain('immutable');
    const symbols = new Set([...(await response.text()).matchAll(/<symbol id="([a-z0-9-]+)"/g)].map((match) => match[1]));
    expect([...drawn].map((href) => href.split('#')[1]).filter((id) => !symbols.has(id))).toEqual([]);
  });

  test('flags are Twemoji PNGs from one cached folder, and no font is fetched for them', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const flags = page.locator('img[src^="/assets/flags-"]');
    expect(await flags.count()).toBeGreaterThan(5);
    const sources = await flags.evaluateAll((images) => images.map((image) => image.getAttribute('src')!));
    expect(new Set(sources.map((source) => source.replace(/[a-z]{2}\.png$/, ''))).size).toBe(1);
    // A labelled flag (the ranking's rows) is named by its country; the others are decorative.
    await expect(page.locator('img[src$="/es.png"][alt="Spain"]').first()).toBeAttached();
    await flags.first().scrollIntoViewIfNeeded();
    await expect.poll(() => flags.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const response = await page.request.get(sources[0]!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    expect(response.headers()['cache-control']).toContain('immutable');
    expect(fonts).toEqual([]);
  });

  test('no image of a public page is an SVG file (the browser builds a document on its main thread for each)', async ({ page, api }) => {
    const { username } = await api.firstCreative();
    for (const path of ['/', '/people', '/festival/cannes-lions', `/creative/${username}`, '/agencies']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      const sources = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
      expect(sources.length, path).toBeGreaterThan(0);
      expect(
        sources.filter((source) => /\.svg(\?|$)/.test(source)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('hydration', () => {
  /** The API requests a page makes from its load until it is hydrated and quiet. */
  async function apiRequestsWhileLoading(page: Page, path: string): Promise<string[]> {
    const requests: string[] = [];
    const record = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) requests.push(request.url());
    };
    page.on('request', record);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    page.off('request', record);
    return requests;
  }

  test('a creative page and /people hydrate without asking the API again', async ({ page, api }) => {
    const { username } = await api.firstCreative();
    expect(await apiRequestsWhileLoading(page, `/creative/${username}`)).toEqual([]);
    expect(await apiRequestsWhileLoading(page, '/people')).toEqual([]);
    expect(await apiRequestsWhileLoading(page, '/festival/cannes-lions')).toEqual([]);
    // But for the window picker's festivals, which the live app asks for (never in the server's page).
    const home = await apiRequestsWhileLoading(page, '/');
    expect(home.filter((url) => new URL(url).pathname !== '/api/rankings/windows')).toEqual([]);
  });

  test('hydration makes no Intl object: the values the server formatted come with the page', async ({ page, api }) => {
    // The first Intl object of a kind costs a slow phone 35-90 ms (server-formats.ts).
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { intlMade: typeof made }).intlMade = made;
      for (const name of [
        'NumberFormat',
        'DateTimeFormat',
        'PluralRules',
        'Collator',
        'DisplayNames',
        'ListFormat',
        'RelativeTimeFormat',
      ] as const) {
        const original = Intl[name] as unknown as new (...args: unknown[]) => object;
        (Intl as unknown as Record<string, unknown>)[name] = new Proxy(original, {
          construct: (target, args: unknown[]) => {
            if (!document.documentElement.hasAttribute('data-hydrated')) made.push(name);
            return Reflect.construct<unknown[], object>(target, args);
          },
        });
      }
    });
    const { username } = await api.firstCreative();
    for (const path of ['/', '/people', '/people?lang=es&country=ES', '/festival/cannes-lions', '/festivals', `/creative/${username}`]) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade), path).toEqual([]);
    }
  });

  test('hydrating leaves <html lang> as the server wrote it (setting it, even unchanged, restyles the whole page)', async ({
    page,
    api,
  }) => {
    await page.addInitScript(() => {
      const writes: (string | null)[] = [];
      (window as unknown as { langWrites: typeof writes }).langWrites = writes;
      // The init script runs before <html> is parsed: the document is watched, <html> within it.
      new MutationObserver((records) => writes.push(...records.map((record) => record.oldValue))).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['lang'],
        attributeOldValue: true,
      });
    });
    const { username } = await api.firstCreative();
    for (const path of [`/creative/${username}`, '/people?lang=es']) {
      await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { langWrites: unknown[] }).langWrites), path).toEqual([]);
    }
  });

  test("the HTML names every script the page runs before it is hydrated (no request waits for another's code)", async ({ page, api }) => {
    const { username } = await api.firstCreative();
    for (const path of ['/', '/people', `/creative/${username}`]) {
      const response = await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      // The scripts requested before hydration ended (the ticker's and the footer's load after, on purpose).
      const scripts = await page.evaluate(() => {
        const hydratedAt = performance.getEntriesByName('hydrated')[0]!.startTime;
        return performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime < hydratedAt && /\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => new URL(entry.name).pathname);
      });
      const html = (await response?.text()) ?? '';
      const named = new Set(
        [...html.matchAll(/<(?:script[^>]*\bsrc|link rel="modulepreload"[^>]*\bhref)="([^"]+)"/g)].map((match) => match[1]),
      );
      expect(scripts.length, path).toBeGreaterThan(1);
      expect(
        scripts.filter((script) => !named.has(script)),
        path,
      ).toEqual([]);
    }
  });

  test("the app's scripts are requested after the page is first painted: before it, none (the HTML's own is written in)", async ({
    page,
    api,
  }) => {
    const { username } = await api.firstCreative();
    for (const path of ['/', '/people', `/creative/${username}`]) {
      const response = await page.goto(path);
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const { paintedAt, interactiveAt, scripts } = await page.evaluate(() => ({
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        interactiveAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ path: new URL(entry.name).pathname, startTime: entry.startTime })),
      }));
      // The HTML's script outside the template of the app's scripts (src/client/boot.ts), allowed
      // by the content security policy as its hash.
      const html = ((await response?.text()) ?? '').replace(/<template[\s\S]*?<\/template>/g, '');
      expect([...html.matchAll(/<script type="module"[^>]*\bsrc=/g)], path).toEqual([]);
      const own = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
      expect(own, path).toHaveLength(1);
      const hash = crypto.createHash('sha256').update(own[0]!).digest('base64');
      expect(response?.headers()['content-security-policy'], path).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(scripts.length, path).toBeGreaterThan(10);
      // A browser too busy to paint within PAINT_WAIT_MS of running the HTML's script gets the app then.
      const loadsFrom = Math.min(paintedAt, interactiveAt + PAINT_WAIT_MS);
      expect(
        scripts.filter((script) => script.startTime < loadsFrom).map((script) => script.path),
        path,
      ).toEqual([]);
    }
  });

  test("a page loads the texts of its language only, and switching loads the other's", async ({ page }) => {
    // The built client's manifest says which file holds which language's texts.
    const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    const languageOf = new Map<string, string>(
      Object.entries(manifest).flatMap(([source, chunk]) => {
        const language = /^src\/client\/i18n\/messages\/(en|es)\//.exec(source)?.[1];
        return language ? [[`/${chunk.file}`, language] as const] : [];
      }),
    );
    const loaded: string[] = [];
    page.on('request', (request) => {
      const language = languageOf.get(new URL(request.url()).pathname);
      if (language) loaded.push(language);
    });
    await page.goto('/people?lang=es');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creativos');
    expect(loaded.length).toBeGreaterThan(0);
    expect(new Set(loaded)).toEqual(new Set(['es']));

    // The parts hydrated after the page (the search box, the footer...) bring their texts then,
    // some (the search box's festival statuses) with a chunk of their own, a moment later.
    await expect(page.locator('[data-late-part="waiting"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Idioma: Español' }).click();
    // Counted from the switch: a part of the Spanish page that loads late may still be bringing
    // its Spanish texts until then (the festivals' texts were seen once in six loads, after the
    // network had been idle for half a second).
    loaded.length = 0;
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creative People');
    expect(new Set(loaded)).toEqual(new Set(['en']));
  });

  test('hydration keeps the layout: nothing shifts', async ({ page, api }) => {
    const { username } = await api.firstCreative();
    for (const path of ['/', '/people', `/creative/${username}`, '/festivals']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
                if (!entry.hadRecentInput) total += entry.value;
              }
            }).observe({ type: 'layout-shift', buffered: true });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
          }),
      );
      expect(shift, path).toBeLessThan(0.001);
    }
  });

  test('the language chosen in the switcher is the one the server renders next', async ({ page, gotoPage }) => {
    await gotoPage('/people');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Creativos');
    await page.goto('/agencies');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agencias');
  });

  test("a part whose code comes during a switch hydrates in the page's language, then switches", async ({ page, gotoPage }) => {
    // The browser stays busy: the parts the page hydrates when it is idle (the footer) wait.
    await page.addInitScript(() => {
      const held: (() => void)[] = [];
      window.requestIdleCallback = (callback) => {
        held.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
        return 0;
      };
      Object.assign(window, { becomeIdle: () => held.splice(0).forEach((run) => run()) });
    });
    // The switch waits for the Spanish texts of the page's rankings, while the footer's code comes
    // (its texts were once loaded in Spanish only, and it hydrated the English HTML with none).
    const manifest = JSON.parse(fs.readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
    await page.route(`**/${manifest['src/client/i18n/messages/es/rankings.ts']?.file}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.fallback();
    });
    await gotoPage('/');
    const footer = page.locator('[data-late-part]').filter({ has: page.locator('footer') });
    await expect(footer).toHaveAttribute('data-late-part', 'waiting');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('button', { name: 'Español' }).click();
    await page.evaluate(() => (window as unknown as { becomeIdle: () => void }).becomeIdle());
    await expect(footer).toHaveAttribute('data-late-part', 'hydrated');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ranking creativo global');
    await expect(page.locator('footer')).toContainText('Política de privacidad');
  });
});

test.describe("a page's own rules, without the app", () => {
  test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

  /**
   * Every element's computed style (custom properties aside, which nothing draws) and box. The
   * first call keeps them in the page; the next compares and returns only what changed: the
   * drawings are megabytes, which the browser took longer to send than to compute.
   */
  const drawing = (page: Page, compare: boolean) =>
    page.evaluate((compare) => {
      const lines = [...document.querySelectorAll('body *')].map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const properties = Array.from(style)
          .filter((name) => !name.startsWith('--'))
          .map((name) => `${name}:${style.getPropertyValue(name)}`);
        return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.join(';')} ${box.x},${box.y},${box.width},${box.height}`;
      });
      const held = window as unknown as { drawn?: string[] };
      const before = held.drawn ?? [];
      held.drawn = lines;
      if (!compare) return { elements: lines.length, changed: [] };
      return {
        elements: lines.length,
        changed: lines.map((line, index) => (line === before[index] ? null : line.slice(0, 120))).filter((line) => line !== null),
      };
    }, compare);

  test('the HTML carries the rules the page uses, which draw it exactly as the whole stylesheet does', async ({ page, api }) => {
    test.slow(); // every style of every element, ten times
    const { username } = await api.firstCreative();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ['/', '/people', `/creative/${username}`, '/festival/cannes-lions', '/rankings/agencies']) {
        const html = (await (await page.goto(path))!.text()).replace(/<template[\s\S]*?<\/template>/g, '');
        const own = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
        expect(own, path).toHaveLength(1);
        expect(html, path).not.toMatch(/<link rel="stylesheet"/);
        const whole = await page.evaluate(() =>
          (document.getElementById('palmares-scripts') as HTMLTemplateElement).content
            .querySelector('link[rel="stylesheet"]')!
            .getAttribute('href')!,
        );
        const wholeCss = await (await page.request.get(whole)).text();
        expect(own[0]!.length, path).toBeLessThan(wholeCss.length * 0.6);

        const before = await drawing(page, false);
        expect(before.elements, path).toBeGreaterThan(50);
        // Not addStyleTag: it waits for a load event, which does not come with JavaScript off.
        await page.evaluate((css) => document.head.append(Object.assign(document.createElement('style'), { textContent: css })), wholeCss);
        const after = await drawing(page, true);
        expect(after.elements, path).toBe(before.elements);
        expect(after.changed, `${path} at ${width} px`).toEqual([]);
      }
    }
  });
});

test.describe("a page's own rules, with the app", () => {
  test('once the page is painted the whole stylesheet loads: what the app draws later is styled', async ({ page }) => {
    const response = await page.goto('/');
    // The sign-in dialog is not in the page's HTML, nor are its rules.
    expect(await response!.text()).not.toContain('.shadow-xl{');
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const whole = page.locator('head > link[rel="stylesheet"]');
    await expect(whole).toHaveAttribute('href', /^\/assets\/index-[\w-]+\.css$/);
    // Loaded switched off: nothing on the page needs it (the ticker's next item has the classes of
    // the one before), and restyling every element costs a slow phone 100 ms.
    await page.waitForTimeout(5000);
    await expect(whole).toHaveAttribute('media', 'print');
    await page.getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to Palmarés' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await expect(whole).toHaveAttribute('media', 'all');
  });
});
