import fs from 'node:fs';
import path from 'node:path';

// PGlite does not lock its folder, and two processes on one folder corrupt it: whoever opens it
// writes its pid here and removes the file on close. A file left by a process that died (kill -9,
// a power cut) names a dead pid and is taken over.
export const LOCK_FILE = 'palmares.lock';

interface Holder {
  pid: number;
  /** The process's start time (Linux), so that a reused pid is not taken for the holder. */
  started: string | null;
}

function startTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the name (field 2) may hold spaces, so count from after it.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive({ pid, started }: Holder): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const now = startTime(pid);
  return started === null || now === null || now === started;
}

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, started: holder.started ?? null } : null;
  } catch {
    return null;
  }
}

/** Takes `dir` for this process, or throws naming the live process that holds it. Returns the release. */
export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: startTime(process.pid) } satisfies Holder);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      // Whatever the file says by then is ours to remove (restoring a backup writes the old one).
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder)) {
      throw new Error(
        `${dir} is in use by process ${holder.pid}${holder.pid === process.pid ? ' (this one)' : ''}: ` +
          `PGlite's folder belongs to one process; stop it first (or remove ${file} if that process is not Palmarés)`,
      );
    }
    fs.rmSync(file, { force: true });
  }
  throw new Error(`could not lock ${dir}: another process is taking it at the same moment`);
}
