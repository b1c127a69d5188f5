import pg from 'pg';
import { childPids, cpuMilliseconds, parentPid, processName } from './processes';

/**
 * Reads the CPU time (ms) a PostgreSQL server on this machine has used so far: its postmaster,
 * the processes it runs now (backends, writers) and those it has reaped (a backend whose
 * connection closed). Found from the backend of a connection to `databaseUrl`; null when that
 * server is not one this machine's /proc shows (another host, another container).
 */
export async function databaseCpuReader(databaseUrl: string): Promise<(() => number | null) | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let postmaster: number | null;
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // Read while the connection is open: its backend exits once it closes.
    postmaster = parentPid(Number(rows[0]?.pid));
  } finally {
    await client.end();
  }
  if (postmaster === null || processName(postmaster) !== 'postgres') return null;
  return () => {
    const own = cpuMilliseconds(postmaster, { reaped: true });
    if (own === null) return null;
    return childPids(postmaster).reduce((total, child) => total + (cpuMilliseconds(child) ?? 0), own);
  };
}
