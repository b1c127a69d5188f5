// A page that arrives in pieces (a slow network, a chunk boundary in the middle of the header)
// must not be drawn half-built and then move: nothing is drawn until the page's content is whole
// (`<link rel="expect" href="#site-footer" blocking="render">` in index.html).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, test } from './fixtures';

/** Where the HTML is cut: before the header's right side (language and sign-in). */
const CUT_BEFORE = '<div class="ml-auto flex items-center';
const RENDER_BLOCKING = '<link rel="expect" href="#site-footer" blocking="render" />';

/**
 * A proxy to the test server that sends a page's HTML in two parts, 1.5 s apart, cut inside the
 * header; with `unblocked`, without the render-blocking link (to show what the test would see).
 */
async function slowPageProxy(unblocked: boolean): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        method: request.method,
        headers: { accept: request.headers.accept ?? '*/*', 'accept-encoding': 'identity' },
      });
      const headers = Object.fromEntries([...upstream.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)));
      response.writeHead(upstream.status, headers);
      const body = Buffer.from(await upstream.arrayBuffer());
      if (!upstream.headers.get('content-type')?.startsWith('text/html')) return response.end(body);
      let html = body.toString('utf8');
      if (unblocked) html = html.replace(RENDER_BLOCKING, '');
      const cut = html.indexOf(CUT_BEFORE);
      expect(cut, 'the header’s right side is in the page').toBeGreaterThan(0);
      response.write(html.slice(0, cut));
      // Long enough for a busy browser to draw the first part: with 600 ms, the run without the
      // link was seen with no shift at all in half of the runs on two cores.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      response.end(html.slice(cut));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** The layout shift of the page from its start until it is hydrated. */
async function shiftWhileLoading(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'networkidle' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test('a page cut in the middle of its header by the network is drawn whole: nothing moves', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  const blocked = await slowPageProxy(false);
  const unblocked = await slowPageProxy(true);
  try {
    for (const path of ['/people', '/festivals']) {
      expect(await shiftWhileLoading(page, `${blocked.url}${path}`), path).toBe(0);
      // Without the link, the same arrival draws the header without its right side, then moves the search box.
      expect(await shiftWhileLoading(page, `${unblocked.url}${path}`), `${path} without the link`).toBeGreaterThan(0.001);
    }
  } finally {
    await Promise.all([blocked.close(), unblocked.close()]);
  }
});
