import fs from 'node:fs';

/** The pids of the processes whose parent is `pid` (Linux /proc). */
export function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((entry) => parentPid(entry) === pid);
}

/**
 * The fields of /proc/PID/stat from the third on (state, parent, ...), or null once the process
 * is gone: the name (field 2) may hold spaces, so they are split after its closing parenthesis.
 */
function statFields(pid: number): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** A process's parent, or null once it is gone. */
export function parentPid(pid: number): number | null {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** A process's name as the kernel keeps it (/proc/PID/comm), or null once it is gone. */
export function processName(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
}

/** A process's command line, or null once it is gone. */
export function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return null;
  }
}

// USER_HZ, the unit of /proc's CPU times: 100 on Linux whatever the kernel's own tick.
const TICKS_PER_SECOND = 100;

/**
 * User and system CPU time a process has used, in milliseconds (Linux /proc), or null once it is
 * gone; with `reaped`, that of its children that have exited and been waited for as well.
 */
export function cpuMilliseconds(pid: number, { reaped = false } = {}): number | null {
  const fields = statFields(pid);
  if (!fields) return null;
  // Fields 14-17: utime, stime, then cutime and cstime (the waited-for children's).
  const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
