import { spawn } from 'node:child_process';
import { startCluster } from './lib/postgres-cluster';

// Runs a command against a throwaway PostgreSQL cluster: TEST_DATABASE_URL points at it.
const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: tsx scripts/with-postgres.ts <command> [args...]');
  process.exit(2);
}
const cluster = await startCluster();
console.log(`PostgreSQL test cluster on ${new URL(cluster.url).host}`);
const child = spawn(command, args, {
  stdio: 'inherit',
  shell: false,
  env: { ...process.env, TEST_DATABASE_URL: cluster.url, PATH: `node_modules/.bin:${process.env.PATH}` },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code, signal) => {
  cluster.stop();
  process.exit(code ?? (signal ? 1 : 0));
});
