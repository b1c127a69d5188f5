import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './plugins/client-ip';

// The only reader of process.env: parsed once, failing fast with the variable's name.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(17),
  DATABASE_COSTLY_POOL_SIZE: z.coerce.number().int().min(0).max(199).default(9),
  DATABASE_SORTING_POOL_SIZE: z.coerce.number().int().min(0).max(198).default(2),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  DATABASE_PIPELINED_CONNECTIONS: z.coerce.number().int().min(0).max(198).default(2),
  DATABASE_COSTLY_PIPELINED_CONNECTIONS: z.coerce.number().int().min(0).max(198).default(3),
  DATA_DIR: z.string().min(1).default('./data'),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  // The memory each of a process's stores may hold (db/noticed-store.ts: creatives' heads, agencies' cards); 0: none held.
  CARD_STORE_MB: z.coerce.number().int().min(0).max(16_384).default(512),
  // How often changed windows' agency and country standings are refreshed in the background.
  RANKING_STANDINGS_REFRESH_MS: z.coerce.number().int().min(100).max(600_000).default(1000),
  SEED_ON_START: z.enum(['auto', 'never']).default('auto'),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  // Page renders a process runs at once; past it a page is shed (503, the app alone).
  PAGE_RENDERS_MAX: z.coerce.number().int().min(1).max(10_000).default(100),
  // Password hashes and checks a process runs at once (each is 50-70 ms of one of libuv's four threads).
  PASSWORD_HASHES_MAX: z.coerce.number().int().min(1).max(64).default(2),
  // CSV downloads a process streams at once, and the bytes a second they share.
  CSV_EXPORTS_MAX: z.coerce.number().int().min(1).max(1000).default(4),
  CSV_EXPORT_BYTES_PER_SECOND: z.coerce.number().int().min(10_000).default(4_000_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  API_DOCS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAILS: z.string().default(''),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  TWITTER_CLIENT_ID: z.string().optional(),
  TWITTER_CLIENT_SECRET: z.string().optional(),
  LINKEDIN_CLIENT_ID: z.string().optional(),
  LINKEDIN_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_CLIENT_SECRET: z.string().optional(),
  MICROSOFT_TENANT_ID: z.string().default('common'),
  OIDC_DISCOVERY_URL: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().default('Single sign-on'),
  SMTP_URL: z
    .url()
    .refine((value) => /^smtps?:\/\//.test(value), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (parsed.ok) return parsed.value;
      ctx.addIssue({ code: 'custom', message: parsed.message });
      return z.NEVER;
    }),
});

export type Env = z.infer<typeof envSchema>;

/** How a process shares its connections to the PostgreSQL server (openDatabase's options). */
export function poolSettingsFromEnv(env: Env) {
  return {
    poolSize: env.DATABASE_POOL_SIZE,
    costlyPoolSize: env.DATABASE_COSTLY_POOL_SIZE,
    sortingPoolSize: env.DATABASE_SORTING_POOL_SIZE,
    pipelinedConnections: env.DATABASE_PIPELINED_CONNECTIONS,
    costlyPipelinedConnections: env.DATABASE_COSTLY_PIPELINED_CONNECTIONS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  };
}

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface AuthConfig {
  /** Signs session cookies and tokens. Required in production. */
  secret: string;
  /** better-auth's limits on sign-in and sign-up; off only in tests that sign many users up. */
  rateLimit: boolean;
  /** Emails that get the moderator role when they sign up or the app starts. */
  adminEmails: string[];
  /** Password hashes and checks at once, and how many may wait for one (plugins/auth.ts). */
  passwordWork: { running: number; waiting: number };
  google: OAuthClient | null;
  twitter: OAuthClient | null;
  linkedin: OAuthClient | null;
  microsoft: (OAuthClient & { tenantId: string }) | null;
  /** Any OpenID Connect issuer with a discovery URL (company SSO, Keycloak, ...). */
  oidc: (OAuthClient & { discoveryUrl: string; name: string }) | null;
}

