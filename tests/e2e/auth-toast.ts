import { expect, type Page } from '@playwright/test';

/**
 * The one visible toast (spec section 9: at most one) reads `title`, then `description`.
 * Checked on every animation frame rather than with expect's back-off polling: the
 * 'Unauthorized' toast is on screen for 500 ms only, before a redirect.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const matches = page.waitForFunction(
    ([wantedTitle, wantedDescription]) => {
      const toasts = document.querySelectorAll('[data-testid="toast"]');
      if (toasts.length !== 1) return false;
      const text = (toasts[0]?.textContent ?? '').trim();
      return wantedDescription === null ? text.startsWith(wantedTitle) : text === `${wantedTitle}${wantedDescription}`;
    },
    [title, description ?? null] as const,
    { polling: 'raf', timeout: 10_000 },
  );
  try {
    await matches;
  } catch {
    const shown = await page
      .getByTestId('toast')
      .allTextContents()
      .catch(() => []);
    expect(shown, 'the toast on screen').toEqual([`${title}${description ?? ''}`]);
  }
}

/**
 * Every toast text the page shows from now on, across navigations, reported by the page itself
 * as it appears: for toasts followed at once by a redirect, which polling can miss.
 */
export async function recordToasts(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__palmaresToastShown', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const reported = new WeakMap<Element, string>();
    const report = (window as unknown as { __palmaresToastShown: (text: string) => void }).__palmaresToastShown;
    new MutationObserver(() => {
      for (const element of document.querySelectorAll('[data-testid="toast"]')) {
        const text = (element.textContent ?? '').trim();
        if (text && reported.get(element) !== text) {
          reported.set(element, text);
          report(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return seen;
}
