// The server's renderer (built with `vite build --ssr` to dist/ssr/entry-server.js and imported
// by the page routes): renders a page of the app to HTML with its data, and the state the
// browser hydrates from.
import type { Query } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import type { Specialty } from '@shared/constants';
import type { ApiReader, HeadTexts, RenderedHead, RenderOutput, RenderPage } from '@shared/page-render';
import type { Language } from './i18n/define-messages';
import { translator } from './i18n/i18n';
import { commonMessages } from './i18n/messages/common';
import { festivalDetailMessages } from './i18n/messages/festival-detail';
import { ApiError, setApiReader } from './lib/api-client';
import { formatters } from './lib/format';
import { recordFormats } from './lib/server-formats';
import { documentTitle, HeadRecorderContext } from './lib/use-document-head';
import { createQueryClient } from './lib/query-client';
import { App } from './app/app';
import { loadDeferredParts } from './app/deferred';
import { loadSections } from './app/lazy-page';
import { pageQueries, type PageState } from './app/page-state';
import { prefetchPage } from './app/page-prefetches';
import { pageModule, preloadEveryPage } from './app/routes';
import { tickerQueryOptions } from './features/ticker/api/get-ticker';

/** Render passes at most: a query may depend on another's answer (an agency's creatives). */
const MAX_PASSES = 4;

/**
 * A page renderer whose API reads go to `readApi` (the server's own routes, in-process, without
 * the visitor's cookies: public data only).
 *
 * A page's queries are found by rendering it (the same components, hooks, query keys and query
 * functions as in the browser), fetched, and the page rendered again until it asks for nothing
 * new; those app/page-prefetches.ts knows are fetched before the first render. Everything is loaded before the last render, so it is one string: the status code
 * depends on the data (404 for an unknown profile) and the page goes into the micro-cache whole.
 */
/** Nothing subscribes on the server: whether the page asked for a query is in the options it built it with. */
const isEnabled = (query: Query) => (query.options as { enabled?: unknown }).enabled !== false;

/** What the page's failed reads say of it: a 404 is the page's own answer; a 5xx is the server's failure. */
function failedStatusOf(queries: Query[]): RenderOutput['failedStatus'] {
  const statuses = queries
    .filter((query) => query.state.status === 'error')
    .map((query) => (query.state.error instanceof ApiError ? query.state.error.status : 500))
    .filter((status) => status >= 500);
  if (statuses.length === 0) return null;
  return statuses.every((status) => status === 503) ? 503 : 500;
}

/**
 * Every page's code and every part a page can render. Loaded before the first render, so a
 * running server never reads its chunks from disk again: a build in place replaces them (the
 * page whose chunk was gone answered 500 until a restart).
 */
async function loadAllCode(): Promise<void> {
  await Promise.all([preloadEveryPage(), loadDeferredParts()]);
  // The pages' modules have declared their on-demand sections by now.
  await loadSections();
}

export function createRenderer(
  readApi: ApiReader,
  renderTurn: () => Promise<void> = async () => {},
  prefetch: typeof prefetchPage = prefetchPage,
): RenderPage {
  const codeLoaded = loadAllCode();
  // Awaited by every render; until the first, a failure is not unhandled.
  codeLoaded.catch(() => {});
  return async ({ url, language, env }) => {
    // Module state: in production one app per process; in tests, the app that renders now.
    setApiReader(readApi);
    const [path = '/', search = ''] = url.split(/\?(.*)/s);
    await codeLoaded;
    const queryClient = createQueryClient();
    // The layout's ticker (every page) and what the page declares: rendered once with them,
    // where a first render would only have asked for them.
    await Promise.all([queryClient.prefetchQuery(tickerQueryOptions()), prefetch(queryClient, path, search)]);
    const tried = new Set<string>();
    let recorded: RenderedHead | null = null;
    const recordHead = (head: RenderedHead) => {
      recorded = head;
    };
    const app = (
      <HeadRecorderContext value={recordHead}>
        <App queryClient={queryClient} language={language} env={env} ssr={{ path, search }} />
      </HeadRecorderContext>
    );
    await renderTurn();
    let render = recordFormats(() => renderToString(app));
    let passes = 1;
    for (; passes < MAX_PASSES; passes++) {
      const asked = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.status === 'pending' && !tried.has(query.queryHash) && isEnabled(query));
      if (asked.length === 0) break;
      asked.forEach((query) => tried.add(query.queryHash));
      // An error stays in the query's state (the page shows it, and the browser gets it too).
      await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
      await renderTurn();
      render = recordFormats(() => renderToString(app));
    }
    const html = render.result;
    const state: PageState = { env, queries: pageQueries(queryClient), formats: render.formats };
    const head: RenderedHead = recorded ?? { title: documentTitle(undefined), description: null, canonicalPath: null };
    const failedStatus = failedStatusOf(queryClient.getQueryCache().getAll());
    const output: RenderOutput = { html, state, head, pageModule: pageModule(path), passes, failedStatus };
    queryClient.clear();
    return output;
  };
}

/** The words of the server's structured data, from the catalogues the pages use. */
export function headTexts(language: Language): HeadTexts {
  const common = translator(commonMessages, language);
  const festival = translator(festivalDetailMessages, language);
  const format = formatters(language);
  return {
    award: (type) => common(`award.${type}`),
    specialty: (specialty: Specialty) => common(`specialty.${specialty}`),
    country: (code) => format.country(code),
    entryFee: festival('festival.fees.regular'),
  };
}
