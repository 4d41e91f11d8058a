// `npm run size:check`: the JavaScript the sign-in page (/login) loads before it first renders,
// gzipped, against its budget (150 KB, docs/web-performance.md). Reads the built client in apps/web/dist;
// exits 1 over budget, 2 when it cannot measure. `--budget=<KiB>` and `--dist=<dir>` try it out.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readManifest, measureScripts } from './first-render-scripts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KIB = 150;
/** The /login route's module: counted with its imports when the router loads it lazily. */
const LOGIN_ROUTE_MODULE = 'src/app/routes/login-route.tsx';

const kib = (bytes) => (bytes / 1024).toFixed(1);

function loginEntries(manifest) {
  if (!existsSync(join(root, 'apps/web', LOGIN_ROUTE_MODULE))) {
    throw new Error(`${LOGIN_ROUTE_MODULE} moved: tell scripts/bundle-size.mjs where the /login route is`);
  }
  // Without a chunk of its own, the route is built into the entry.
  return manifest[LOGIN_ROUTE_MODULE] ? ['index.html', LOGIN_ROUTE_MODULE] : ['index.html'];
}

function main() {
  const { values } = parseArgs({ options: { budget: { type: 'string' }, dist: { type: 'string' } } });
  const budgetKib = Number(values.budget ?? BUDGET_KIB);
  const dist = resolve(root, values.dist ?? 'apps/web/dist');
  const manifest = readManifest(dist);
  const scripts = measureScripts(dist, manifest, loginEntries(manifest));
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);

  console.log(
    `/login loads ${scripts.length} scripts before it first renders: ${kib(total)} KiB gzip (budget ${budgetKib} KiB)`,
  );
  for (const script of scripts) console.log(`${kib(script.gzipBytes).padStart(8)} KiB  ${script.file}`);
  const room = budgetKib * 1024 - total;
  if (room >= 0) {
    console.log(`Within the budget by ${kib(room)} KiB.`);
    return 0;
  }
  console.error(
    `Over the budget by ${kib(-room)} KiB: load what the sign-in page does not need lazily (docs/web-performance.md).`,
  );
  return 1;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
