// `npm test`: every suite — unit, API and component tests (Vitest) on the embedded PostgreSQL,
// the API suites again on TEST_DATABASE_URL's server when it is set, then the bundle-size check
// and the browser tests (Playwright in Debian's Chromium) against the built product, and last
// Lighthouse on the sign-in page and the case list. Ends with one summary line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, '.tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const { TEST_DATABASE_URL, ...withoutTestDatabase } = process.env;
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env, readCounts) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  let counts;
  try {
    counts = readCounts(result);
  } catch {
    counts = { passed: 0, failed: 1 };
    console.error(`${title}: no report was written (exit code ${result.status}).`);
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  console.log(`${title}: ${counts.passed} passed, ${counts.failed} failed`);
}

function vitestCounts(file) {
  return () => {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  };
}

function playwrightCounts(file) {
  return () => {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  };
}

/** A check that is one pass or one failure, by its exit code. */
function exitCodeCounts(result) {
  return result.status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

const vitestReport = join(reports, 'vitest.json');
run(
  'Unit, API and component tests (embedded PostgreSQL)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  withoutTestDatabase,
  vitestCounts(vitestReport),
);

if (TEST_DATABASE_URL) {
  const serverReport = join(reports, 'vitest-server.json');
  run(
    'API tests (TEST_DATABASE_URL)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${serverReport}`,
    ],
    process.env,
    vitestCounts(serverReport),
  );
}

console.log('\n=== Building the product for the browser tests ===');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  totals.failed += 1;
  console.error('The build failed, so the browser tests cannot run.');
}

run('Bundle size of /login', 'node', ['scripts/bundle-size.mjs'], process.env, exitCodeCounts);

const playwrightReport = join(reports, 'playwright.json');
run(
  'Browser tests (Chromium)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
  { ...withoutTestDatabase, PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
  playwrightCounts(playwrightReport),
);

// Last, with nothing else running: performance is measured on the machine's own time.
const lighthouseReport = join(reports, 'lighthouse.json');
run(
  'Lighthouse (Chromium, desktop preset)',
  'npx',
  ['playwright', 'test', '--config', 'e2e/lighthouse.config.ts'],
  { ...withoutTestDatabase, PLAYWRIGHT_JSON_OUTPUT_FILE: lighthouseReport },
  playwrightCounts(lighthouseReport),
);

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = totals.failed > 0 ? 1 : 0;
