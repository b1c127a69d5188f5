import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { OAuth2Server } from 'oauth2-mock-server';
import { startMailbox, type Mailbox } from '../helpers/mailbox';

/**
 * An app server of its own for the account tests: they sign users up, approve awards and claims
 * and so change rankings and counts, which must not race the public-page tests on the shared
 * server. It is started with the sign-in configuration those tests need:
 * - `ADMIN_EMAILS`: the moderator's address;
 * - dummy client ids for Google, Twitter/X, LinkedIn and Microsoft (the tests stop the browser
 *   at each provider's authorization endpoint; there is no internet here);
 * - a generic OpenID Connect provider pointing at a local `oauth2-mock-server`, started first on
 *   a free loopback port (the app reads its discovery document when it starts);
 * - `TRUST_PROXY`, so each test can present its own client address (`X-Forwarded-For`) and
 *   better-auth's per-address sign-in limits count per test, as they would per visitor;
 * - `SMTP_URL`: a real SMTP server on loopback (`mailbox`) that keeps every mail it receives.
 */

export const MODERATOR_EMAIL = 'moderator@palmares.test';
export const OIDC_NAME = 'Palmarés Test SSO';
export const OIDC_USER = { sub: 'sso-user-1', email: 'sso.user@palmares.test', name: 'Sasha Okoro' } as const;

/** The dummy OAuth clients the named providers are configured with. */
export const SOCIAL_CLIENTS = {
  google: { id: 'e2e-google-client', env: 'GOOGLE' },
  twitter: { id: 'e2e-twitter-client', env: 'TWITTER' },
  linkedin: { id: 'e2e-linkedin-client', env: 'LINKEDIN' },
  microsoft: { id: 'e2e-microsoft-client', env: 'MICROSOFT' },
} as const;
export const OIDC_CLIENT_ID = 'e2e-oidc-client';

export interface AuthServer {
  url: string;
  oidcIssuer: string;
  /** Every mail the server sent (verification, password reset). */
  mailbox: Mailbox;
  stop: () => Promise<void>;
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 150_000;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function startOidcProvider(): Promise<OAuth2Server> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  // The mock signs every token for "johndoe"; our user has an address and a name.
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { ...OIDC_USER, email_verified: true });
  });
  oidc.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    response.body = { ...OIDC_USER, email_verified: true };
    response.statusCode = 200;
  });
  await oidc.start(0, '127.0.0.1');
  return oidc;
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The account tests' server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The account tests' server did not become ready in ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startAuthServer(): Promise<AuthServer> {
  const oidc = await startOidcProvider();
  const mailbox = await startMailbox();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-e2e-accounts-'));
  const social = Object.fromEntries(
    Object.values(SOCIAL_CLIENTS).flatMap(({ id, env }) => [
      [`${env}_CLIENT_ID`, id],
      [`${env}_CLIENT_SECRET`, `${id}-secret`],
    ]),
  );
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...social,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      ADMIN_EMAILS: MODERATOR_EMAIL,
      TRUST_PROXY: 'loopback',
      OIDC_DISCOVERY_URL: `${oidc.issuer.url}/.well-known/openid-configuration`,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: `${OIDC_CLIENT_ID}-secret`,
      OIDC_NAME,
      SMTP_URL: mailbox.url,
      // Reads right after a write must see it (the public micro-cache would serve the old answer for 5 s).
      RESPONSE_CACHE_TTL_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await oidc.stop();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, oidcIssuer: oidc.issuer.url ?? '', mailbox, stop };
}
