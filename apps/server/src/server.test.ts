import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('starting the server', () => {
  it('refuses a wrong environment with a readable list of every problem and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { PATH: process.env.PATH, PORT: 'eighty', DATABASE_URL: 'mysql://db/x', LOG_LEVEL: 'loud' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration:');
    expect(result.stderr).toMatch(/- PORT /);
    expect(result.stderr).toMatch(/- DATABASE_URL must be a postgres/);
    expect(result.stderr).toMatch(/- LOG_LEVEL /);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('says which PostgreSQL it could not reach, and exits 1, once the wait is over', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
      env: {
        PATH: process.env.PATH,
        // Port 9 (discard) has no PostgreSQL on any machine we run on.
        DATABASE_URL: 'postgres://casekeeper:secret@127.0.0.1:9/casekeeper',
        DATABASE_WAIT_SECONDS: '1',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('could not reach PostgreSQL at 127.0.0.1:9/casekeeper within 1 s');
    expect(result.stderr).not.toContain('secret');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
