// Reads the server's V8 CPU profiles (`node --cpu-prof`, scripts/bench.ts --profile) and sums
// self time per function, the way a profiler's "bottom-up" view does.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  /** Microseconds on the system's monotonic clock, the one `process.hrtime` reads. */
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds since the previous sample. */
  timeDeltas: number[];
}

export interface HotFunction {
  label: string;
  selfMs: number;
  /** Share of the busy time (idle excluded). */
  percent: number;
}

/** `file:///.../node_modules/x/y.js` -> `x/y.js`; project files relative to the root. */
function shortUrl(url: string, root: string): string {
  const file = url.startsWith('file://') ? url.slice('file://'.length) : url;
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) return file.slice(modules + 'node_modules/'.length);
  return file.startsWith(root) ? path.relative(root, file) : file;
}

/** Now on the clock of the profiles' timestamps, to count only samples taken after it. */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Self time per function over every `.cpuprofile` in `dir` (one per server process or
 * thread), top `count`, counting only samples after `from` (profileClock) so start-up is left out.
 */
export function topSelfTime(dir: string, root: string, from: number, count = 15): { hot: HotFunction[]; busyMs: number; files: number } {
  const totals = new Map<string, number>();
  const files = fs.readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const labels = new Map<number, string>();
    for (const { id, callFrame } of profile.nodes) {
      const where = callFrame.url ? ` ${shortUrl(callFrame.url, root)}:${callFrame.lineNumber + 1}` : '';
      labels.set(id, `${callFrame.functionName || '(anonymous)'}${where}`);
    }
    let time = profile.startTime;
    profile.samples.forEach((nodeId, index) => {
      const delta = profile.timeDeltas[index] ?? 0;
      time += delta;
      if (time < from) return;
      const label = labels.get(nodeId) ?? '(unknown)';
      totals.set(label, (totals.get(label) ?? 0) + delta / 1000);
    });
  }
  totals.delete('(idle)');
  const busyMs = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  const hot = [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, selfMs]) => ({ label, selfMs, percent: busyMs > 0 ? (100 * selfMs) / busyMs : 0 }));
  return { hot, busyMs, files: files.length };
}

export function profileTable(result: ReturnType<typeof topSelfTime>): string {
  const rows = result.hot.map(
    (entry) => `| ${Math.round(entry.selfMs).toLocaleString('en')} | ${entry.percent.toFixed(1)}% | \`${entry.label}\` |`,
  );
  return [
    `### Server CPU profile: top ${result.hot.length} functions by self time`,
    '',
    `${result.files} profile${result.files === 1 ? '' : 's'}, ${Math.round(result.busyMs).toLocaleString('en')} ms busy ` +
      `during the measurements (start-up and idle time left out).`,
    '',
    '| self ms | share | function |',
    '| ---: | ---: | --- |',
    ...rows,
  ].join('\n');
}
