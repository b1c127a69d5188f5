import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownTable } from '../../scripts/lib/bench-report';
import type { ClassResult } from '../../scripts/lib/bench-run';
import { cpuMilliseconds } from '../../scripts/lib/processes';

const result = (key: string, serverCpuMs: number | null): ClassResult => ({
  key,
  name: key,
  example: `/${key}`,
  connections: 50,
  requestsPerSecond: 1000,
  p50: 1,
  p99: 3,
  responses: 10_000,
  status4xx: 0,
  status5xx: 0,
  status503: 0,
  timeouts: 0,
  errors: 0,
  unanswered: 0,
  cacheHits: null,
  startedBusy: false,
  serverCpuMs,
});

describe("the bench's server CPU time per request", () => {
  it('reads a process CPU time from /proc as the process itself counts it', () => {
    const before = cpuMilliseconds(process.pid);
    const ownBefore = process.cpuUsage();
    let spent = 0;
    while (spent < 200) {
      const used = process.cpuUsage(ownBefore);
      spent = (used.user + used.system) / 1000;
    }
    const after = cpuMilliseconds(process.pid);
    expect(before).not.toBeNull();
    // Clock ticks of 10 ms, and vitest's own threads count in /proc too.
    expect(after! - before!).toBeGreaterThanOrEqual(spent - 20);
    expect(after! - before!).toBeLessThan(spent * 4 + 100);
  });

  it('has no figure for a process that does not exist', () => {
    const pidMax = Number(fs.readFileSync('/proc/sys/kernel/pid_max', 'utf8'));
    expect(cpuMilliseconds(pidMax + 1)).toBeNull();
  });

  it('prints the column when the run measured it, and leaves it out when it could not', () => {
    const measured = markdownTable([result('baseline', 0.031), result('deep', 0.25)], {
      title: 'Each class alone',
      baselineKey: 'baseline',
      showConnections: false,
    });
    expect(measured).toContain('| ratio to baseline | server CPU ms/req |');
    expect(measured).toContain('| deep | 1,000 | 1.0 | 3.0 | 0 | 0 | 0 | 0 | n/a | 100% | 0.250 |');
    const unknown = markdownTable([result('baseline', null), result('deep', null)], {
      title: 'All classes at once',
      baselineKey: 'baseline',
      showConnections: true,
    });
    expect(unknown).not.toContain('server CPU');
  });
});