export interface MailConfig {
  /** Where mail goes (`smtp://user:pass@host:587`, `smtps://...`); null: see `mailer.ts`. */
  smtpUrl: string | null;
  /** The From of every mail, e.g. `Palmarés <no-reply@example.com>`. */
  from: string;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  responseCacheTtlMs: number;
  /** Bytes each of a process's stores may hold (db/noticed-store.ts: creatives' heads, agencies' cards); 0 holds none. */
  cardStoreBytes: number;
  /** Which proxies' X-Forwarded-For to believe (plugins/client-ip.ts). */
  trustProxy: TrustProxy;
  /** Folder of the built client; the API runs without it. */
  clientDir: string | null;
  /** The built server renderer (dist/ssr/entry-server.js); without it pages render in the browser only. */
  ssrEntry: string | null;
  auth: AuthConfig;
  mail: MailConfig;
  /** Whole-request and idle-connection bounds: a client trickling bytes cannot hold a socket. */
  http: { requestTimeoutMs: number; connectionTimeoutMs: number };
  /** Page renders at once (fetching their data or waiting for their turn); past it a page answers 503 with the app alone. */
  pageRendersMax: number;
  /** CSV downloads at once per process (past it, 503) and the bytes a second they share (lib/export-gate.ts). */
  exports: { slots: number; bytesPerSecond: number };
  /** Serve the OpenAPI document and its browsable page (the API's public reference). */
  apiDocs: boolean;
  /** Origins allowed to send credentialed writes (sign-in and the API): the site, plus loopback in development. */
  trustedOrigins: string[];
}

// Development only: a fixed secret so sessions survive restarts. Production must set its own.
const DEVELOPMENT_SECRET = 'palmares-development-secret-not-for-production-use';

function client(id: string | undefined, secret: string | undefined): OAuthClient | null {
  return id && secret ? { clientId: id, clientSecret: secret } : null;
}

export function authConfigFromEnv(env: Env): AuthConfig {
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    throw new Error('Invalid environment:\n  BETTER_AUTH_SECRET: required in production');
  }
  const microsoft = client(env.MICROSOFT_CLIENT_ID, env.MICROSOFT_CLIENT_SECRET);
  const oidc = client(env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET);
  return {
    secret: env.BETTER_AUTH_SECRET ?? DEVELOPMENT_SECRET,
    rateLimit: true,
    passwordWork: { running: env.PASSWORD_HASHES_MAX, waiting: env.PASSWORD_HASHES_MAX * 16 },
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    google: client(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
    twitter: client(env.TWITTER_CLIENT_ID, env.TWITTER_CLIENT_SECRET),
    linkedin: client(env.LINKEDIN_CLIENT_ID, env.LINKEDIN_CLIENT_SECRET),
    microsoft: microsoft && { ...microsoft, tenantId: env.MICROSOFT_TENANT_ID },
    oidc: oidc && env.OIDC_DISCOVERY_URL ? { ...oidc, discoveryUrl: env.OIDC_DISCOVERY_URL, name: env.OIDC_NAME } : null,
  };
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function mailConfigFromEnv(env: Env, publicUrl: string): MailConfig {
  return {
    smtpUrl: env.SMTP_URL ?? null,
    from: env.MAIL_FROM ?? `Palmarés <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

/** In development the site is opened as localhost, 127.0.0.1 or [::1]: all are the same server. */
function trustedOriginsOf(env: Env, publicUrl: string): string[] {
  const site = new URL(publicUrl).origin;
  if (env.NODE_ENV !== 'development') return [site];
  const loopback = ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${env.PORT}`);
  return [...new Set([site, ...loopback])];
}

export function appConfigFromEnv(env: Env, clientDir: string | null, ssrEntry: string | null = null): AppConfig {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    // Cookies, canonical URLs, sitemaps and OAuth callbacks would all name localhost.
    throw new Error('Invalid environment:\n  PUBLIC_URL: required in production (the address users open, e.g. https://palmares.example)');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    publicUrl,
    logLevel: env.LOG_LEVEL,
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_MS,
    cardStoreBytes: env.CARD_STORE_MB * 1024 * 1024,
    trustProxy: env.TRUST_PROXY,
    clientDir,
    ssrEntry,
    auth: authConfigFromEnv(env),
    mail: mailConfigFromEnv(env, publicUrl),
    http: { requestTimeoutMs: env.REQUEST_TIMEOUT_MS, connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS },
    pageRendersMax: env.PAGE_RENDERS_MAX,
    exports: { slots: env.CSV_EXPORTS_MAX, bytesPerSecond: env.CSV_EXPORT_BYTES_PER_SECOND },
    apiDocs: env.API_DOCS,
    trustedOrigins: trustedOriginsOf(env, publicUrl),
  };
}
