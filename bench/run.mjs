// `npm run bench`: runs each benchmark (or those named: `npm run bench -- auth`) and prints its
// figures for bench/RESULTS.md. A name that is not a benchmark's stops it before anything runs.
import { benchAlarms } from './alarms.mjs';
import { benchAuthThroughput } from './auth-throughput.mjs';
import { benchBulkActions } from './bulk-actions.mjs';
import { benchCasePage } from './case-page.mjs';
import { benchCaseQueries } from './case-queries.mjs';
import { benchContractors } from './contractors.mjs';
import { benchDatabaseRestart } from './database-restart.mjs';
import { benchFaults } from './faults.mjs';
import { benchInjectionScan } from './injection-scan.mjs';
import { benchInsight } from './insight.mjs';
import { benchLoad } from './load.mjs';
import { benchSpend } from './spend.mjs';
import { benchStartup } from './startup.mjs';
import { benchWriteConcurrency } from './write-concurrency.mjs';

const BENCHMARKS = {
  startup: benchStartup,
  auth: benchAuthThroughput,
  cases: benchCaseQueries,
  insight: benchInsight,
  alarms: benchAlarms,
  spend: benchSpend,
  'case-page': benchCasePage,
  contractors: benchContractors,
  writes: benchWriteConcurrency,
  injection: benchInjectionScan,
  faults: benchFaults,
  restart: benchDatabaseRestart,
  load: benchLoad,
  bulk: benchBulkActions,
};
const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !Object.hasOwn(BENCHMARKS, name));
if (unknown.length > 0) {
  console.error(
    `No benchmark is called ${unknown.map((name) => `"${name}"`).join(' or ')}. The benchmarks: ${Object.keys(BENCHMARKS).join(', ')}.`,
  );
  process.exit(2);
}
for (const [name, bench] of Object.entries(BENCHMARKS)) {
  if (chosen.length > 0 && !chosen.includes(name)) continue;
  const result = await bench();
  console.log(`${result.name}: ${result.summary} (budget ${result.budget})`);
}
