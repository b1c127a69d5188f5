// The HTML's one script. A server-rendered page is complete without JavaScript, so the app's code
// is fetched once the page has been painted: on a slow connection the scripts then do not compete
// with the page for bandwidth and the main thread before its first paint. The server names the
// whole stylesheet, the app's script and every chunk it imports in an inert template; they are
// all requested at once.
import { PAGE_SCRIPTS_ID, PAINT_WAIT_MS } from '@shared/page-scripts';
import './styles.css';

/** How many of the app's script and preload tags are added to the head per task. */
const TAGS_PER_TASK = 4;
/**
 * How many of the page's elements have their classes noted per task: a creative page's thousand
 * at once held a slow phone's main thread 130 ms (a Lighthouse trace).
 */
const ELEMENTS_PER_TASK = 200;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** Resolves once the browser has painted the page's content (the whole page: modules run after parsing). */
function afterFirstPaint(): Promise<void> {
  // A hidden tab paints nothing, and a page the server did not render (its root empty) has
  // nothing to paint before the app renders it.
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.hasChildNodes()) return Promise.resolve();
  // The paint entry, not the next animation frame: a browser may hold the first frames back
  // (a same-site navigation keeps the previous page on screen a little while). Not forever (nor
  // in a browser without paint timing).
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timeout = setTimeout(() => done(), PAINT_WAIT_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The page carries only the rules of its own classes and elements (the server chose them from its
 * HTML), so the whole stylesheet is loaded switched off (`media="print"`) and switched on the
 * first time the page shows a class or an element it did not have: a dialog, the next page. In
 * the same task, before the browser paints. Switched on at once, it restyled every element while
 * the page was loading (100 ms of a slow phone's main thread in a Lighthouse trace) for nothing.
 */
async function switchOnWhenNeeded(stylesheet: HTMLLinkElement): Promise<void> {
  const had = new Set<string>();
  const isNew = (element: Element) =>
    !had.has(element.localName.toLowerCase()) || Array.from(element.classList).some((name) => !had.has(`.${name}`));
  const shown = (records: MutationRecord[]) =>
    records.flatMap((record) =>
      record.type === 'attributes'
        ? [record.target as Element]
        : [...record.addedNodes]
            .filter((node) => node instanceof Element)
            .flatMap((element) => [element, ...element.querySelectorAll('*')]),
    );
  let noted = false;
  const observer = new MutationObserver((records) => {
    // Until every element the server sent is noted, anything shown may be new.
    if (noted && !shown(records).some(isNew)) return;
    stylesheet.media = 'all';
    observer.disconnect();
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
  const sent = document.body.querySelectorAll('*');
  for (let start = 0; start < sent.length; start += ELEMENTS_PER_TASK) {
    if (start > 0) await nextTask();
    for (let index = start; index < Math.min(start + ELEMENTS_PER_TASK, sent.length); index++) {
      const element = sent[index]!;
      had.add(element.localName.toLowerCase());
      for (const name of element.classList) had.add(`.${name}`);
    }
  }
  noted = true;
}

const scripts = document.getElementById(PAGE_SCRIPTS_ID);
if (scripts instanceof HTMLTemplateElement) {
  await afterFirstPaint();
  // A copy: a script moved out of the template's inert document would not run. A few at a time,
  // a task each: starting forty requests at once held the main thread 39 ms (a Lighthouse trace), eight 15 ms.
  const tags = [...document.importNode(scripts.content, true).childNodes];
  for (const tag of tags) {
    if (tag instanceof HTMLLinkElement && tag.rel === 'stylesheet') {
      tag.media = 'print';
      void switchOnWhenNeeded(tag);
    }
  }
  for (let start = 0; start < tags.length; start += TAGS_PER_TASK) {
    if (start > 0) await nextTask();
    document.head.append(...tags.slice(start, start + TAGS_PER_TASK));
  }
} else if (import.meta.env.DEV) {
  // The vite dev server's page (no server, no template).
  await import('./main');
}
