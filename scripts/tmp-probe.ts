import { loadTargets } from './lib/bench-targets';
import { requestClasses } from './lib/bench-urls';
const targets = await loadTargets({ databaseUrl: process.env.DATABASE_URL! });
const classes = requestClasses(targets);
for (const key of process.argv.slice(2)) {
  const c = classes.find((x) => x.key === key)!;
  const times: [number, string, string][] = [];
  for (let i = 0; i < 600; i++) {
    const url = c.draw();
    const t = performance.now();
    const r = await fetch('http://127.0.0.1:3311' + url);
    await r.arrayBuffer();
    times.push([performance.now() - t, url, r.headers.get('x-cache') ?? '']);
  }
  times.sort((a, b) => b[0] - a[0]);
  console.log(key, 'median', times[300]![0].toFixed(2), 'p99', times[6]![0].toFixed(2));
  for (const t of times.slice(0, 12)) console.log(t[0].toFixed(1), t[2], t[1]);
}
process.exit(0);
