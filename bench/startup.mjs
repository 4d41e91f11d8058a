// Time from `npm start` (already built, data present) until /api/health answers, on an empty
// database and on the million-case data the other benchmarks share. Budget: ≤ 3 s, judged on
// the million cases.
import { join } from 'node:path';
import pg from 'pg';
import { casesInWords, sharedCasesReady, sharedDataDir, startOnSharedCases } from './million-cases.mjs';
import { dataDirOf, removeDataDir, root, spawnProduct, waitForHealth } from './product-server.mjs';
import { reporter } from './report.mjs';

const PORT = 3310;
const RUNS = 5;

/** One start on `dataDir`, timed to the first healthy answer, then stopped (all of it). */
async function startOnce(dataDir) {
  const started = performance.now();
  const product = spawnProduct({ port: PORT, dataDir, logFile: join(root, '.tmp/bench-startup-server.log') });
  const exitedEarly = product.exited.then((code) => {
    throw new Error(`the server exited (${code}) before it was ready: see .tmp/bench-startup-server.log`);
  });
  exitedEarly.catch(() => {});
  await Promise.race([waitForHealth(`http://127.0.0.1:${PORT}`, Date.now() + 60_000), exitedEarly]);
  const elapsed = performance.now() - started;
  await product.stop();
  return elapsed;
}

/** RUNS timed starts on `dataDir` after one untimed (which creates or migrates it): median and max in ms. */
async function timedStarts(dataDir) {
  await startOnce(dataDir);
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push(await startOnce(dataDir));
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)], max: times[RUNS - 1] };
}

/** The shared cases, generated (with their clocks) unless this run or BENCH_KEEP_DATA has them. */
async function sharedCasesThere(report) {
  const server = await startOnSharedCases({ port: PORT });
  const db = new pg.Client({ connectionString: server.databaseUrl });
  await db.connect();
  try {
    return await sharedCasesReady({ db, url: server.databaseUrl, report });
  } finally {
    await db.end();
    await server.stop();
  }
}

export async function benchStartup() {
  const { lines, report } = reporter();
  const emptyDir = dataDirOf('startup');
  removeDataDir(emptyDir);
  const empty = await timedStarts(emptyDir);
  report(
    `empty database: median ${empty.median.toFixed(0)} ms, max ${empty.max.toFixed(0)} ms (${RUNS} starts)`,
  );
  await sharedCasesThere(report);
  const full = await timedStarts(sharedDataDir);
  report(
    `${casesInWords}: median ${full.median.toFixed(0)} ms, max ${full.max.toFixed(0)} ms (${RUNS} starts)`,
  );
  return {
    name: 'server ready from npm start',
    budget: `≤ 3000 ms (judged on ${casesInWords})`,
    summary:
      `on ${casesInWords} median ${full.median.toFixed(0)} ms, max ${full.max.toFixed(0)} ms: budget ${full.max <= 3000 ? 'met' : 'NOT met'}; ` +
      `on an empty database median ${empty.median.toFixed(0)} ms, max ${empty.max.toFixed(0)} ms`,
    lines,
  };
}
