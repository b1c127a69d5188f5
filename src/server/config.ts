import { z } from 'zod';

// The only reader of process.env: parsed once, failing fast with the variable's name.
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().min(1).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  SEED_ON_START: z.enum(['auto', 'never']).default('auto'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  publicUrl: string;
  logLevel: Env['LOG_LEVEL'];
  responseCacheTtlMs: number;
  trustProxy: boolean;
  /** Folder of the built client; the API runs without it. */
  clientDir: string | null;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}

export function appConfigFromEnv(env: Env, clientDir: string | null): AppConfig {
  return {
    env: env.NODE_ENV,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    logLevel: env.LOG_LEVEL,
    responseCacheTtlMs: env.RESPONSE_CACHE_TTL_MS,
    trustProxy: env.TRUST_PROXY,
    clientDir,
  };
}
