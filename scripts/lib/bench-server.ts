// Starts the app as a child process for the benchmark (scripts/bench.ts) and stops it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { projectRoot, SERVER_ENTRY, SERVER_NODE_OPTIONS, serverBuild, staleness } from './builds';

/** A free TCP port on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not get a free port'));
      });
    });
  });
}

/**
 * How to run the server: the built entry with plain node when it is newer than the server's
 * sources (as production runs it), else the sources through tsx, saying why.
 */
export function serverEntry(): { args: string[]; label: string } {
  const stale = staleness(serverBuild);
  if (stale === null)
    return { args: [...SERVER_NODE_OPTIONS, SERVER_ENTRY], label: `node ${[...SERVER_NODE_OPTIONS, SERVER_ENTRY].join(' ')}` };
  return {
    args: [...SERVER_NODE_OPTIONS, '--import', 'tsx', 'src/server/main.ts'],
    label: `tsx src/server/main.ts (${stale}: npm run build)`,
  };
}

export interface ManagedServer {
  baseUrl: string;
  child: ChildProcess;
  /** The last lines the server wrote, for error reports. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Extra environment for the server (PORT, LOG_LEVEL, ...), on top of this process's. */
  env: Record<string, string>;
  port: number;
  readyTimeoutMs: number;
  /** Node options before the entry point (e.g. `--cpu-prof`). */
  nodeOptions?: string[];
  /** Arguments naming the entry point (serverEntry().args). */
  entry: string[];
}

/**
 * Runs `node [nodeOptions] entry` as a child process, then waits for `/readyz` to answer 200 with
 * the card store read in.
 * Rejects if the server exits or is not ready in time.
 */
export async function startServer({ env, port, readyTimeoutMs, nodeOptions = [], entry }: StartOptions): Promise<ManagedServer> {
  const child = spawn(process.execPath, [...nodeOptions, ...entry], {
    cwd: projectRoot,
    // Pass this process's environment through (DATABASE_URL or DATA_DIR among it).
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  // Always drain the pipes: a full pipe would block the server.
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Set from the exit handler: typed by assertion so the loop below does not narrow it to null.
  let exited = null as { code: number | null; signal: NodeJS.Signals | null } | null;
  const exitPromise = new Promise<void>((resolve) => {
    child.on('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;

  const server: ManagedServer = {
    baseUrl,
    child,
    output: () => lines.join('\n'),
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const timedOut = await Promise.race([exitPromise.then(() => false), sleep(8000).then(() => true)]);
      if (timedOut && !exited) {
        child.kill('SIGKILL');
        await exitPromise;
      }
    },
  };

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      const { code, signal } = exited;
      throw new Error(`the server exited before it was ready (code ${code}, signal ${signal})\n${server.output()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
      const body = (await response.json().catch(() => null)) as Record<string, { loading?: boolean } | null> | null;
      // Ready, and done reading every store in (the creatives' heads, card-store.ts, and the others
      // /readyz lists): what runs after measures the stores' steady state.
      if (response.status === 200 && !Object.values(body ?? {}).some((store) => store?.loading)) return server;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  await server.stop();
  throw new Error(`the server was not ready after ${readyTimeoutMs / 1000} s\n${server.output()}`);
}
