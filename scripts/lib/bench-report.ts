// The benchmark's markdown report (scripts/bench.ts).

export interface EndpointResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Responses with a status outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  total: number;
}

export interface ReportContext {
  title: string;
  datasetCreatives: string;
  environment: string;
  settings: string;
}

const number = (value: number, digits = 0) =>
  value.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

function latency(ms: number): string {
  return ms < 10 ? number(ms, 1) : number(ms);
}

export function markdownReport(results: readonly EndpointResult[], context: ReportContext): string {
  const baseline = results.find((result) => result.name === 'baseline');
  const header = ['endpoint', 'requests/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors', 'ratio to baseline'];
  const rows = results.map((result) => [
    `${result.name} \`${result.path}\``,
    result.total === 0 ? '**0** (no response in the run)' : number(result.requestsPerSecond),
    result.total === 0 ? '–' : latency(result.p50),
    result.total === 0 ? '–' : latency(result.p99),
    result.non2xx > 0 ? `**${number(result.non2xx)}** of ${number(result.total)}` : '0',
    result.errors > 0 ? `**${number(result.errors)}**` : '0',
    baseline && baseline.requestsPerSecond > 0
      ? `${Math.round((100 * result.requestsPerSecond) / baseline.requestsPerSecond)}%`
      : 'n/a',
  ]);
  const align = ['---', '---:', '---:', '---:', '---:', '---:', '---:'];
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    `### ${context.title}`,
    '',
    `Dataset: ${context.datasetCreatives} creatives. ${context.environment}`,
    '',
    context.settings,
    '',
    line(header),
    line(align),
    ...rows.map(line),
  ].join('\n');
}
