// The HTML's one script. A server-rendered page is complete without JavaScript, so the app's code
// is fetched once the page has been painted: on a slow connection the scripts then do not compete
// with the page for bandwidth and the main thread before its first paint. The server names the
// page's scripts in an inert template (their preload links); they are all requested at once then.
import { PAGE_SCRIPTS_ID } from '@shared/page-scripts';
import './styles.css';

/** Resolves after the browser's next frame: the page as parsed so far (all of it: modules run after parsing) is on screen. */
function afterNextPaint(): Promise<void> {
  // A hidden tab paints nothing (and runs no animation frames): nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

const scripts = document.getElementById(PAGE_SCRIPTS_ID);
if (scripts instanceof HTMLTemplateElement) {
  await afterNextPaint();
  document.head.append(scripts.content);
}
await import('./main');
