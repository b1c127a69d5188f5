import fs from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STATE_ID, type ApiReply, type RenderOutput, type RenderPage, type ServerRenderer } from '../../../shared/page-render';
import { matchPage, type PageMatch } from '../../../shared/paths';
import { DatabaseUnreachableError, loggableError, unavailableFromDatabase } from '../../errors';
import type { AppInstance } from '../../lib/types';
import { sendKept, type CachedResponse } from '../../plugins/response-cache';
import { compileTemplate, jsonForScript, renderHead, SITE_NAME, type Lang, type PageHead } from './html';
import { buildPageHead } from './page-head.service';
import { pageLanguage } from './page-language';
import { pagePreloads } from './page-preloads';
import { pageStylesheet } from './page-styles';
import { renderTurns } from './render-turns';
import type { PageTemplate } from './page-template';

/** How long a crawler or a browser should wait before asking again for a page the server could not make. */
const PAGE_RETRY_AFTER_SECONDS = 5;

function pageResponse(head: PageHead, html: Buffer, render?: { passes: number; ms: number }): CachedResponse {
  return {
    status: head.status,
    headers: {
      ...(head.status === 503 ? { 'retry-after': String(PAGE_RETRY_AFTER_SECONDS) } : {}),
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      // The page's language comes from these when the URL has no ?lang=.
      vary: 'Accept-Language, Cookie',
      ...(head.noindex ? { 'x-robots-tag': 'noindex' } : {}),
      // What the page cost to render, in the browser's developer tools: a page rendered more than
      // once had a query its module does not declare (entry-server.tsx).
      ...(render
        ? { 'server-timing': `render;dur=${render.ms.toFixed(1)};desc="${render.passes} ${render.passes === 1 ? 'pass' : 'passes'}"` }
        : {}),
    },
    // Encoded (compileTemplate): sent as a string, a 90 KB page was measured for its length, then
    // encoded again to be written (Buffer.byteLength alone was 4.6% of the server's time on creative pages).
    body: html,
  };
}

/** An in-process answer as the app reads it (api-client.ts), without building a fetch Response. */
function apiReply(status: number, headers: Record<string, string | string[] | number | undefined>, body: string): ApiReply {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: {
      get(name) {
        const wanted = name.toLowerCase();
        const found = Object.entries(headers).find(([key]) => key.toLowerCase() === wanted)?.[1];
        return found === undefined ? null : String(found);
      },
    },
    json: async () => JSON.parse(body) as unknown,
    text: async () => body,
  };
}

/** The server renderer built from src/client/entry-server.tsx, its API reads answered in-process. */
async function loadRenderer(app: AppInstance, entry: string): Promise<{ render: RenderPage; headTexts: ServerRenderer['headTexts'] }> {
  const { createRenderer, headTexts } = (await import(pathToFileURL(entry).href)) as ServerRenderer;
  const render = createRenderer(async (url) => {
    // A public answer the micro-cache holds (the header's ticker, on every page) is read from it
    // directly: a request through the whole stack cost 0.8 ms of a creative page's 8.
    const cached = app.responseCache.peek(url);
    if (cached) return apiReply(cached.status, cached.headers, String(cached.body));
    // Kept from this first answer: the page's head reads it right after the render (cachedAnswer).
    app.responseCache.want(url);
    // No cookies: the server renders public data only; the session is the browser's business.
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    return apiReply(response.statusCode, response.headers, response.body);
  }, renderTurns());
  return { render, headTexts };
}

/** A part of the heads of every page of a kind, as JSON in the micro-cache (keyed apart from URLs). */
async function sharedHeadPart<T>(app: AppInstance, key: string, load: () => Promise<T>): Promise<T> {
  // Few by construction (one per kind of page): kept from the first.
  app.responseCache.want(`head ${key}`);
  const kept = await app.responseCache.fetch(`head ${key}`, async () => ({ status: 200, headers: {}, body: JSON.stringify(await load()) }));
  return JSON.parse(String(kept.body)) as T;
}

/** The API's answer for a path if the micro-cache holds it (the render has just read it), parsed. */
function cachedAnswer(app: AppInstance, apiPath: string): unknown {
  const hit = app.responseCache.peek(apiPath);
  return hit?.status === 200 ? (JSON.parse(String(hit.body)) as unknown) : undefined;
}

/**
 * A page whose head, render or reads failed: the app still loads and asks for its data itself
 * (the browser shows its own error state if that fails too); crawlers retry later, after the
 * Retry-After of a 503 (the server overloaded or its database out of reach).
 */
function failedHead(lang: Lang, status: 500 | 503 = 500): PageHead {
  return { status, lang, title: SITE_NAME, description: '', canonicalUrl: null, noindex: true, ogType: 'website', image: null };
}

/** Whether a path may name a page: the API's paths and files (a path with an extension) do not. */
export function isPagePath(pathname: string): boolean {
  return !(pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname));
}

/** Renders and sends the page of a request's URL. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/**
 * Every page of the site, rendered on the server (DESIGN.md section 8): the app's HTML with the
 * answers it was rendered from (the browser hydrates from them without asking again), and the
 * page's head for crawlers and link previews. 404 for unknown paths and unknown slugs.
 */
