import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/lib/postgres-cluster';
import { failedStart, killServerProcesses, startServerProcess, type ServerProcess } from '../helpers/server-process';

// The real server process (src/server/main.ts) on a PGlite folder: what a container or a process
// manager signals. One database kind is enough: the signal handling is the same. The servers run
// one after another on one folder, so only the first start applies the migrations.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-shutdown-'));

afterEach(killServerProcesses);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string>) => startServerProcess({ env: { DATA_DIR: dataDir, ...env } });

/** A client that sends headers and then a body one byte at a time, and never finishes on its own. */
function trickle(port: number, contentLength: number) {
  const socket = net.connect(port, '127.0.0.1');
  let response = '';
  socket.on('data', (chunk) => (response += chunk.toString('utf8')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => {});
  socket.write(
    `POST /api/awards HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n`,
  );
  return {
    socket,
    closed,
    response: () => response,
    send: (text: string) => socket.write(text),
  };
}

/**
 * The trickling request has reached the server: its socket is connected, and a request sent
 * after it on another connection has been answered (the server read the earlier bytes first).
 */
async function inFlight(server: ServerProcess, client: ReturnType<typeof trickle>) {
  if (client.socket.connecting) await new Promise<void>((resolve) => client.socket.once('connect', () => resolve()));
  expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);
}

function withoutPublicUrl(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.PUBLIC_URL;
  return env;
}

// Runs once, in the PGlite pass of the API suite.
describe.skipIf(Boolean(inject('postgresTemplate')))('shutdown on a signal', { timeout: 60_000 }, () => {
  it('announces the address to open first', { timeout: 180_000 }, async () => {
    const server = await startServer({});
    expect(server.output()).toContain(`Palmarés: open http://localhost:${server.port}`);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  });

  it('exits within the grace period while a client trickles a body', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '1000', REQUEST_TIMEOUT_MS: '600000' });
    const client = trickle(server.port, 1000);
    const drip = setInterval(() => client.send(' '), 100);
    try {
      await inFlight(server, client);
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      const { code, at } = await server.exited;
      expect(code).toBe(0);
      // Grace (1 s) plus closing the database; far below the 10-minute request timeout.
      expect(at - signalled).toBeLessThan(6000);
      await client.closed;
    } finally {
      clearInterval(drip);
    }
  });

  it('completes a request in flight when the signal arrives', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '20000' });
    const body = JSON.stringify({ festivalId: 1 });
    const client = trickle(server.port, Buffer.byteLength(body));
    client.send(body.slice(0, 5));
    await inFlight(server, client);
    server.child.kill('SIGTERM');
    await server.untilLogged('SIGTERM: closing');
    client.send(body.slice(5));
    const answered = Date.now();
    await client.closed;
    // The route's real answer (the body is incomplete as an award), not a reset connection.
    expect(client.response()).toMatch(/^HTTP\/1\.1 400 /);
    expect(client.response()).toContain('"message":"Invalid field');
    // Its connection closes with it: the server is not held for the rest of the 20 s grace.
    expect(client.response().toLowerCase()).toContain('\r\nconnection: close\r\n');
    const { code, at } = await server.exited;
    expect(code).toBe(0);
    expect(at - answered).toBeLessThan(5000);
    expect(server.output()).not.toContain('grace period over');
  });

  it('exits at once on a second signal', async () => {
    const server = await startServer({ SHUTDOWN_GRACE_MS: '60000', REQUEST_TIMEOUT_MS: '600000' });
    const client = trickle(server.port, 1000);
    await inFlight(server, client);
    server.child.kill('SIGTERM');
    await server.untilLogged('SIGTERM: closing');
    const again = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - again).toBeLessThan(3000);
    client.socket.destroy();
  });

  it('does not start in production without PUBLIC_URL', async () => {
    const { code, output } = await failedStart([process.execPath, '--import', 'tsx', 'src/server/main.ts'], {
      ...withoutPublicUrl(),
      NODE_ENV: 'production',
      PORT: String(await freePort()),
      BETTER_AUTH_SECRET: 'x'.repeat(32),
    });
    expect(code).not.toBe(0);
    expect(output).toContain('PUBLIC_URL: required in production');
  });
});
