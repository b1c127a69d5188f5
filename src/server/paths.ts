import path from 'node:path';
import { fileURLToPath } from 'node:url';

// This file is src/server/paths.ts and the production bundle is dist/server/main.js: both sit
// two folders below the project root, so one relative path serves the sources and the build.
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The built client (`npm run build`); the API runs without it. */
export const clientDir = path.join(projectRoot, 'dist/client');

/** The built server renderer of the client's pages (`npm run build`). */
export const ssrEntry = path.join(projectRoot, 'dist/ssr/entry-server.js');

/** The committed SQL migrations, read at start (not bundled). */
export const migrationsFolder = path.join(projectRoot, 'drizzle');