export async function pageRoutes(
  app: AppInstance,
  options: {
    clientDir: string;
    ssrEntry: string | null;
    page: PageTemplate;
    /** Renders at once, past which a page is shed (AppConfig.pageRendersMax). */
    rendersMax: number;
    /** Given the sender, for the pages of paths that never reach a route (app.ts). */
    exposeSender: (send: PageSender) => void;
  },
) {
  const { css } = options.page;
  const template = compileTemplate(options.page.html);
  const noStyles = new Uint8Array(0);
  const wholeStyles = css === null ? noStyles : Buffer.from(`<style>${css}</style>`);
  const cut = css === null ? null : pageStylesheet(css);
  const stylesOf = (html: string) => cut?.(html).tag ?? noStyles;
  const preloads = pagePreloads(options.clientDir);
  // Loaded beside the start-up, awaited by the first page: importing it can take longer than a
  // plugin may (from the sources, in the tests).
  const rendererReady = options.ssrEntry && fs.existsSync(options.ssrEntry) ? loadRenderer(app, options.ssrEntry) : null;
  if (!rendererReady) app.log.warn('No server renderer (npm run build makes dist/ssr): pages are rendered in the browser only');

  /** The page without its HTML (the browser renders it), with the status the server had for it. */
  const appOnly = (head: PageHead) =>
    pageResponse(
      head,
      template(head.lang, { head: renderHead(head) + preloads(null, head.lang), styles: wholeStyles, app: '', state: '' }),
    );

  // Renders under way, from their data to their HTML. Past the bound a page is shed at once: a
  // render holds the main thread for milliseconds, so beyond what it can do in a moment every
  // render waits longer, the whole loop turns slower (the process accepts one new connection a
  // turn: at 1M, 800 clients asking for pages kept new ones out for seconds, a festival's API
  // read included), and clients give up on answers still being made. The browser renders a shed
  // page itself from the API, which costs the server far less.
  let rendering = 0;
  const shedPages = new Map<Lang, CachedResponse>();
  const shed = (lang: Lang) => {
    let response = shedPages.get(lang);
    if (!response) shedPages.set(lang, (response = appOnly(failedHead(lang, 503))));
    return response;
  };

  async function renderPage(match: PageMatch | null, url: string, lang: Lang, log: AppInstance['log']): Promise<CachedResponse> {
    const renderer = await rendererReady;
    if (!renderer) return appOnly({ ...failedHead(lang), status: match ? 200 : 404 });
    if (rendering >= options.rendersMax) return shed(lang);
    rendering++;
    try {
      return await renderWith(renderer, match, url, lang, log);
    } finally {
      rendering--;
    }
  }

  async function renderWith(
    renderer: Awaited<NonNullable<typeof rendererReady>>,
    match: PageMatch | null,
    url: string,
    lang: Lang,
    log: AppInstance['log'],
  ): Promise<CachedResponse> {
    let rendered: RenderOutput;
    let head: PageHead;
    const started = performance.now();
    try {
      rendered = await renderer.render({ url, language: lang, env: { now: app.clock().getTime(), origin: app.config.publicUrl } });
      // Its own reads answered 5xx: the HTML holds an error where the data should be.
      if (rendered.failedStatus) return appOnly(failedHead(lang, rendered.failedStatus));
      head = await buildPageHead(
        {
          db: app.db,
          now: app.clock(),
          publicUrl: app.config.publicUrl,
          lang,
          rendered: rendered.head,
          texts: renderer.headTexts(lang),
          cachedAnswer: (apiPath) => cachedAnswer(app, apiPath),
          shared: (key, load) => sharedHeadPart(app, key, load),
        },
        match,
      );
    } catch (error) {
      const unavailable = unavailableFromDatabase(error);
      if (unavailable instanceof DatabaseUnreachableError) log.warn({ reason: unavailable.reason }, 'database unreachable');
      else if (!unavailable) log.error({ err: loggableError(error) }, 'rendering the page failed');
      return appOnly(failedHead(lang, unavailable ? 503 : 500));
    }
    const state = `<script id="${PAGE_STATE_ID}" type="application/json">${jsonForScript(rendered.state)}</script>`;
    const html = template(lang, {
      head: renderHead(head) + preloads(rendered.pageModule, lang),
      styles: stylesOf(rendered.html),
      app: rendered.html,
      state,
    });
    return pageResponse(head, html, { passes: rendered.passes, ms: performance.now() - started });
  }

  const sendPage: PageSender = async (request, reply) => {
    const lang = pageLanguage(request);
    // Rendered pages share the API's micro-cache (response-cache.ts), keyed apart from URLs: the
    // HTML depends on the URL (with its query: filters, pages) and the language, nothing else
    // (no session: signed-in parts render in the browser).
    const match = matchPage(request.url.split('?')[0] ?? '/');
    const page = await app.responseCache.fetch(`page ${lang} ${request.url}`, () => renderPage(match, request.url, lang, request.log));
    return sendKept(reply, page);
  };
  options.exposeSender(sendPage);

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The one place a path is matched to a page. Unknown API paths and missing files keep the
    // JSON 404 of the error handler.
    if (!isPagePath(pathname) && !matchPage(pathname)) return reply.callNotFound();
    return sendPage(request, reply);
  });
}
