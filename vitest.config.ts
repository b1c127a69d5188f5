import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { flagImages } from './scripts/lib/flag-images';
import { iconSprite } from './scripts/lib/icon-sprite';

// The client's import aliases and the icons' sprite address (vite.config.ts), for client code under test.
const alias = {
  '@shared': path.resolve(import.meta.dirname, 'src/shared'),
  '@client': path.resolve(import.meta.dirname, 'src/client'),
};

const plugins = [iconSprite(), flagImages()];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        plugins,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The page routes render the client's pages from its sources.
        resolve: { alias },
        plugins,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores here: two files at a time, each with its own database.
          maxWorkers: 2,
        },
      },
    ],
  },
});
