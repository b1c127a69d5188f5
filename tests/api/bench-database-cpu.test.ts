import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseCpuReader } from '../../scripts/lib/database-cpu';
import { parentPid } from '../../scripts/lib/processes';

// The bench's PostgreSQL CPU column: the test cluster runs on this machine, as the bench's does.
const template = inject('postgresTemplate');

describe.skipIf(!template)("the bench's PostgreSQL CPU time", () => {
  it("counts a statement's CPU time, its backend gone before it is read", async () => {
    const read = await databaseCpuReader(template!.url);
    expect(read).not.toBeNull();
    const before = read!()!;
    const client = new pg.Client({ connectionString: template!.url });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const started = performance.now();
    await client.query('select count(*) from generate_series(1, 5000000)');
    const spent = performance.now() - started;
    await client.end();
    // Gone and waited for: its time is now in the postmaster's count of its reaped children.
    await expect.poll(() => parentPid(rows[0]!.pid), { interval: 20, timeout: 5000 }).toBeNull();
    expect(read!()! - before).toBeGreaterThanOrEqual(spent * 0.5);
    expect(read!()! - before).toBeLessThan(spent * 4 + 1000);
  });
});
