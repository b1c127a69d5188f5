import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { matchPage } from '../../shared/paths';
import { loggableError } from '../errors';
import type { AppInstance } from '../lib/types';
import { compileTemplate, renderHead, SITE_NAME, type Lang, type PageHead } from '../modules/seo/html';
import { buildPageHead } from '../modules/seo/page-head.service';
import { seoRoutes } from '../modules/seo/seo.routes';

interface RenderedPage {
  status: number;
  noindex: boolean;
  html: string;
}

/**
 * Serves the built client: hashed assets with long caching (precompressed .br/.gz when the
 * build wrote them), and index.html for every page with that page's head for crawlers and
 * link previews (DESIGN.md section 8): 404 for unknown paths and unknown slugs, so the client
 * shows its not-found screen and crawlers do not index it. Also `/robots.txt` and the
 * sitemaps: they list the pages this plugin serves, so they exist only when it does.
 */
export const clientPlugin = fp(async (app: AppInstance, options: { root: string }) => {
  const render = compileTemplate(fs.readFileSync(path.join(options.root, 'index.html'), 'utf8'));
  await app.register(fastifyStatic, {
    root: options.root,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Served by routes of their own: index.html per page, robots and sitemaps from the data.
    globIgnore: ['index.html', 'index.html.*', 'robots.txt', 'sitemap.xml', 'sitemaps/**'],
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    },
  });
  await app.register(seoRoutes);

  // Micro-cache of rendered pages, like the API's (response-cache.ts): same TTL, emptied by
  // any successful write in this process.
  const ttl = app.config.responseCacheTtlMs;
  const pages = ttl > 0 ? new LRUCache<string, RenderedPage>({ max: 2000, ttl }) : null;
  if (pages) {
    app.addHook('onResponse', async (request, reply) => {
      if (!['GET', 'HEAD', 'OPTIONS'].includes(request.method) && reply.statusCode < 400) pages.clear();
    });
  }

  async function renderPage(pathname: string, lang: Lang, log: AppInstance['log']): Promise<RenderedPage> {
    let head: PageHead;
    try {
      head = await buildPageHead({ db: app.db, now: app.clock(), publicUrl: app.config.publicUrl, lang }, pathname);
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
      return { status: failed.status, noindex: true, html: render(lang, renderHead(failed)) };
    }
    const page = { status: head.status, noindex: head.noindex, html: render(lang, renderHead(head)) };
    pages?.set(`${lang}|${pathname}`, page);
    return page;
  }

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Unknown API paths and missing files keep the JSON 404 of the error handler.
    if (!matchPage(pathname) && (pathname === '/api' || pathname.startsWith('/api/') || path.extname(pathname))) {
      return reply.callNotFound();
    }
    const query = request.query as Record<string, unknown>;
    const lang: Lang = query.lang === 'es' ? 'es' : 'en';
    const page = pages?.get(`${lang}|${pathname}`) ?? (await renderPage(pathname, lang, request.log));
    reply.code(page.status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache');
    if (page.noindex) reply.header('X-Robots-Tag', 'noindex');
    return page.html;
  });
});
