// Time from `npm start` (already built, data present) until /api/health answers. Budget: ≤ 3 s.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = 3310;
const DATA_DIR = join(root, '.tmp/bench-startup-data');
const RUNS = 5;

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${PORT}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not become ready in time');
}

async function startOnce() {
  const started = performance.now();
  // Its own process group, so SIGTERM reaches the server behind npm too.
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(PORT),
      DATA_DIR,
      EMBEDDED_PG_PORT: String(PORT + 1),
      ADMIN_EMAIL: 'bench@casekeeper.test',
      ADMIN_PASSWORD: 'bench-password-123',
      LOG_LEVEL: 'warn',
    },
  });
  await waitForHealth(Date.now() + 60_000);
  const elapsed = performance.now() - started;
  const exited = new Promise((resolve) => child.on('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
  return elapsed;
}

export async function benchStartup() {
  rmSync(DATA_DIR, { recursive: true, force: true });
  await startOnce(); // creates the data directory; not measured
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await startOnce());
  times.sort((a, b) => a - b);
  return {
    name: 'server ready from npm start',
    budget: '≤ 3000 ms',
    summary: `median ${times[Math.floor(RUNS / 2)].toFixed(0)} ms, max ${times[RUNS - 1].toFixed(0)} ms`,
  };
}
