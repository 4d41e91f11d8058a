// The resident memory of the product as an operator runs it: every process `npm start` leaves
// running (npm itself, the shell it runs the script in, the server), its embedded PostgreSQL apart.
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

const commandOf = (pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim();

/**
 * The product's processes under `rootPid` (its `npm start`), with their command names: the
 * embedded PostgreSQL's are the database's, counted apart like any database server's.
 */
export function productProcesses(rootPid) {
  return processTree(rootPid).flatMap((pid) => {
    try {
      const command = commandOf(pid);
      return command.startsWith('postgres') ? [] : [{ pid, command }];
    } catch {
      return []; // ended meanwhile
    }
  });
}

/** A process's resident memory in MB (0 once it has ended). */
export function residentMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The resident memory of the product's processes under `rootPid` now: their sum and each. */
export function productRss(rootPid, processes = productProcesses(rootPid)) {
  const each = processes.map((process) => ({ ...process, mb: residentMb(process.pid) }));
  return { totalMb: each.reduce((sum, process) => sum + process.mb, 0), each };
}

/**
 * Samples the product's resident memory every `everyMs` until `stop()`, which answers the peak of
 * the sum over all its processes (`totalMb`, what the budget counts) and the peak of its largest
 * process alone (`largestMb`, the server). A sum of RSS counts pages the processes share (Node's
 * own code) once per process: it errs high, never low.
 */
export function samplePeakRss(rootPid, everyMs = 25) {
  // The processes are found once: the sampling itself must cost little.
  const processes = productProcesses(rootPid);
  const peak = { totalMb: 0, largestMb: 0, processes: processes.map((process) => process.command) };
  const read = () => {
    const { totalMb, each } = productRss(rootPid, processes);
    peak.totalMb = Math.max(peak.totalMb, totalMb);
    peak.largestMb = Math.max(peak.largestMb, ...each.map((process) => process.mb));
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
