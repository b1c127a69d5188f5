import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end tests over the built site (`npm run build` first). The server runs from source
// on its own port with a fresh database folder, seeded with the demo data on start.
const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = path.join(os.tmpdir(), `palmares-e2e-${port}`);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Chromium 156 loads its omnibox popup (a WebUI page of Lit components, in a renderer of its own)
 * for every new window, and each browser context here is one: some 2 s of CPU per test, more than
 * the page under test. Chromium keeps only the last `--disable-features`, so ours carries the list
 * Playwright passes too, read from its launcher (it is not exported).
 */
function disabledFeatures(): string {
  const launcher = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
  const list = /\bdisabledFeatures = \[([^\]]*)\]/.exec(fs.readFileSync(launcher, 'utf8'))?.[1];
  const playwrights = list?.match(/"[A-Za-z0-9]+"/g)?.map((name) => name.slice(1, -1));
  if (!playwrights?.length)
    throw new Error(`Playwright's disabled Chromium features not found in ${launcher}: update playwright.config.ts`);
  return [...playwrights, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'].join(',');
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two cores: two browsers plus the server is the most this machine runs smoothly.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]] : 'list',
  use: {
    baseURL,
    locale: 'en-US',
    // A trace records every action's screenshots and DOM: on for every test, it more than doubled
    // the suite's time on two cores (11.6 → 5.5 minutes). A failure's retry (CI) records one;
    // locally, `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--disable-features=${disabledFeatures()}`,
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: `rm -rf "${dataDir}" && npx tsx src/server/main.ts`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      BETTER_AUTH_SECRET: 'e2e-only-secret-not-for-production-0123456789',
    },
  },
});
