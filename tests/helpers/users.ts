import type { TestApp } from './test-app';

export interface TestUser {
  email: string;
  cookie: string;
  /** fetch as this user (session cookie, same-origin JSON). */
  send<T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; headers: Headers }>;
}

let counter = 0;

/** Signs a new user up through better-auth's real endpoint and keeps the session cookie. */
export async function signUp(t: TestApp, options: { email?: string; name?: string; password?: string } = {}): Promise<TestUser> {
  counter += 1;
  const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
  const response = await t.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password: options.password ?? 'secret123', name: options.name ?? `User ${counter}` }),
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    email,
    cookie,
    async send<T>(method: string, path: string, body?: unknown) {
      const res = await t.request(path, {
        method,
        headers: {
          cookie,
          origin: 'http://localhost:3000',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : undefined) as T };
    },
  };
}
