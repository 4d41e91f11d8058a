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
});
