// The benchmark's markdown report (scripts/bench.ts).
import type { ClassResult } from './bench-run';

const number = (value: number, digits = 0) => value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** One decimal below 10, so a handful of answers does not read as none. */
const small = (value: number) => (value < 10 ? number(value, 1) : number(value));

/** A failure count in bold so it cannot be missed; 0 stays plain. */
const failures = (count: number) => (count > 0 ? `**${number(count)}**` : '0');

function cacheRate(result: ClassResult): string {
  if (result.cacheHits === null) return 'n/a';
  if (result.responses === 0) return '–';
  return `${Math.round((100 * result.cacheHits) / result.responses)}%`;
}

const ratio = (value: number, base: number | null | undefined) => (base ? `${Math.round((100 * value) / base)}%` : 'n/a');

export interface TableOptions {
  title: string;
  /** The class the ratio column divides by (the static baseline of the same run). */
  baselineKey: string;
  showConnections: boolean;
}

export function markdownTable(results: readonly ClassResult[], options: TableOptions): string {
  const baseline = results.find((result) => result.key === options.baselineKey);
  const showCpu = results.some((result) => result.serverCpuMs !== null);
  const showDatabaseCpu = results.some((result) => result.databaseCpuMs !== null);
  const showBeside = results.some((result) => typeof result.baselineBeside === 'number');
  const milliseconds = (value: number | null) => (value === null ? 'n/a' : number(value, 3));
  const header = [
    'class',
    ...(options.showConnections ? ['conns'] : []),
    'req/s',
    'p50 ms',
    'p99 ms',
    '4xx',
    '5xx',
    '503',
    'no answer',
    'cache hits',
    'ratio to baseline',
    ...(showBeside ? ['ratio to the baseline beside it'] : []),
    ...(showCpu ? ['server CPU ms/req'] : []),
    ...(showDatabaseCpu ? ['database CPU ms/req'] : []),
  ];
  const rows = results.map((result) => {
    const answered = result.responses > 0;
    return [
      result.startedBusy ? `${result.name} †` : result.name,
      ...(options.showConnections ? [String(result.connections)] : []),
      answered ? small(result.requestsPerSecond) : '**0** (no response)',
      answered ? small(result.p50) : '–',
      answered ? small(result.p99) : '–',
      failures(result.status4xx),
      failures(result.status5xx),
      failures(result.status503),
      failures(result.timeouts + result.errors + result.unanswered),
      cacheRate(result),
      ratio(result.requestsPerSecond, baseline?.requestsPerSecond),
      ...(showBeside ? [result.key === options.baselineKey ? '100%' : ratio(result.requestsPerSecond, result.baselineBeside)] : []),
      ...(showCpu ? [milliseconds(result.serverCpuMs)] : []),
      ...(showDatabaseCpu ? [milliseconds(result.databaseCpuMs)] : []),
    ];
  });
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    `### ${options.title}`,
    '',
    line(header),
    line(header.map((_, index) => (index === 0 ? '---' : '---:'))),
    ...rows.map(line),
    ...(results.some((result) => result.startedBusy)
      ? ['', '† started while the server was still busy with the previous measurement (not drained after 60 s).']
      : []),
  ].join('\n');
}

/** One line per class on stderr while the run goes on. */
export function progressLine(result: ClassResult): string {
  const hits = cacheRate(result);
  return (
    `  ${result.name.padEnd(46)} ${small(result.requestsPerSecond).padStart(7)} req/s` +
    `  p50 ${small(result.p50)} ms  p99 ${small(result.p99)} ms` +
    `  4xx ${result.status4xx}  5xx ${result.status5xx}  503 ${result.status503}` +
    `  timeouts ${result.timeouts}  errors ${result.errors}  unanswered ${result.unanswered}  cache hits ${hits}` +
    `${result.serverCpuMs === null ? '' : `  server CPU ${number(result.serverCpuMs, 3)} ms/req`}` +
    `${result.databaseCpuMs === null ? '' : `  database CPU ${number(result.databaseCpuMs, 3)} ms/req`}  e.g. ${result.example}`
  );
}
