// `npm run backup [file]` / `npm run restore <file>`: builds the server if it is missing or stale,
// then runs apps/server/dist/ops.js (apps/server/src/ops/ops-cli.ts) with the same arguments.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { partsToBuild } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const part of partsToBuild(root).filter((candidate) => candidate.workspace === 'apps/server')) {
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(join(root, 'apps/server/dist/ops.js')).href);
