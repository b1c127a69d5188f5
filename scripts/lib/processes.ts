import fs from 'node:fs';

/** The pids of the processes whose parent is `pid` (Linux /proc). */
export function childPids(pid: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // Field 4 of /proc/PID/stat is the parent; the name (field 2) may hold spaces, so split after it.
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** A process's command line, or null once it is gone. */
export function commandLine(pid: number): string | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return null;
  }
}

/** User and system CPU time a process has used, in milliseconds (Linux /proc), or null once it is gone. */
export function cpuMilliseconds(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields 14 and 15 (utime, stime) in clock ticks, counted after the name's closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // USER_HZ: 100 on Linux whatever the kernel's own tick.
    const ticksPerSecond = 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}
