import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findPostgresBin } from './lib/postgres-cluster';

// `npm test`: lint (any error stops the run), typecheck, unit tests, the API suite on PGlite and on a PostgreSQL server, then
// the end-to-end suite in Chromium over the built site. Prints one closing line of counts.

const ci = process.env.CI === 'true';
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'palmares-test-report-'));
let passed = 0;
let failed = 0;
const problems: string[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) problems.push(name);
  return result.status === 0;
}

function vitest(name: string, project: string, wrap: string[] = []) {
  const report = path.join(out, `${project}-${passed + failed}-${problems.length}.json`);
  const args = [
    ...wrap,
    'node_modules/vitest/vitest.mjs',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ];
  const ok = wrap.length ? run(name, 'node_modules/.bin/tsx', args) : run(name, process.execPath, args);
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8')) as { numPassedTests: number; numFailedTests: number };
    passed += json.numPassedTests;
    failed += json.numFailedTests;
  } else if (!ok) {
    failed += 1;
  }
}

function optional(what: string, available: boolean, install: string): boolean {
  if (available) return true;
  if (ci) {
    problems.push(`${what} (missing: ${install})`);
    failed += 1;
    return false;
  }
  console.warn(`\n!!! Skipping ${what}: not installed here (${install}). CI runs it.`);
  return false;
}

/** Runs steps side by side (each is one single-threaded process), then prints their output in order. */
async function runTogether(steps: { name: string; args: string[] }[]): Promise<string[]> {
  const results = await Promise.all(
    steps.map(
      ({ name, args }) =>
        new Promise<{ name: string; ok: boolean; output: string }>((resolve) => {
          const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
          let output = '';
          child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
          child.on('close', (code) => resolve({ name, ok: code === 0, output }));
        }),
    ),
  );
  for (const { name, output } of results) console.log(`\n=== ${name} ===\n${output}`);
  return results.filter((result) => !result.ok).map((result) => result.name);
}

// Lint, formatting and types at once: the three take ~70 s one after another on two cores.
const staticFailures = await runTogether([
  { name: 'lint', args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
  { name: 'format', args: ['node_modules/prettier/bin/prettier.cjs', '--check', '.'] },
  { name: 'typecheck', args: ['node_modules/typescript/bin/tsc', '--noEmit', '-p', '.'] },
]);
if (staticFailures.includes('lint') || staticFailures.includes('format')) {
  console.log('\nLint failed: fix it first (npm run lint; npm run format rewrites the formatting).');
  process.exit(1);
}
problems.push(...staticFailures);
vitest('unit tests', 'unit');
vitest('API tests on PGlite', 'api');
if (optional('API tests on PostgreSQL', findPostgresBin() !== null, 'apt-get install postgresql')) {
  vitest('API tests on PostgreSQL', 'api', ['scripts/with-postgres.ts', process.execPath]);
}
if (optional('end-to-end tests', fs.existsSync('/usr/bin/chromium'), 'apt-get install chromium')) {
  // The whole build: the end-to-end server renders pages with the built server renderer.
  if (run('build', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'scripts/build.ts'])) {
    const report = path.join(out, 'e2e.json');
    run('end-to-end tests', process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    });
    if (fs.existsSync(report)) {
      const { stats } = JSON.parse(fs.readFileSync(report, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number } };
      passed += stats.expected + stats.flaky;
      failed += stats.unexpected;
    } else {
      failed += 1;
    }
  } else {
    failed += 1;
  }
}

fs.rmSync(out, { recursive: true, force: true });
if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
