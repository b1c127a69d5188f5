import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageLanguage } from './i18n/language';
import { createQueryClient } from './lib/query-client';
import { App } from './app/app';
import { PAGE_STATE_ID } from '@shared/page-render';
import { hydratePageQueries, type PageState } from './app/page-state';
import { preloadPage } from './app/routes';
import { knowFormats } from './lib/server-formats';

// A tab opened before a deploy asks for its build's chunks, which the server keeps one release
// back only (scripts/lib/previous-assets.ts): reloading gets the new build. Only when a chunk
// could not be fetched (a TypeError in every browser; a chunk that throws is a bug to show), not
// offline, and once a minute at most, so a chunk that cannot load ends where it would have.
addEventListener('vite:preloadError', (event) => {
  if (!(event.payload instanceof TypeError) || !navigator.onLine || Date.now() - Number(sessionStorage.getItem('reloadedFor')) < 60_000)
    return;
  sessionStorage.setItem('reloadedFor', String(Date.now()));
  location.reload();
});

const root = document.getElementById('root');
if (!root) throw new Error('No #root element in index.html');

const queryClient = createQueryClient();
const language = pageLanguage();
const stateElement = document.getElementById(PAGE_STATE_ID);

if (stateElement) {
  // A server-rendered page: the same answers, the same clock and the page's code before the
  // first render, so hydration matches the HTML and asks the API nothing.
  const state = JSON.parse(stateElement.textContent ?? '') as PageState;
  hydratePageQueries(queryClient, state.queries);
  knowFormats(state.formats);
  await preloadPage(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (the page is already painted; input is replayed).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} language={language} env={state.env} />
      </StrictMode>,
    );
  });
} else {
  // Served without a server render (the vite dev server, or a render that failed).
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} language={language} env={{ now: Date.now(), origin: window.location.origin }} />
    </StrictMode>,
  );
}
