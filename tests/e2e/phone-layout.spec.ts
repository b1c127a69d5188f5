// A small phone (360 px, most Android phones) in the longer of the two languages: a figure never leaves its word.
import { expect, test } from './fixtures';

/**
 * Elements whose own text (their text and their spans' text) is a figure and its word ("3.200
 * puntos", "(1 premio)") laid out over more than one line.
 */
const splitFigures = () =>
  [...document.querySelectorAll('main *')].flatMap((element) => {
    const own = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE || node.nodeName === 'SPAN');
    const text = own
      .map((node) => node.textContent)
      .join('')
      .trim();
    if (!/^\(?[+#]?\d[\d.,]*\s+[\p{L}.º]+\)?$/u.test(text)) return [];
    const rects = own.flatMap((node) => {
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    });
    // A new line starts below the last one's middle.
    const tops = rects.map((rect) => rect.top + rect.height / 2).sort((a, b) => a - b);
    const lines = tops.filter((middle, index) => index === 0 || middle - tops[index - 1]! > rects[0]!.height / 2).length;
    return lines > 1 ? [text] : [];
  });

test.describe('on a 360 px phone, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('no figure is split from its word on the directory and detail pages', async ({ page, gotoPage, api }) => {
    const creative = await api.firstCreative();
    const agency = await api.firstAgency();
    const festival = await api.firstFestival();
    for (const path of [
      '/',
      '/rankings/agencies',
      '/rankings/countries',
      '/scoring',
      '/people',
      '/agencies',
      '/festivals',
      `/creative/${creative.username}`,
      `/agency/${agency.slug}`,
      `/festival/${festival.slug}`,
    ]) {
      await gotoPage(path, { lang: 'es' });
      expect(await page.evaluate(splitFigures), path).toEqual([]);
    }
  });

  test("a ranking row's counts take the row's whole width: its awards and creatives on one line", async ({ page, gotoPage }) => {
    for (const [path, row] of [
      ['/rankings/agencies', 'agency-ranking-row'],
      ['/rankings/countries', 'country-ranking-row'],
    ] as const) {
      await gotoPage(path, { lang: 'es' });
      const counts = page
        .getByTestId(row)
        .first()
        .getByText(/premios · /);
      await expect(counts).toBeVisible();
      const lines = await counts.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, path).toBe(1);
    }
  });
});

/** Elements whose own text runs out of their box (where nothing clips it on purpose). */
const overflowingText = () =>
  [...document.querySelectorAll('main *')].flatMap((element) => {
    if (!(element instanceof HTMLElement) || element.closest('.sr-only')) return [];
    const style = getComputedStyle(element);
    if (style.overflowX !== 'visible' || style.display === 'contents' || element.clientWidth === 0) return [];
    const ownText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim());
    return ownText && element.scrollWidth > element.clientWidth + 1 ? [element.textContent.trim().slice(0, 40)] : [];
  });

test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no text runs out of its box on the detail pages, in either language', async ({ page, gotoPage, api }) => {
    const { body } = await api.creatives({ limit: 100 });
    const withProjects = body.find((creative) => creative.totalAwards > 0)!;
    const agency = await api.firstAgency();
    for (const lang of ['en', 'es'] as const) {
      for (const path of [`/creative/${withProjects.username}`, `/agency/${agency.slug}`, '/festival/cannes-lions', '/']) {
        await gotoPage(path, { lang });
        expect(await page.evaluate(overflowingText), `${path} (${lang})`).toEqual([]);
      }
    }
  });
});

/**
 * Puts a word longer than any phone's line (names come from people and imports) in place of the
 * first word-bearing text of every link to a creative, an agency or a festival, then reads how
 * wide the page has become.
 */
const widthWithLongNames = () => {
  const word = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft';
  for (const link of document.querySelectorAll('main a[href*="/creative/"], main a[href*="/agency/"], main a[href*="/festival/"]')) {
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('.sr-only') || !/\p{L}{3}/u.test(node.textContent ?? '')) continue;
      node.textContent = word;
      break;
    }
  }
  return document.documentElement.scrollWidth;
};

test.describe('on a 320 px phone, names of one very long word', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('never make a page wider than the phone', async ({ page, gotoPage, api }) => {
    const top = await api.firstCreative();
    const agency = await api.firstAgency();
    for (const [path, shown] of [
      ['/rankings', 'podium'],
      ['/rankings/agencies', 'agency-ranking-row'],
      ['/rankings/countries', 'country-ranking-row'],
      ['/people', 'creative-card'],
      ['/agencies', 'agency-card'],
      ['/festival/cannes-lions', 'festival-winner'],
      [`/agency/${agency.slug}`, 'agency-creative'],
      [`/creative/${top.username}`, 'points-breakdown'],
    ] as const) {
      await gotoPage(path);
      await expect(page.getByTestId(shown).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} as it is`).toBe(320);
      expect(await page.evaluate(widthWithLongNames), `${path} with long names`).toBe(320);
    }
  });
});
