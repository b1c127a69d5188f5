import { describe, expect, it } from 'vitest';
import { appConfigFromEnv, parseEnv } from '../../src/server/config';

const SECRET = 'x'.repeat(32);
const configFor = (env: Record<string, string>) => appConfigFromEnv(parseEnv(env), null);

describe('production configuration', () => {
  it('refuses to start without PUBLIC_URL, naming it', () => {
    expect(() => configFor({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET })).toThrow(/PUBLIC_URL: required in production/);
  });

  it('refuses to start without the secret', () => {
    expect(() => configFor({ NODE_ENV: 'production', PUBLIC_URL: 'https://palmares.example' })).toThrow(/BETTER_AUTH_SECRET/);
  });

  it('trusts only the public origin in production', () => {
    const config = configFor({ NODE_ENV: 'production', BETTER_AUTH_SECRET: SECRET, PUBLIC_URL: 'https://palmares.example/' });
    expect(config.publicUrl).toBe('https://palmares.example');
    expect(config.trustedOrigins).toEqual(['https://palmares.example']);
  });

  it('trusts every loopback address on the port in development', () => {
    const config = configFor({ PORT: '4100' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.trustedOrigins).toEqual(['http://localhost:4100', 'http://127.0.0.1:4100', 'http://[::1]:4100']);
  });

  it('reads the HTTP bounds and the docs switch', () => {
    const config = configFor({ REQUEST_TIMEOUT_MS: '5000', CONNECTION_TIMEOUT_MS: '2000', API_DOCS: 'false' });
    expect(config.http).toEqual({ requestTimeoutMs: 5000, connectionTimeoutMs: 2000 });
    expect(config.apiDocs).toBe(false);
    expect(configFor({}).apiDocs).toBe(true);
    expect(() => parseEnv({ SHUTDOWN_GRACE_MS: '-1' })).toThrow(/SHUTDOWN_GRACE_MS/);
    expect(() => parseEnv({ API_DOCS: 'no' })).toThrow(/API_DOCS/);
  });
});
