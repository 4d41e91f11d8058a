// Decides whether the built product is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'dist', '.tmp', 'test-results']);

function newestSourceTime(directory) {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function builtTime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

/** The parts whose build output is missing or stale, in build order. */
export function partsToBuild(root) {
  const contract = newestSourceTime(join(root, 'packages/contract/src'));
  const parts = [
    {
      workspace: 'apps/web',
      output: join(root, 'apps/web/dist/index.html'),
      sources: [
        'apps/web/src',
        'apps/web/build',
        'apps/web/index.html',
        'apps/web/public',
        'apps/web/vite.config.ts',
      ],
    },
    {
      workspace: 'apps/server',
      output: join(root, 'apps/server/dist/server.js'),
      sources: ['apps/server/src', 'apps/server/build.mjs'],
    },
  ];
  return parts.filter((part) => {
    const built = builtTime(part.output);
    if (built === 0) return true;
    const newest = Math.max(
      contract,
      ...part.sources
        .map((source) => join(root, source))
        .filter((path) => existsSync(path))
        .map((path) => (statSync(path).isDirectory() ? newestSourceTime(path) : statSync(path).mtimeMs)),
    );
    return newest > built;
  });
}
