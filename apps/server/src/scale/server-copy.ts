import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
/**
 * Long enough for tsx to load the source and for migrations to wait on another copy's lock: some
 * 8 s on a quiet machine, near a minute with the machine's two cores busy with other suites.
 */
export const START_TIMEOUT_MS = 120_000;

export type ServerCopy = {
  /** http://127.0.0.1:port */
  url: string;
  /** What the process wrote to stdout and stderr so far: its log, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function ready(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`a server copy stopped while starting (exit ${child.exitCode}):\n${output()}`);
    }
    const answer = await fetch(`${url}/api/health/ready`).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`a server copy did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

/**
 * The server as production runs it — `server.ts` in a process of its own (the Node running the
 * tests, through tsx) — with only `environment` for settings: nothing of this process's memory,
 * module caches or environment is shared with it (give it PATH, to find the tools it runs). Answers
 * once it is ready for requests.
 */
export async function startServerCopy(environment: Record<string, string>): Promise<ServerCopy> {
  const port = await freePort();
  const scratch = await mkdtemp(join(tmpdir(), 'casekeeper-copy-'));
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    env: {
      HOME: scratch,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: scratch,
      FILE_STORAGE_DIR: join(scratch, 'files'),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(scratch, { recursive: true, force: true });
  };
  try {
    await ready(url, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, output: () => log, stop };
}
