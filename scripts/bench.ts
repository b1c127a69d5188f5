/**
 * HTTP benchmark of the public API: `npm run bench [-- --no-cache] [--url http://127.0.0.1:3000]`.
 *
 * Starts the app as a child process (unless --url is given) on the database of this environment
 * (DATABASE_URL, else PGlite in DATA_DIR), then runs autocannon against each endpoint in turn
 * and prints a markdown table, relative to a fixed small JSON route of the same server.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { parseEnv } from '../src/server/config';
import { markdownReport, type EndpointResult } from './lib/bench-report';
import { freePort, startServer, type ManagedServer } from './lib/bench-server';

const USAGE = `Usage: npm run bench -- [options]

  --url URL          benchmark an already running server instead of starting one
  --duration S       seconds per endpoint (default 10)
  --connections N    concurrent connections (default 50)
  --warmup S         warm-up seconds per endpoint before measuring (default 2)
  --no-cache         start the server with RESPONSE_CACHE_TTL_MS=0 (no micro-cache)
  --help             this text`;

class UsageError extends Error {}

function positive(name: string, value: string | undefined, fallback: number, max: number, integer = true): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < (integer ? 1 : 0) || parsed > max || (integer && !Number.isInteger(parsed))) {
    throw new UsageError(`--${name} must be a ${integer ? 'whole ' : ''}number up to ${max}, got "${value}"`);
  }
  return parsed;
}

function parseOptions(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      url: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      warmup: { type: 'string' },
      'no-cache': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  let url: string | null = null;
  if (values.url !== undefined) {
    try {
      url = new URL(values.url).origin;
    } catch {
      throw new UsageError(`--url must be a URL like http://127.0.0.1:3000, got "${values.url}"`);
    }
  }
  return {
    help: values.help ?? false,
    url,
    duration: positive('duration', values.duration, 10, 3600),
    connections: positive('connections', values.connections, 50, 10_000),
    warmup: positive('warmup', values.warmup, 2, 600, false),
    noCache: values['no-cache'] ?? false,
  };
}

interface Endpoint {
  name: string;
  path: string;
}

async function getJson(baseUrl: string, path: string): Promise<{ status: number; headers: Headers; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text
  }
  return { status: response.status, headers: response.headers, body };
}

function firstField(body: unknown, field: string): string | number | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const first: unknown = body[0];
  if (typeof first !== 'object' || first === null) return null;
  const value = (first as Record<string, unknown>)[field];
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

function runAutocannon(url: string, connections: number, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, timeout: 10 }, (error, result) => {
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(result);
    });
  });
}

async function main(): Promise<number> {
  let options: ReturnType<typeof parseOptions>;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }

  let server: ManagedServer | null = null;
  let databaseKind: string;
  let baseUrl: string;
  if (options.url) {
    baseUrl = options.url;
    databaseKind = 'as configured on the running server';
  } else {
    const env = parseEnv();
    databaseKind = env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
    const port = await freePort();
    const serverEnv: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
    if (options.noCache) serverEnv.RESPONSE_CACHE_TTL_MS = '0';
    console.error(`Starting the server on port ${port} (${databaseKind})...`);
    try {
      server = await startServer({ env: serverEnv, port, readyTimeoutMs: 180_000 });
    } catch (error) {
      console.error(`The server failed to start: ${(error as Error).message}`);
      return 1;
    }
    baseUrl = server.baseUrl;
  }

  const stop = async () => {
    if (server) await server.stop();
  };
  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    // Pick real targets from the data: the top creative and the first festival.
    let ranking: Awaited<ReturnType<typeof getJson>>;
    try {
      ranking = await getJson(baseUrl, '/api/creatives?limit=1');
    } catch (error) {
      const cause = (error as Error).cause;
      console.error(`Cannot reach ${baseUrl}: ${(error as Error).message}${cause ? ` (${String(cause)})` : ''}`);
      return 1;
    }
    if (ranking.status !== 200) {
      console.error(`GET /api/creatives?limit=1 answered ${ranking.status}; is this the Palmarés API?`);
      return 1;
    }
    const totalCreatives = ranking.headers.get('x-total-count') ?? 'unknown';
    const topCreative = firstField(ranking.body, 'id');
    const festivals = await getJson(baseUrl, '/api/festivals?limit=1');
    const festivalSlug = festivals.status === 200 ? firstField(festivals.body, 'slug') : null;

    const endpoints: Endpoint[] = [
      { name: 'baseline', path: '/api/bench/baseline' },
      { name: 'ranking page 1', path: '/api/creatives?limit=50' },
      { name: 'ranking offset 50,000', path: '/api/creatives?limit=50&offset=50000' },
      { name: 'search "mar"', path: '/api/search?q=mar' },
    ];
    if (festivalSlug !== null) {
      endpoints.push({ name: 'festival by slug', path: `/api/festivals/slug/${encodeURIComponent(String(festivalSlug))}` });
    } else {
      console.error('No festival found (GET /api/festivals?limit=1): skipping "festival by slug".');
    }
    if (topCreative !== null) {
      endpoints.push({ name: 'creative with awards', path: `/api/creatives/${topCreative}` });
    } else {
      console.error('No creative found (GET /api/creatives?limit=1): skipping "creative with awards".');
    }

    const loadAtStart = os.loadavg()[0] ?? 0;
    if (loadAtStart > os.cpus().length / 2) {
      console.error(`  note: the machine is busy (load average ${loadAtStart.toFixed(1)}); figures will be low`);
    }
    const results: EndpointResult[] = [];
    for (const endpoint of endpoints) {
      const url = `${baseUrl}${endpoint.path}`;
      if (server && server.child.exitCode !== null) {
        console.error(`The server exited during the run (code ${server.child.exitCode}):\n${server.output()}`);
        return 1;
      }
      const probe = await getJson(baseUrl, endpoint.path);
      if (probe.status < 200 || probe.status >= 300) {
        console.error(`  warning: ${endpoint.path} answers ${probe.status}; measuring it anyway`);
      }
      if (options.warmup > 0) await runAutocannon(url, Math.min(10, options.connections), options.warmup);
      const result = await runAutocannon(url, options.connections, options.duration);
      const entry: EndpointResult = {
        name: endpoint.name,
        path: endpoint.path,
        requestsPerSecond: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
        total: result.requests.total,
      };
      results.push(entry);
      console.error(
        `  ${endpoint.name.padEnd(24)} ${Math.round(entry.requestsPerSecond).toLocaleString('en').padStart(8)} req/s` +
          `  p50 ${entry.p50} ms  p99 ${entry.p99} ms  non-2xx ${entry.non2xx}  errors ${entry.errors}`,
      );
    }

    const cpus = os.cpus();
    console.log(
      `\n${markdownReport(results, {
        title: `API throughput${options.noCache ? ' (response cache off)' : ''}`,
        datasetCreatives: Number.isFinite(Number(totalCreatives))
          ? Number(totalCreatives).toLocaleString('en')
          : totalCreatives,
        environment:
          `Node ${process.version}, database: ${databaseKind}, ` +
          `${cpus.length} CPU${cpus.length === 1 ? '' : 's'} (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
          `server and load generator on the same machine; 1-minute load average ` +
          `${loadAtStart.toFixed(1)} before the run, ${(os.loadavg()[0] ?? 0).toFixed(1)} after.`,
        settings:
          `autocannon, ${options.connections} connections, ${options.duration} s per endpoint after a ` +
          `${options.warmup} s warm-up; no Accept-Encoding (uncompressed responses).`,
      })}\n`,
    );
    const failed = results.some((result) => result.non2xx > 0 || result.errors > 0 || result.total === 0);
    if (failed) console.error('Some requests failed (non-2xx, errors or no response at all): see the table.');
    return 0;
  } catch (error) {
    if (server) {
      const state = server.child.exitCode === null ? 'still running' : `exited with code ${server.child.exitCode}`;
      console.error(`Server (${state}), last output:\n${server.output() || '(none)'}`);
    }
    throw error;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  },
);
