/**
 * HTTP benchmark of the public site: `npm run bench [-- options]` (see USAGE).
 *
 * Reads real targets from the configured database (DATABASE_URL, else PGlite in DATA_DIR),
 * starts the server in production mode as a child process (unless --url is given), then runs
 * every request class alone and all of them at once with autocannon, each request a newly
 * drawn URL, and prints markdown tables relative to the static baseline of the same run.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from '../src/server/config';
import { profileClock, profileTable, topSelfTime } from './lib/bench-profile';
import { markdownTable, progressLine } from './lib/bench-report';
import { runAlone, runTogether, splitConnections, waitUntilIdle, type ClassResult, type RunSettings } from './lib/bench-run';
import { freePort, serverEntry, startServer, type ManagedServer } from './lib/bench-server';
import { projectRoot } from './lib/builds';
import { databaseCpuReader } from './lib/database-cpu';
import { childPids, cpuMilliseconds } from './lib/processes';
import { loadTargets } from './lib/bench-targets';
import { requestClasses, type RequestClass } from './lib/bench-urls';

// What Chromium sends: the responses a browser gets are compressed.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const USAGE = `Usage: npm run bench -- [options]

  --url URL          benchmark an already running server instead of starting one
                     (targets are still read from DATABASE_URL, which must be set)
  --duration S       seconds per class (default 10)
  --connections N    concurrent connections (default 50; split between classes when all run at once)
  --warmup S         warm-up seconds before each measurement (default 2)
  --beside S         seconds of the static baseline measured just before each class alone, for a
                     ratio the machine's drift does not skew (default 3; 0: none)
  --classes A,B      only these classes (keys: see the list printed at start)
  --together-only    skip the classes alone: only the run of all of them at once
  --single-url       request one fixed URL per class (the micro-cache answers nearly all)
  --no-cache         start the server with RESPONSE_CACHE_TTL_MS=0 (no micro-cache)
  --compressed       send a browser's Accept-Encoding (${BROWSER_ACCEPT_ENCODING}) with every request
  --processes N      server processes on the one port (sets WEB_CONCURRENCY; default: the server's own)
  --profile          run the server under node --cpu-prof and print its top functions by self time
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
      beside: { type: 'string' },
      classes: { type: 'string' },
      'single-url': { type: 'boolean', default: false },
      'together-only': { type: 'boolean', default: false },
      'no-cache': { type: 'boolean', default: false },
      compressed: { type: 'boolean', default: false },
      processes: { type: 'string' },
      profile: { type: 'boolean', default: false },
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
  if (url && (values['no-cache'] || values.profile || values.processes !== undefined)) {
    throw new UsageError('--no-cache, --processes and --profile start the server themselves: not with --url');
  }
  return {
    help: values.help ?? false,
    url,
    duration: positive('duration', values.duration, 10, 3600),
    connections: positive('connections', values.connections, 50, 10_000),
    warmup: positive('warmup', values.warmup, 2, 600, false),
    beside: positive('beside', values.beside, 3, 600, false),
    classes:
      values.classes
        ?.split(',')
        .map((key) => key.trim())
        .filter(Boolean) ?? null,
    singleUrl: values['single-url'] ?? false,
    togetherOnly: values['together-only'] ?? false,
    noCache: values['no-cache'] ?? false,
    compressed: values.compressed ?? false,
    profile: values.profile ?? false,
    processes: values.processes === undefined ? null : positive('processes', values.processes, 1, 64),
  };
}
type Options = ReturnType<typeof parseOptions>;

function selectClasses(all: RequestClass[], options: Options): RequestClass[] {
  let classes = all;
  if (options.classes) {
    const unknown = options.classes.filter((key) => !all.some((entry) => entry.key === key));
    if (unknown.length > 0) {
      throw new UsageError(`unknown class ${unknown.join(', ')}; classes: ${all.map((entry) => entry.key).join(', ')}`);
    }
    // The baseline always runs: every ratio is measured against it.
    classes = all.filter((entry) => entry.key === 'baseline' || options.classes?.includes(entry.key));
  }
  return options.singleUrl ? classes.map((entry) => ({ ...entry, draw: () => entry.example })) : classes;
}

/** Drops (with a note) classes whose first URL does not answer 2xx, e.g. HTML without a built client. */
async function probe(baseUrl: string, classes: RequestClass[]): Promise<RequestClass[]> {
  const kept: RequestClass[] = [];
  for (const entry of classes) {
    const response = await fetch(`${baseUrl}${entry.example}`, { signal: AbortSignal.timeout(30_000) });
    await response.arrayBuffer();
    if (response.ok) kept.push(entry);
    else if (entry.key === 'creative-html') {
      console.error(`  skipping "${entry.name}": ${entry.example} answers ${response.status} (build the client first: npm run build)`);
    } else {
      console.error(`  warning: ${entry.example} answers ${response.status}; measuring "${entry.name}" anyway`);
      kept.push(entry);
    }
  }
  return kept;
}

