import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** A killed process its parent has not reaped yet (state Z in /proc, on Linux) holds nothing. */
function isZombie(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** Whether process `pid` is alive (a zombie is not). */
export function isProcessRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !isZombie(pid);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Live processes working in `directory` (their current directory), found through /proc on
 * Linux; elsewhere none are found. PostgreSQL's processes all work in their cluster directory.
 */
export function processesWorkingIn(directory: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readlinkSync(`/proc/${pid}/cwd`) === directory && isProcessRunning(pid);
      } catch {
        return false;
      }
    });
}
