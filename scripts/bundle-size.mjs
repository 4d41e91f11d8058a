// `npm run size:check`: the JavaScript the sign-in page (/login) loads before it first renders,
// gzipped, against its budget (150 KB, docs/web-performance.md), and the same of a case's page
// (its Overview; the other tabs load when opened). Reads the built client in apps/web/dist; exits 1
// over a budget, 2 when it cannot measure. `--budget=<KiB>`, `--case-budget=<KiB>` and `--dist=<dir>` try it out.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { readManifest, measureScripts } from './first-render-scripts.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const BUDGET_KIB = 150;
/** The /login route's module: counted with its imports when the router loads it lazily. */
const LOGIN_ROUTE_MODULE = 'src/app/routes/login-route.tsx';
/**
 * A case's page on a fresh load, to its Overview (issue 39: first view within 1 s): the entry, the
 * signed-in shell, the shared chunk and the page's own. Its tabs' code (the form, the diary, the
 * documents, the conversation, the grant) comes later; eagerly bundled again it would add 20 KiB.
 */
const CASE_PAGE_BUDGET_KIB = 435;
const CASE_PAGE_MODULES = [
  'src/app/layouts/session-root.tsx',
  'src/app/layouts/layout-by-user-type.tsx',
  'src/app/routes/case-form-route.tsx',
];

const kib = (bytes) => (bytes / 1024).toFixed(1);

function loginEntries(manifest) {
  if (!existsSync(join(root, 'apps/web', LOGIN_ROUTE_MODULE))) {
    throw new Error(`${LOGIN_ROUTE_MODULE} moved: tell scripts/bundle-size.mjs where the /login route is`);
  }
  // Without a chunk of its own, the route is built into the entry.
  return manifest[LOGIN_ROUTE_MODULE] ? ['index.html', LOGIN_ROUTE_MODULE] : ['index.html'];
}

/** The case page's modules that have a chunk of their own (without one, they are in the entry). */
function casePageEntries(manifest) {
  for (const module of CASE_PAGE_MODULES) {
    if (!existsSync(join(root, 'apps/web', module))) {
      throw new Error(`${module} moved: tell scripts/bundle-size.mjs where the case page's modules are`);
    }
  }
  return ['index.html', ...CASE_PAGE_MODULES.filter((module) => manifest[module])];
}

/** Prints a page's first scripts beside its budget; 0 within it, 1 over. */
function judge({ page, scripts, budgetKib, advice }) {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  console.log(
    `${page} loads ${scripts.length} scripts before it first renders: ${kib(total)} KiB gzip (budget ${budgetKib} KiB)`,
  );
  for (const script of scripts) console.log(`${kib(script.gzipBytes).padStart(8)} KiB  ${script.file}`);
  const room = budgetKib * 1024 - total;
  if (room >= 0) {
    console.log(`Within the budget by ${kib(room)} KiB.`);
    return 0;
  }
  console.error(`Over the budget by ${kib(-room)} KiB: ${advice} (docs/web-performance.md).`);
  return 1;
}

function main() {
  const { values } = parseArgs({
    options: { budget: { type: 'string' }, 'case-budget': { type: 'string' }, dist: { type: 'string' } },
  });
  const dist = resolve(root, values.dist ?? 'apps/web/dist');
  const manifest = readManifest(dist);
  const login = judge({
    page: '/login',
    scripts: measureScripts(dist, manifest, loginEntries(manifest)),
    budgetKib: Number(values.budget ?? BUDGET_KIB),
    advice: 'load what the sign-in page does not need lazily',
  });
  const casePage = judge({
    page: "A case's page (its Overview)",
    scripts: measureScripts(dist, manifest, casePageEntries(manifest)),
    budgetKib: Number(values['case-budget'] ?? CASE_PAGE_BUDGET_KIB),
    advice:
      "load what the case's Overview does not show when its tab is opened (app/routes/case-form-route.tsx)",
  });
  return Math.max(login, casePage);
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