/** Whether the server drained the previous measurement's work in time. */
async function settle(baseUrl: string): Promise<boolean> {
  const { seconds, idle } = await waitUntilIdle(baseUrl);
  if (!idle) console.error(`  (the server is still busy after ${seconds.toFixed(0)} s: measuring anyway)`);
  else if (seconds > 1) console.error(`  (waited ${seconds.toFixed(1)} s for the server to drain the previous class)`);
  return idle;
}

/** Node processes whose parent is `pid`: a cluster primary's workers, not tsx's esbuild. */
function nodeChildren(pid: number): number[] {
  const node = fs.realpathSync(process.execPath);
  return childPids(pid).filter((child) => {
    try {
      return fs.readlinkSync(`/proc/${child}/exe`) === node;
    } catch {
      return false;
    }
  });
}

function childProcessCount(pid: number | undefined): number {
  return pid === undefined ? 0 : nodeChildren(pid).length;
}

/** The CPU time of the server the bench started and of its workers, in ms; null where /proc cannot tell. */
function serverCpuMilliseconds(pid: number): number | null {
  let total = cpuMilliseconds(pid);
  if (total === null) return null;
  for (const worker of nodeChildren(pid)) total += cpuMilliseconds(worker) ?? 0;
  return total;
}

const loadAverage = () => (os.loadavg()[0] ?? 0).toFixed(1);

