import fs from 'node:fs';
import path from 'node:path';
import { matchPage, type PageMatch } from '../../../shared/paths';
import { loggableError } from '../../errors';
import type { AppInstance } from '../../lib/types';
import type { CachedResponse } from '../../plugins/response-cache';
import { compileTemplate, renderHead, SITE_NAME, type Lang, type PageHead } from './html';
import { buildPageHead } from './page-head.service';

function pageResponse(head: PageHead, html: string): CachedResponse {
  return {
    status: head.status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      ...(head.noindex ? { 'x-robots-tag': 'noindex' } : {}),
    },
    body: html,
  };
}

/**
 * Every page of the site: the built client's index.html with that page's head for crawlers and
 * link previews (DESIGN.md section 8): 404 for unknown paths and unknown slugs, so the client
 * shows its not-found screen and crawlers do not index it.
 */
export async function pageRoutes(app: AppInstance, options: { clientDir: string }) {
  const render = compileTemplate(fs.readFileSync(path.join(options.clientDir, 'index.html'), 'utf8'));

  async function renderPage(match: PageMatch | null, lang: Lang, log: AppInstance['log']): Promise<CachedResponse> {
    let head: PageHead;
    try {
      head = await buildPageHead({ db: app.db, now: app.clock(), publicUrl: app.config.publicUrl, lang }, match);
    } catch (error) {
      // The app still loads (the client shows its own error state); crawlers retry later.
      log.error({ err: loggableError(error) }, 'building the page head failed');
      const failed: PageHead = {
        status: 500,
        lang,
        title: SITE_NAME,
        description: '',
        canonicalUrl: null,
        noindex: true,
        ogType: 'website',
        image: null,
      };
      return pageResponse(failed, render(lang, renderHead(failed)));
    }
    return pageResponse(head, render(lang, renderHead(head)));
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The one place a path is matched to a page. Unknown API paths and missing files keep the
    // JSON 404 of the error handler.
    const match = matchPage(pathname);
    if (!match && (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname))) {
      return reply.callNotFound();
    }
    const query = request.query as Record<string, unknown>;
    const lang: Lang = query.lang === 'es' ? 'es' : 'en';
    // Rendered pages share the API's micro-cache (response-cache.ts), keyed apart from URLs.
    const page = await app.responseCache.fetch(`page ${lang} ${pathname}`, () => renderPage(match, lang, request.log));
    return reply.code(page.status).headers(page.headers).send(page.body);
  });
}
