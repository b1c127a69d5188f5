import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownTable } from '../../scripts/lib/bench-report';
import type { ClassResult } from '../../scripts/lib/bench-run';
import { childPids, cpuMilliseconds, parentPid, processName } from '../../scripts/lib/processes';

const result = (key: string, serverCpuMs: number | null, databaseCpuMs: number | null = null): ClassResult => ({
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
  databaseCpuMs,
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
    expect(cpuMilliseconds(pidMax + 1, { reaped: true })).toBeNull();
    expect(parentPid(pidMax + 1)).toBeNull();
    expect(processName(pidMax + 1)).toBeNull();
  });

  it("finds a process's parent and children, and counts the CPU time of the children it has waited for", () => {
    expect(parentPid(process.pid)).toBe(process.ppid);
    expect(childPids(process.ppid)).toContain(process.pid);
    expect(processName(process.pid)).toBe(fs.readFileSync('/proc/self/comm', 'utf8').trim());
    const before = cpuMilliseconds(process.pid, { reaped: true })!;
    // A child that spends 300 ms of CPU and exits: waited for (spawnSync), its time joins ours.
    spawnSync(process.execPath, ['-e', 'const end = process.cpuUsage().user + 300_000; while (process.cpuUsage().user < end);']);
    const own = cpuMilliseconds(process.pid)!;
    const withChildren = cpuMilliseconds(process.pid, { reaped: true })!;
    expect(withChildren - before).toBeGreaterThanOrEqual(280);
    expect(withChildren - own).toBeGreaterThanOrEqual(280);
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
    expect(unknown).not.toContain('database CPU');
  });

  it('prints each class against the baseline measured just before it when the run measured one', () => {
    const table = markdownTable([result('baseline', 0.031), { ...result('deep', 0.25), requestsPerSecond: 500, baselineBeside: 4000 }], {
      title: 'Each class alone',
      baselineKey: 'baseline',
      showConnections: false,
    });
    expect(table).toContain('| ratio to baseline | ratio to the baseline beside it | server CPU ms/req |');
    expect(table).toContain('| baseline | 1,000 | 1.0 | 3.0 | 0 | 0 | 0 | 0 | n/a | 100% | 100% | 0.031 |');
    expect(table).toContain('| deep | 500 | 1.0 | 3.0 | 0 | 0 | 0 | 0 | n/a | 50% | 13% | 0.250 |');
    const without = markdownTable([result('baseline', 0.031), result('deep', 0.25)], {
      title: 'All classes at once',
      baselineKey: 'baseline',
      showConnections: true,
    });
    expect(without).not.toContain('beside');
  });

  it("prints the database's column beside the server's when the PostgreSQL server's processes could be read", () => {
    const both = markdownTable([result('baseline', 0.031, 0), result('deep', 0.25, 0.675)], {
      title: 'Each class alone',
      baselineKey: 'baseline',
      showConnections: false,
    });
    expect(both).toContain('| server CPU ms/req | database CPU ms/req |');
    expect(both).toContain('| 100% | 0.250 | 0.675 |');
    const serverOnly = markdownTable([result('baseline', 0.031), result('deep', 0.25)], {
      title: 'Each class alone',
      baselineKey: 'baseline',
      showConnections: false,
    });
    expect(serverOnly).not.toContain('database CPU');
  });
});