async function main(): Promise<number> {
  let options: Options;
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

  const env = parseEnv();
  if (options.url && !env.DATABASE_URL) {
    console.error('--url needs DATABASE_URL (the database of that server) to read targets from\n');
    console.error(USAGE);
    return 2;
  }
  const databaseKind = env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
  console.error(`Reading targets from the ${databaseKind}...`);
  const readStart = performance.now();
  let targets: Awaited<ReturnType<typeof loadTargets>>;
  try {
    targets = await loadTargets(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  } catch (error) {
    const cause = (error as Error).cause;
    console.error(
      `Cannot read targets from the ${databaseKind}: ${cause instanceof Error ? cause.message : (error as Error).message}\n` +
        'Fill it first: npm run db:migrate && npm run db:seed, or npm run db:generate -- --creatives 100000',
    );
    return 1;
  }
  console.error(
    `  ${targets.totalCreatives.toLocaleString('en')} creatives, ${targets.sample.length.toLocaleString('en')} sampled, ` +
      `${targets.festivalSlugs.length} festivals, ${targets.agencySlugs.length} agencies ` +
      `(${Math.round(performance.now() - readStart)} ms)`,
  );
  if (targets.notAllVisible.length > 0) {
    const tables = targets.notAllVisible
      .map(
        (entry) =>
          `${entry.table}: ${Math.round(entry.visible * 100)}% at its last, ${entry.changed.toLocaleString('en')} rows written since`,
      )
      .join('; ');
    console.error(`  note: tables read by index alone that need a VACUUM (all-visible pages ${tables}); their reads will fetch rows`);
  }
  let classes: RequestClass[];
  try {
    classes = selectClasses(requestClasses(targets), options);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }

  let server: ManagedServer | null = null;
  let baseUrl: string;
  let serverLabel = options.url ?? '';
  const profileDir = options.profile ? fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-profile-')) : null;
  if (options.url) {
    baseUrl = options.url;
  } else {
    const port = await freePort();
    const serverEnv: Record<string, string> = {
      NODE_ENV: 'production',
      SEED_ON_START: 'never',
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    };
    if (options.noCache) serverEnv.RESPONSE_CACHE_TTL_MS = '0';
    if (options.processes !== null) serverEnv.WEB_CONCURRENCY = String(options.processes);
    const entry = serverEntry();
    serverLabel = `production mode, ${entry.label}, started by the bench`;
    console.error(`Starting the server (${entry.label}) on port ${port}; it applies new migrations first...`);
    try {
      server = await startServer({
        env: serverEnv,
        port,
        readyTimeoutMs: 900_000,
        nodeOptions: profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [],
        entry: entry.args,
      });
    } catch (error) {
      console.error(`The server failed to start: ${(error as Error).message}`);
      return 1;
    }
    baseUrl = server.baseUrl;
    if (options.processes !== null && options.processes > 1) {
      // A server that ignores WEB_CONCURRENCY would still answer: check that it forked workers.
      const workers = childProcessCount(server.child.pid);
      if (workers < options.processes) {
        console.error(`--processes ${options.processes}: the server started ${workers} worker processes; does it support WEB_CONCURRENCY?`);
        await server.stop();
        return 1;
      }
    }
  }

  const stop = async () => {
    if (server) await server.stop();
  };
  const onSignal = () => {
    void stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  let measuredFrom: number;
  const serverGone = () => server !== null && server.child.exitCode !== null;
  const tables: string[] = [];
  const loadBefore = loadAverage();
  const settings: RunSettings = {
    connections: options.connections,
    duration: options.duration,
    warmup: options.warmup,
    acceptEncoding: options.compressed ? BROWSER_ACCEPT_ENCODING : null,
    serverCpu: () => (server?.child.pid === undefined ? null : serverCpuMilliseconds(server.child.pid)),
    databaseCpu: (env.DATABASE_URL && (await databaseCpuReader(env.DATABASE_URL))) || undefined,
  };
  try {
    try {
      classes = await probe(baseUrl, classes);
    } catch (error) {
      const cause = (error as Error).cause;
      console.error(`Cannot reach ${baseUrl}: ${(error as Error).message}${cause instanceof Error ? ` (${cause.message})` : ''}`);
      return 1;
    }
    console.error(`Classes: ${classes.map((entry) => entry.key).join(', ')}`);
    measuredFrom = profileClock();
    if (Number(loadBefore) > os.cpus().length / 2) {
      console.error(`  note: the machine is busy (load average ${loadBefore}); figures will be low`);
    }

    const alone: ClassResult[] = [];
    if (!options.togetherOnly) console.error(`Each class alone (${options.connections} connections, ${options.duration} s):`);
    const baselineClass = classes.find((entry) => entry.key === 'baseline');
    for (const entry of options.togetherOnly ? [] : classes) {
      let baselineBeside: number | null = null;
      if (baselineClass && entry !== baselineClass && options.beside > 0) {
        await settle(baseUrl);
        const beside = await runAlone(baseUrl, baselineClass, {
          ...settings,
          duration: options.beside,
          warmup: Math.min(1, options.warmup),
        });
        baselineBeside = beside.requestsPerSecond;
      }
      const idle = await settle(baseUrl);
      if (serverGone()) throw new Error('the server exited during the run');
      const result = { ...(await runAlone(baseUrl, entry, settings)), startedBusy: !idle, baselineBeside };
      alone.push(result);
      console.error(
        `${progressLine(result)}${baselineBeside === null ? '' : `  (baseline just before: ${Math.round(baselineBeside)} req/s)`}`,
      );
    }
    if (alone.length > 0) tables.push(markdownTable(alone, { title: 'Each class alone', baselineKey: 'baseline', showConnections: false }));

    if (classes.length > 1) {
      const shares = splitConnections(options.connections, classes.length);
      console.error(`All ${classes.length} classes at once (${shares.join('/')} connections, ${options.duration} s):`);
      const idle = await settle(baseUrl);
      if (serverGone()) throw new Error('the server exited during the run');
      const together = (await runTogether(baseUrl, classes, settings)).map((result) => ({ ...result, startedBusy: !idle }));
      for (const result of together) console.error(progressLine(result));
      tables.push(
        markdownTable(together, {
          title: 'All classes at once (connections split between them)',
          baselineKey: 'baseline',
          showConnections: true,
        }),
      );
    }
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

  const cpus = os.cpus();
  const mode = [
    options.singleUrl ? 'one fixed URL per class' : 'a new URL per request',
    options.noCache ? 'response cache off' : 'response cache on',
  ].join(', ');
  console.log(
    [
      '',
      `Dataset: ${targets.totalCreatives.toLocaleString('en')} creatives, ${targets.festivalSlugs.length} festivals, ` +
        `${targets.agencySlugs.length} agencies. Server: ${serverLabel}${options.processes ? `, ${options.processes} process${options.processes === 1 ? '' : 'es'} (WEB_CONCURRENCY)` : ''}, ` +
        `database: ${databaseKind}. Node ${process.version}, ${cpus.length} CPU${cpus.length === 1 ? '' : 's'} ` +
        `(${cpus[0]?.model.trim() ?? 'unknown'}), server, database and load generator on the same machine; ` +
        `1-minute load average ${loadBefore} before the run, ${loadAverage()} after.`,
      '',
      `autocannon, ${mode}; ${options.connections} connections, ${options.duration} s per measurement after a ` +
        `${options.warmup} s warm-up; ${options.compressed ? `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}` : 'no Accept-Encoding'}. "cache hits": share of responses with \`x-cache: hit\`; ` +
        `"no answer": timeouts (10 s), connection errors and requests waiting over 1 s when the measurement ended.`,
      '',
      tables.join('\n\n'),
      '',
    ].join('\n'),
  );
  if (profileDir) {
    console.log(`${profileTable(topSelfTime(profileDir, projectRoot, measuredFrom))}\n\nProfiles kept in ${profileDir}\n`);
  }
  return 0;
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
