// The resident memory of a process tree, as the benchmarks sample the product's.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The processes under `pid`, it included. */
export function processTree(pid) {
  let listed = '';
  try {
    listed = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' });
  } catch {
    // pgrep finds no child
  }
  const children = listed.split('\n').filter(Boolean).map(Number);
  return [pid, ...children.flatMap(processTree)];
}

/** The Node processes under `rootPid`: the embedded PostgreSQL's are the database's, not the server's. */
export function nodeProcesses(rootPid) {
  return processTree(rootPid).filter((pid) => {
    try {
      return !readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
    } catch {
      return false; // ended meanwhile
    }
  });
}

/**
 * Samples the server's resident memory every `everyMs` until `stop()`, which answers the peak in
 * MB: the largest Node process under `rootPid` (the one running the app; `npm start` is smaller).
 */
export function samplePeakRss(rootPid, everyMs = 25) {
  // The processes are found once: the sampling itself must cost little.
  const pids = nodeProcesses(rootPid);
  let peak = 0;
  const read = () => {
    for (const pid of pids) {
      try {
        const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
        peak = Math.max(peak, kb / 1024);
      } catch {
        // ended meanwhile
      }
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}
