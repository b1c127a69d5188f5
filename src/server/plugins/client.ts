import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { AppInstance } from '../lib/types';

/**
 * Serves the built client's files: hashed assets with long caching, precompressed .br/.gz when
 * the build wrote them. index.html is not served as a file: the page routes
 * (modules/seo/page.routes.ts) send it with each page's head.
 */
export const clientPlugin = fp(async (app: AppInstance, options: { root: string }) => {
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
});
