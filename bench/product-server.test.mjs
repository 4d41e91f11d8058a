import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { removeDataDir } from './product-server.mjs';

let scratch;
let dataDir;
const started = [];

beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'bench-data-'));
  dataDir = join(scratch, 'data');
  mkdirSync(join(dataDir, 'postgres'), { recursive: true });
});

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

/** A running process whose command name is `name` (a copy of sleep under that name). */
function runningAs(name) {
  const program = join(scratch, name);
  copyFileSync('/bin/sleep', program);
  const child = spawn(program, ['60'], { stdio: 'ignore' });
  started.push(child);
  return child.pid;
}

const postmasterPid = (pid) =>
  writeFileSync(join(dataDir, 'postgres', 'postmaster.pid'), `${pid}\n${dataDir}\n`);

describe('removeDataDir', () => {
  it('refuses to delete a data directory a PostgreSQL still runs on', () => {
    const pid = runningAs('postgres');
    postmasterPid(pid);

    expect(() => removeDataDir(dataDir)).toThrow(`PostgreSQL (process ${pid}) is running on ${dataDir}`);
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
  });

  it('deletes one whose PostgreSQL has ended, or whose pid now belongs to another program', () => {
    const other = runningAs('sleep');
    postmasterPid(other);

    removeDataDir(dataDir);

    expect(existsSync(dataDir)).toBe(false);
  });

  it('deletes one with no PostgreSQL at all', () => {
    removeDataDir(dataDir);

    expect(existsSync(dataDir)).toBe(false);
  });
});
