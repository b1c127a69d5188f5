import { z } from 'zod';
import { NotFoundError } from '../../errors';
import { sendDownload } from '../../lib/send-download';
import type { AppInstance } from '../../lib/types';
import * as sitemaps from './sitemap.service';

// Crawlers may keep these an hour; a new page shows up in the next fetch after that.
const CACHE_CONTROL = 'public, max-age=3600';
const XML = 'application/xml; charset=utf-8';

/** `/robots.txt`, `/sitemap.xml` and its files under `/sitemaps/`. */
export async function seoRoutes(app: AppInstance) {
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/plain; charset=utf-8').header('Cache-Control', CACHE_CONTROL);
    return sitemaps.robotsTxt(app.config.publicUrl);
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.type(XML).header('Cache-Control', CACHE_CONTROL);
    return sitemaps.sitemapIndex(app.costlyDb, app.config.publicUrl);
  });

  app.get('/sitemaps/:file', { schema: { hide: true, params: z.object({ file: z.string() }) } }, async (request, reply) => {
    const file = sitemaps.parseSitemapFile(request.params.file);
    if (!file) throw new NotFoundError(`No sitemap ${request.params.file}`);
    const pieces = await sitemaps.sitemapFile(app.costlyDb, app.config.publicUrl, file);
    return sendDownload(reply, { 'content-type': XML, 'cache-control': CACHE_CONTROL }, pieces);
  });
}
