// Lighthouse (mobile settings) on the home page, /people, a festival and a creative page,
// printing the four category scores and the largest paint, total blocking time and layout shift. Runs `npx lighthouse@12.8.2` (not a dependency: its
// `latest` ranges break `npm ci`) with the system Chromium.
//
//   npm run build && tsx scripts/lighthouse.ts             starts the built site in production mode
//   BASE_URL=http://localhost:3000 tsx scripts/lighthouse.ts   scores a running server
//   tsx scripts/lighthouse.ts --runs 3                     each page 3 times, the median run shown
//
// The load average is printed with the table: on a busy machine the performance score and the
// blocking time are pessimistic.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { serverEntry, startServer, type ManagedServer } from './lib/bench-server';

const run = promisify(execFile);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The metrics printed beside the scores: how each is read from its audit, and shown. */
const METRICS = {
  LCP: { audit: 'largest-contentful-paint', show: (value: number) => `${(value / 1000).toFixed(2)} s` },
  TBT: { audit: 'total-blocking-time', show: (value: number) => `${Math.round(value)} ms` },
  CLS: { audit: 'cumulative-layout-shift', show: (value: number) => value.toFixed(3) },
} as const;
type Metric = keyof typeof METRICS;

interface LighthouseReport {
  categories: Record<(typeof CATEGORIES)[number], { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/**
 * The built site as production runs it (NODE_ENV=production: React's production server
 * renderer, not the development one, whose renders take several times longer and would count
 * in every page's first byte), on a fresh demo database.
 */
async function startSite(): Promise<{ server: ManagedServer; dataDir: string }> {
  if (!fs.existsSync(path.resolve('dist/client/index.html'))) {
    throw new Error('dist/client is missing: run `npm run build` first');
  }
  const port = Number(process.env.LIGHTHOUSE_PORT ?? 4330);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-lighthouse-'));
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    port,
    readyTimeoutMs: 180_000,
    entry: serverEntry().args,
  });
  return { server, dataDir };
}

async function firstOf<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} → ${response.status}`);
  const [first] = (await response.json()) as T[];
  if (!first) throw new Error(`GET ${url} returned no rows`);
  return first;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): try a page up to 3 times. */
async function score(url: string, attempts = 3): Promise<Record<string, string>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await scoreOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  retrying ${url}: ${error instanceof Error ? (error.message.split('\n').at(-2) ?? error.message) : String(error)}`);
    }
  }
}

/** The run whose performance score is the median of `runs` runs. */
async function medianScore(url: string, runs: number): Promise<Record<string, string>> {
  const results: Record<string, string>[] = [];
  for (let run = 0; run < runs; run++) results.push(await score(url));
  results.sort((a, b) => Number(a.performance) - Number(b.performance));
  return results[Math.floor((results.length - 1) / 2)]!;
}

async function scoreOnce(url: string): Promise<Record<string, string>> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout) as LighthouseReport;
  const cells: [string, string][] = [
    ...CATEGORIES.map((name): [string, string] => [name, String(Math.round((report.categories[name].score ?? 0) * 100))]),
    ...(Object.keys(METRICS) as Metric[]).map((name): [string, string] => [
      name,
      METRICS[name].show(report.audits[METRICS[name].audit]?.numericValue ?? NaN),
    ]),
  ];
  return Object.fromEntries(cells);
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' } } });
  const runs = Math.max(1, Number(values.runs) || 1);
  const started = process.env.BASE_URL ? null : await startSite();
  const baseUrl = (process.env.BASE_URL ?? started!.server.baseUrl).replace(/\/$/, '');
  try {
    const festival = await firstOf<{ slug: string }>(`${baseUrl}/api/festivals?limit=1`);
    const creative = await firstOf<{ username: string }>(`${baseUrl}/api/creatives?limit=1`);
    const pages = ['/', '/people', `/festival/${festival.slug}`, `/creative/${creative.username}`];
    // Warm the server (database pages, caches) so the first page is not scored on a cold start.
    const warmUp = [
      ...pages,
      '/api/stats',
      '/api/ticker',
      '/api/creatives?sort=points&limit=20&offset=0',
      '/api/creatives?sort=points&limit=12&offset=0',
    ];
    for (let round = 0; round < 2; round++)
      await Promise.all(warmUp.map((path) => fetch(`${baseUrl}${path}`).then((r) => r.arrayBuffer())));
    const load = os.loadavg().map((value) => value.toFixed(2));
    console.log(
      `Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile settings, ${baseUrl}, ` +
        `${runs === 1 ? 'one run' : `median of ${runs} runs`} per page; load average ${load.join(', ')} (${os.cpus().length} cores)\n`,
    );
    const columns = [...CATEGORIES, ...(Object.keys(METRICS) as Metric[])];
    const header = ['page'.padEnd(40), ...columns.map((name) => name.padStart(15))].join('');
    console.log(header);
    for (const page of pages) {
      const scores = await medianScore(`${baseUrl}${page}`, runs);
      const row = [page.padEnd(40), ...columns.map((name) => String(scores[name]).padStart(15))].join('');
      console.log(row);
    }
    console.log(
      `\nload average after: ${os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(', ')}`,
    );
  } finally {
    if (started) {
      await started.server.stop();
      fs.rmSync(started.dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
