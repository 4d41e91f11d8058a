import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const run = (...names) =>
  spawnSync(process.execPath, [join(import.meta.dirname, 'run.mjs'), ...names], { encoding: 'utf8' });

describe('npm run bench', () => {
  it('refuses a name that is no benchmark’s, listing the names, before running anything', () => {
    const result = run('restart', 'database-restart');

    expect(result.status).toBe(2);
    expect(result.stderr).toContain('No benchmark is called "database-restart".');
    expect(result.stderr).toContain(
      'startup, auth, cases, insight, alarms, spend, case-page, contractors, writes, injection, faults, restart, load, bulk',
    );
    expect(result.stdout).toBe('');
  });
});
