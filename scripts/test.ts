import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
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

/** As `run`, with the output also kept: a failed step's reasons are repeated at the end, where CI's tail shows them. */
function runKept(name: string, command: string, args: string[]): Promise<{ ok: boolean; output: string }> {
  console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    const keep = (into: NodeJS.WriteStream) => (chunk: Buffer) => {
      into.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (code) => {
      if (code !== 0) problems.push(name);
      resolve({ ok: code === 0, output });
    });
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

const reasons: string[] = [];
const firstLines = (text: string, count: number) => stripVTControlCharacters(text).split('\n').slice(0, count).join('\n');

/**
 * Why a vitest step failed, in a few lines: its failed tests and files from the report, and what
 * vitest printed of errors outside any test (an unhandled rejection, a worker that died), which
 * fail the step with every test passed.
 */
function failureReasons(name: string, report: VitestReport | null, output: string): string {
  const lines = [`--- ${name} ---`];
  for (const file of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
      lines.push(`${where} > ${test.fullName}`, firstLines(test.failureMessages[0] ?? '', 6));
    }
    if (file.status === 'failed' && file.message) lines.push(`${where}: ${firstLines(file.message, 6)}`);
  }
  const text = stripVTControlCharacters(output);
  const errors = text.search(/⎯+ (Unhandled|Failed Suites|Source Errors|Startup Error|Collect Error|Async Leaks)/u);
  if (errors >= 0) lines.push(text.slice(errors).split('\n').slice(0, 60).join('\n'));
  if (lines.length === 1) lines.push(text.split('\n').slice(-30).join('\n'));
  return lines.join('\n');
}

async function vitest(name: string, project: string, wrap: string[] = []) {
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
  const { ok, output } = await runKept(name, wrap.length ? 'node_modules/.bin/tsx' : process.execPath, args);
  const json = fs.existsSync(report) ? (JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport) : null;
  if (json) {
    passed += json.numPassedTests;
    failed += json.numFailedTests;
  } else if (!ok) {
    failed += 1;
  }
  if (!ok) reasons.push(failureReasons(name, json, output));
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
await vitest('unit tests', 'unit');
await vitest('API tests on PGlite', 'api');
if (optional('API tests on PostgreSQL', findPostgresBin() !== null, 'apt-get install postgresql')) {
  await vitest('API tests on PostgreSQL', 'api', ['scripts/with-postgres.ts', process.execPath]);
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
if (reasons.length) console.log(`\nWhy:\n${reasons.join('\n')}`);
if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
if (problems.length && failed === 0) failed = problems.length;
console.log(`\nTotal: ${passed} passed, ${failed} failed`);
process.exit(problems.length ? 1 : 0);
