import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { printBundleReport } from './scripts/bundle-size';
import { flagImages } from './scripts/lib/flag-images';
import { iconSprite } from './scripts/lib/icon-sprite';
import { pageChunkGroups } from './scripts/lib/page-chunks';
import { APP_MODULE } from './src/shared/page-scripts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const outDir = 'dist/client';

/**
 * Writes `.br` and `.gz` next to every compressible built asset; the server serves them with
 * @fastify/static `preCompressed`, so no request pays for compression at run time.
 * index.html is left alone: the server rewrites it per page (head tags for crawlers).
 */
function precompress(): Plugin {
  let distDir = path.resolve(outDir);
  return {
    name: 'palmares:precompress',
    apply: 'build',
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assetsDir = path.join(distDir, 'assets');
      if (!fs.existsSync(assetsDir)) return;
      const files = fs
        .readdirSync(assetsDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.(js|css|svg|json|txt|map)$/.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.promises.readFile(file);
          if (content.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(content, { level: 9 }),
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          ]);
          await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)]);
        }),
      );
      printBundleReport(distDir);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), iconSprite(), flagImages(), ...(command === 'build' && !isSsrBuild ? [precompress()] : [])],
  resolve: {
    alias: [
      { find: '@shared', replacement: path.resolve(import.meta.dirname, 'src/shared') },
      { find: '@client', replacement: path.resolve(import.meta.dirname, 'src/client') },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: path.resolve(import.meta.dirname, 'src/client/lib/use-sync-external-store.ts'),
      },
    ],
  },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: !isSsrBuild,
    sourcemap: false,
    // The server names the chunks of the app and of the page (seo/page-preloads.ts); the lists that let a
    // dynamic import preload its chunk's imports cost 2 KB gzipped on every first load, for a
    // round trip saved on later in-app navigations only. No polyfill: every browser the target
    // names but Safari 16 knows modulepreload, and there the imports are fetched in turn.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    target: 'es2022',
    rolldownOptions: {
      // The page's script (boot.ts, from index.html) and the app it has the browser load once the
      // page is painted: an entry of its own, named by the server (src/shared/page-scripts.ts).
      ...(isSsrBuild ? {} : { input: ['index.html', APP_MODULE] }),
      output: {
        // The shell every page loads, one file per set of public pages for what they load first (scripts/lib/page-chunks.ts).
        codeSplitting: { groups: pageChunkGroups() },
        // The shell names some thirty chunks it may import; 42 bits of hash (7 characters, not
        // 8) still tell one build's file from the last, and save every first load ~50 bytes.
        ...(isSsrBuild ? {} : { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js' }),
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://localhost:3100', changeOrigin: false },
    },
  },
}));
