// The one generated database the million-case benchmarks (cases, insight, alarms, startup) share:
// generated once a run (at most), or kept from an earlier run with BENCH_KEEP_DATA=1, in
// .tmp/bench-<BENCH_CASES>-cases-data. BENCH_CASES (1,000,000 unless set) makes it smaller, to
// try a change to a benchmark before the hour a million cases take.
import { generateClocks, generateData, generateGrants, generatePayments } from './generate-data.mjs';
import { dataDirOf, startProduct } from './product-server.mjs';

function casesSetting(value = '1000000') {
  const cases = Number(value.replaceAll('_', ''));
  if (!Number.isSafeInteger(cases) || cases < 1000) {
    throw new Error(`BENCH_CASES must be a whole number of at least 1000 (it is "${value}")`);
  }
  return cases;
}

export const BENCH_CASES = casesSetting(process.env.BENCH_CASES);
const keepData = process.env.BENCH_KEEP_DATA === '1';
const SHARED_NAME = `${BENCH_CASES}-cases`;
export const sharedDataDir = dataDirOf(SHARED_NAME);

/** Set once this run has the cases (generated, or found kept): later benchmarks start on them. */
let readyThisRun = false;
let generatedThisRun = false;

/**
 * The product on the shared cases: those kept (BENCH_KEEP_DATA=1) or made earlier in this run,
 * else on a fresh data directory, for `sharedCasesReady` to fill.
 */
export function startOnSharedCases({ port, env = {} }) {
  return startProduct({ port, name: SHARED_NAME, env, keepData: keepData || readyThisRun });
}

/** Clocks for the bench cases unless the largest authority has them already (data of an older run). */
async function clocksReady({ db, url, largest, report }) {
  const {
    rows: [{ stopped }],
  } = await db.query(
    'SELECT count(*)::int AS stopped FROM case_clocks WHERE authority_id = $1 AND stopped_at IS NOT NULL',
    [largest.id],
  );
  if (stopped >= largest.cases / 10) return;
  const started = performance.now();
  await generateClocks({ url });
  report(`generated the cases' clocks in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Grants for the bench cases unless the largest authority has them already (data of an older run). */
async function grantsReady({ db, url, largest, report }) {
  const {
    rows: [{ grants }],
  } = await db.query('SELECT count(*)::int AS grants FROM case_grants WHERE authority_id = $1', [largest.id]);
  if (grants > 0) return;
  const started = performance.now();
  await generateGrants({ url });
  report(`generated the cases' grants in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Variations, payments and allocations for the bench grants unless the largest authority has them. */
async function paymentsReady({ db, url, largest, report }) {
  const {
    rows: [{ payments }],
  } = await db.query('SELECT count(*)::int AS payments FROM case_payments WHERE authority_id = $1', [
    largest.id,
  ]);
  if (payments > 0) return;
  const started = performance.now();
  await generatePayments({ url });
  report(
    `generated the grants' variations and payments in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/**
 * The cases a benchmark times, on the product `startOnSharedCases` started: those already there,
 * else BENCH_CASES newly generated (a tenth of them in the largest authority). Answers the
 * largest authority (id, short_code, cases).
 */
export async function sharedCasesReady({ db, url, report }) {
  const {
    rows: [{ existing }],
  } = await db.query('SELECT count(*)::int AS existing FROM cases');
  if (existing > 0) {
    report(
      `timing the ${existing.toLocaleString('en-GB')} cases ${generatedThisRun ? 'generated earlier in this run' : 'of an earlier run'} (and what earlier benchmarks added to them)`,
    );
  } else {
    const started = performance.now();
    await generateData({ url, totalCases: BENCH_CASES, largestAuthorityCases: Math.round(BENCH_CASES / 10) });
    const {
      rows: [{ generated }],
    } = await db.query('SELECT count(*)::int AS generated FROM cases');
    generatedThisRun = true;
    report(
      `generated ${generated.toLocaleString('en-GB')} cases in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  }
  const {
    rows: [largest],
  } = await db.query(
    `SELECT a.id, a.short_code, count(*)::int AS cases FROM authorities a JOIN cases c ON c.authority_id = a.id
     GROUP BY a.id ORDER BY count(*) DESC, a.id LIMIT 1`,
  );
  await clocksReady({ db, url, largest, report });
  await grantsReady({ db, url, largest, report });
  await paymentsReady({ db, url, largest, report });
  readyThisRun = true;
  return largest;
}

/** How the summaries name the shared cases: "a million cases" unless BENCH_CASES says otherwise. */
export const casesInWords =
  BENCH_CASES === 1_000_000
    ? 'a million cases'
    : `${BENCH_CASES.toLocaleString('en-GB')} cases (BENCH_CASES)`;
