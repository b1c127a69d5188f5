import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_MODERATOR_EMAIL, type TestApp } from '../helpers/test-app';
import { signUp, type TestUser } from '../helpers/users';
import { openApiDocument, type OpenApiDocument } from '../helpers/openapi';

// Every route of the OpenAPI document, and better-auth's (hidden from it), gets generated bad
// input: control characters, huge and fractional numbers, long strings, wrong types, deep
// nesting, broken JSON and broken percent-encoding. None may answer 5xx or show internals.

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[] | null;
}

const RUNS_PER_ROUTE = 25;
const ORIGIN = 'http://localhost:3000';
// Internals a response must never show: SQL, Drizzle's wrapper, a stack trace, source paths.
const INTERNALS = /failed query|\bselect\b.+\bfrom\b|insert into|update .+ set|\n\s+at |node_modules|\.[jt]s:\d+/i;

const AUTH_OPERATIONS: Operation[] = [
  ['POST', 'sign-up/email', ['name', 'email', 'password', 'image', 'callbackURL']],
  ['POST', 'sign-in/email', ['email', 'password', 'rememberMe', 'callbackURL']],
  ['POST', 'update-user', ['name', 'image']],
  ['POST', 'change-password', ['currentPassword', 'newPassword', 'revokeOtherSessions']],
  ['POST', 'request-password-reset', ['email', 'redirectTo']],
  ['POST', 'reset-password', ['newPassword', 'token']],
  ['POST', 'sign-in/social', ['provider', 'callbackURL']],
  ['POST', 'sign-out', []],
  ['GET', 'get-session', null],
  ['GET', 'verify-email', null],
].map(([method, path, bodyFields]) => ({
  method: method as string,
  path: `/api/auth/${path as string}`,
  pathParams: [],
  queryParams: ['token', 'callbackURL'],
  bodyFields: bodyFields as string[] | null,
}));

function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const parameters = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        bodyFields: schema ? Object.keys(schema.properties ?? {}) : null,
      };
    }),
  );
}

const controlCharacter = fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code));
const badText = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), controlCharacter, fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
  fc.constantFrom('2147483648', '-1', '0', '1e309', '99999999999999999999', 'NaN', '1.5', "' or 1=1 --", '%', '..', ''),
);
const badNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 53 + 1, -(2 ** 31) - 1, 1e308, -1, 0, 0.5),
  fc.double({ noNaN: true }),
  fc.integer(),
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), badText, { maxKeys: 3 }),
);

/** A path segment or query value, percent-encoded, or raw bytes that do not decode. */
const urlPiece = fc.oneof(
  { weight: 4, arbitrary: badText.map((text) => encodeURIComponent(text)) },
  { weight: 1, arbitrary: fc.constantFrom('%FF', '%E0%A4%A', '%C0%80', '%00', '%', '1%2F2') },
);

const deepJson = fc.integer({ min: 33, max: 6_000 }).map((depth) => `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`);
const rawBody = (fields: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .record(Object.fromEntries(fields.map((field) => [field, badValue])), { requiredKeys: [] })
        .map((body) => JSON.stringify(body)),
    },
    { weight: 1, arbitrary: badValue.map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: fc.constantFrom('{"name":', '{"__proto__":{"role":"moderator"}}', '[]', '') },
  );

let t: TestApp;
let users: TestUser[];
let writes = 0;

beforeAll(async () => {
  t = await createTestApp();
  // Writes are limited to 30 a minute per user: enough users that validation, not the limit, answers.
  users = [await signUp(t, { email: TEST_MODERATOR_EMAIL })];
  for (let i = 0; i < 10; i++) users.push(await signUp(t));
});
afterAll(() => t.close());

describe('generated bad input on every route', () => {
  it('covers the documented routes', async () => {
    const doc = await openApiDocument(t);
    expect(operationsOf(doc).length).toBeGreaterThan(20);
  });

  it('never answers 5xx nor shows internals', async () => {
    const doc = await openApiDocument(t);
    for (const op of [...operationsOf(doc), ...AUTH_OPERATIONS]) {
      const request = fc.record({
        params: fc.tuple(...op.pathParams.map(() => urlPiece)),
        query: fc.array(fc.tuple(fc.constantFrom(...op.queryParams, 'extra'), urlPiece), { maxLength: 3 }),
        body: op.bodyFields ? rawBody(op.bodyFields) : fc.constant(undefined),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body }) => {
          let path = op.path;
          op.pathParams.forEach((name, i) => {
            path = path.replace(`{${name}}`, params[i] ?? '');
          });
          const search = query.map(([name, value]) => `${name}=${value}`).join('&');
          const user = users[writes++ % users.length]!;
          const response = await t.app.inject({
            method: op.method as 'GET',
            url: search ? `${path}?${search}` : path,
            headers: {
              cookie: user.cookie,
              origin: ORIGIN,
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            payload: body,
          });
          expect(response.statusCode, `${op.method} ${path}?${search} ${body?.slice(0, 200)}: ${response.body.slice(0, 300)}`).toBeLessThan(
            500,
          );
          expect(response.body).not.toMatch(INTERNALS);
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  }, 240_000);
});
