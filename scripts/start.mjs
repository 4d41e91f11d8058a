// `npm start`: builds whatever is missing or stale, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { partsToBuild } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

for (const part of partsToBuild(root)) {
  console.log(`Building ${part.workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The build of ${part.workspace} failed; not starting.`);
    process.exit(result.status ?? 1);
  }
}

await import(pathToFileURL(join(root, 'apps/server/dist/server.js')).href);
