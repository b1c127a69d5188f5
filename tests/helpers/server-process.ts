import { spawn, type ChildProcess } from 'node:child_process';
import { projectRoot, SERVER_ENTRY, SERVER_NODE_OPTIONS, serverBuild, staleness } from '../../scripts/lib/builds';
import { freePort } from '../../scripts/lib/postgres-cluster';

// The real server as a process of its own (what a container or a process manager signals),
// started the way a test names (tsx sources, the built entry, `npm start`).

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  output(): string;
  /** Resolves once the server has written `text`. */
  untilLogged(text: string): Promise<void>;
}

const running = new Set<ServerProcess>();

export interface StartOptions {
  /** The command and its arguments; node running the sources through tsx by default. */
  command?: [string, ...string[]];
  env: NodeJS.ProcessEnv;
  /** Text the server writes once it listens. */
  ready?: string;
  /** The project folder to run in; this checkout by default. */
  cwd?: string;
}

export async function startServerProcess({
  command = [process.execPath, '--import', 'tsx', 'src/server/main.ts'],
  env,
  ready = 'Palmarés: open',
  cwd = projectRoot,
}: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const [file, ...args] = command;
  const child = spawn(file, args, {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_ON_START: 'never',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd,
  });
  let output = '';
  // 'close', not 'exit': by then the output is complete (a crash's message included).
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  const untilLogged = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => (output.includes(text) ? resolve() : setTimeout(check, 5));
      check();
      void exited.then(({ code, signal }) =>
        output.includes(text)
          ? resolve()
          : reject(new Error(`the server exited (${signal ?? `code ${code}`}) without writing "${text}":\n${output}`)),
      );
    });
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const server: ServerProcess = { child, port, exited, output: () => output, untilLogged };
  running.add(server);
  void exited.then(() => running.delete(server));
  await untilLogged(ready);
  return server;
}

/** Runs a start that should fail: how it exited and everything it wrote. */
export async function failedStart(
  command: [string, ...string[]],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const [file, ...args] = command;
  const child = spawn(file, args, { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  // 'close': the output is complete.
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  return { code, output };
}

/** For afterEach: whatever a test left running is killed. */
export async function killServerProcesses() {
  for (const server of [...running]) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
}

/** The production entry's command, built first when it is missing or older than the sources. */
export async function builtServerEntry(): Promise<[string, ...string[]]> {
  if (staleness(serverBuild) !== null) await serverBuild.build(projectRoot);
  return [process.execPath, ...SERVER_NODE_OPTIONS, SERVER_ENTRY];
}

/** Nothing answers on the port any more. */
export const portIsFree = (port: number) =>
  fetch(`http://127.0.0.1:${port}/healthz`).then(
    () => false,
    () => true,
  );
