import { loadTargets } from './lib/bench-targets';
import { requestClasses } from './lib/bench-urls';
const [key, n] = [process.argv[2], Number(process.argv[3] ?? 300)];
const targets = await loadTargets({ databaseUrl: process.env.DATABASE_URL! });
const c = requestClasses(targets).find((x) => x.key === key)!;
const seen = new Set<string>();
for (let i = 0; i < n * 5 && seen.size < n; i++) seen.add(c.draw());
console.log([...seen].join('\n'));
process.exit(0);
