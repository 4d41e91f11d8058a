import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config/config';

/** WEB_DIST_DIR, or apps/web/dist found by walking up from this module (source or bundle). */
export function resolveWebDistDir(config: Config): string {
  if (config.WEB_DIST_DIR) return resolve(config.WEB_DIST_DIR);
  let directory = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(directory, 'apps', 'web', 'dist');
    if (existsSync(join(directory, 'apps', 'web'))) return candidate;
    directory = dirname(directory);
  }
  return resolve('apps/web/dist');
}
