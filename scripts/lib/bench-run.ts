// Runs the benchmark's classes with autocannon (scripts/bench.ts): one class alone, or several
// at once with their own connections, each counted on its own (statuses, timeouts, cache hits).
import autocannon from 'autocannon';
import type { RequestClass } from './bench-urls';

export interface ClassResult {
  key: string;
  name: string;
  example: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses received (any status). */
  responses: number;
  status4xx: number;
  /** 5xx other than 503. */
  status5xx: number;
  /** 503: the server shedding load on purpose, counted apart from failures. */
  status503: number;
  timeouts: number;
  /** Connection errors other than timeouts. */
  errors: number;
  /** Requests waiting over a second for an answer when the measurement ended (not in p50/p99). */
  unanswered: number;
  /** Responses the micro-cache answered (`x-cache: hit`); null when the class cannot tell. */
  cacheHits: number | null;
  /** The server was still busy with the previous measurement's work when this one started. */
  startedBusy: boolean;
  /** The server's CPU time per response, in ms, when measured alone (far steadier than req/s on a shared machine); null if unknown. */
  serverCpuMs: number | null;
  /** The PostgreSQL server's CPU time per response, in ms, when measured alone and it runs on this machine; null if unknown. */
  databaseCpuMs: number | null;
  /**
   * The static baseline's req/s measured just before this class alone (null: not measured). The
   * machine's speed drifts by half within minutes here; a ratio to a baseline from the start of the
   * run then says as much about the drift as about the class.
   */
  baselineBeside?: number | null;
}

/** Seconds autocannon waits for a response before counting a timeout. */
const REQUEST_TIMEOUT_S = 10;
/** A request still open at the end counts as unanswered once it has waited this long. */
const STALLED_MS = 1000;

function countStatuses(stats: autocannon.Result['statusCodeStats']) {
  let status4xx = 0;
  let status5xx = 0;
  let status503 = 0;
  for (const [code, stat] of Object.entries(stats ?? {})) {
    const status = Number(code);
    const count = stat.count ?? 0;
    if (status === 503) status503 += count;
    else if (status >= 500) status5xx += count;
    else if (status >= 400) status4xx += count;
  }
  return { status4xx, status5xx, status503 };
}

/**
 * Open requests that have waited long. A timed-out request stays in `open` (autocannon sends
 * the next one with a new context), and autocannon already counts it, so timeouts come off.
 */
function stalled(open: Map<object, number>, timeouts: number): number {
  const now = performance.now();
  const waiting = [...open.values()].filter((sentAt) => now - sentAt > STALLED_MS).length;
  return Math.max(0, waiting - timeouts);
}

/** How every class is run: connections (split when together), seconds, and the requests' own headers. */
export interface RunSettings {
  connections: number;
  duration: number;
  warmup: number;
  /** Sent as `Accept-Encoding` on every request; null sends none. */
  acceptEncoding: string | null;
  /** The CPU time the server's processes have used so far, in ms, when the bench can read it. */
  serverCpu?: () => number | null;
  /** The same for the PostgreSQL server the site uses (database-cpu.ts). */
  databaseCpu?: () => number | null;
}

async function runClass(
  baseUrl: string,
  requestClass: RequestClass,
  connections: number,
  duration: number,
  acceptEncoding: string | null,
): Promise<ClassResult> {
  let responses = 0;
  let cacheHits = 0;
  // autocannon gives every request a fresh context object: it marks when that request left.
  const open = new Map<object, number>();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections,
        ...(acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {}),
        duration,
        timeout: REQUEST_TIMEOUT_S,
        requests: [
          {
            // Called for every request: each one gets a newly drawn path.
            setupRequest: (request, context) => {
              open.set(context, performance.now());
              return { ...request, path: requestClass.draw() };
            },
            onResponse: (_status, _body, context, headers) => {
              open.delete(context);
              responses++;
              if (headers?.['x-cache'] === 'hit') cacheHits++;
            },
          },
        ],
      },
      (error, finished) => {
        if (error) reject(error instanceof Error ? error : new Error(String(error)));
        else resolve(finished);
      },
    );
  });
  return {
    key: requestClass.key,
    name: requestClass.name,
    example: requestClass.example,
    connections,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses,
    ...countStatuses(result.statusCodeStats),
    timeouts: result.timeouts,
    errors: result.errors - result.timeouts,
    unanswered: stalled(open, result.timeouts),
    cacheHits: requestClass.cacheHeader ? cacheHits : null,
    startedBusy: false,
    serverCpuMs: null,
    databaseCpuMs: null,
  };
}

/**
 * Waits until the server answers `/readyz` (one pooled query) quickly again, so work left
 * queued by one class does not land on the next: the seconds waited, and whether it got there.
 */
export async function waitUntilIdle(baseUrl: string, maxSeconds = 60): Promise<{ seconds: number; idle: boolean }> {
  const start = performance.now();
  let quick = 0;
  while (quick < 2 && performance.now() - start < maxSeconds * 1000) {
    const sentAt = performance.now();
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(maxSeconds * 1000) });
      await response.arrayBuffer();
      quick = response.ok && performance.now() - sentAt < 50 ? quick + 1 : 0;
    } catch {
      quick = 0;
    }
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { seconds: (performance.now() - start) / 1000, idle: quick >= 2 };
}

/** One class with all the connections, after a short warm-up with fewer. */
export async function runAlone(baseUrl: string, requestClass: RequestClass, options: RunSettings): Promise<ClassResult> {
  if (options.warmup > 0) await runClass(baseUrl, requestClass, Math.min(10, options.connections), options.warmup, options.acceptEncoding);
  const cpu = () => ({ server: options.serverCpu?.() ?? null, database: options.databaseCpu?.() ?? null });
  const before = cpu();
  const result = await runClass(baseUrl, requestClass, options.connections, options.duration, options.acceptEncoding);
  const after = cpu();
  const perResponse = (from: number | null, to: number | null) =>
    from !== null && to !== null && result.responses > 0 ? (to - from) / result.responses : null;
  return {
    ...result,
    serverCpuMs: perResponse(before.server, after.server),
    databaseCpuMs: perResponse(before.database, after.database),
  };
}

/** Splits `connections` as evenly as possible, at least one each. */
export function splitConnections(connections: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, index) => Math.max(1, Math.floor(connections / parts) + (index < connections % parts ? 1 : 0)));
}

/** Every class at the same time, the connections split between them. */
export async function runTogether(baseUrl: string, classes: readonly RequestClass[], options: RunSettings): Promise<ClassResult[]> {
  const shares = splitConnections(options.connections, classes.length);
  const all = (duration: number) =>
    Promise.all(
      classes.map((requestClass, index) => runClass(baseUrl, requestClass, shares[index] ?? 1, duration, options.acceptEncoding)),
    );
  if (options.warmup > 0) await all(options.warmup);
  return all(options.duration);
}
