// The authority dashboard and the Excel export on the largest authority (100,000 cases) of a
// generated million-case database: chart list and user summary p50/p95/p99 over HTTP, each beside
// the same SQL run alone (captured from PostgreSQL's log); the export of all 100,000 cases, its
// time to the last byte and the peak resident memory of every process of its `npm start`
// meanwhile; and, with no budget of its own yet, the clocks' performance figures (twelve months'
// stops per clock, officer and contractor).
// Budgets: chart list and user summary p95 ≤ 20 ms; export ≤ 4 s with the server's peak RSS ≤ 200 MB
// (judged on the server process, where the export runs; npm start's launcher is reported beside it).
// `npm run bench -- insight`; BENCH_KEEP_DATA=1 times the last run's data again.
import { join } from 'node:path';
import pg from 'pg';
import { autovacuumCounts, autovacuumSince } from './autovacuum.mjs';
import { httpBesideSql } from './beside-sql.mjs';
import { format, getJson, impersonate, timed } from './http-timing.mjs';
import { casesInWords, sharedCasesReady, startOnSharedCases } from './million-cases.mjs';
import { samplePeakRss } from './process-memory.mjs';
import { reporter } from './report.mjs';

const PORT = 3370;
const EXPORT_RUNS = 3;

/**
 * The generator's cases are all opened today with no history. The dashboard reads when cases were
 * opened and how long they waited in each status, so the largest authority's cases are given a
 * past: opened over the last eighteen months, each having gone through the statuses before its
 * own, evenly spaced up to now. Written in bulk with the summary's triggers off, then the summary
 * rebuilt for the authority as migration 0015 builds it.
 */
async function giveCasesAPast(db, authorityId) {
  await db.query('BEGIN');
  await db.query('ALTER TABLE cases DISABLE TRIGGER case_insight_update');
  await db.query('ALTER TABLE case_status_history DISABLE TRIGGER case_insight_history_insert');
  await db.query(
    `UPDATE cases SET created_at = now() - ((id * 7919) % 540) * interval '1 day' - ((id * 31) % 86400) * interval '1 second'
     WHERE authority_id = $1`,
    [authorityId],
  );
  await db.query(
    `INSERT INTO case_status_history (authority_id, case_id, from_status_id, to_status_id, changed_by_id, changed_at)
     SELECT c.authority_id, c.id, lag(step.status) OVER (PARTITION BY c.id ORDER BY step.n), step.status,
            c.created_by_id, c.created_at + (now() - c.created_at) * (step.n - 1) / cardinality(path.statuses)
     FROM cases c,
          LATERAL (SELECT CASE c.status_id
                            WHEN 9 THEN ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9]
                            WHEN 10 THEN ARRAY[1, 2, 3, 10]
                            WHEN 11 THEN ARRAY[1, 2, 11]
                            ELSE (SELECT array_agg(g ORDER BY g) FROM generate_series(1, c.status_id) g)
                          END AS statuses) AS path,
          LATERAL unnest(path.statuses) WITH ORDINALITY AS step(status, n)
     WHERE c.authority_id = $1`,
    [authorityId],
  );
  await db.query('ALTER TABLE cases ENABLE TRIGGER case_insight_update');
  await db.query('ALTER TABLE case_status_history ENABLE TRIGGER case_insight_history_insert');
  await db.query('DELETE FROM case_insight_counts WHERE authority_id = $1', [authorityId]);
  await db.query(
    `SELECT case_insight_apply('{}', '{}', (SELECT array_agg(c ORDER BY c.id) FROM cases c WHERE c.authority_id = $1), '{}')`,
    [authorityId],
  );
  await db.query('COMMIT');
  await db.query('VACUUM ANALYZE cases, case_status_history, case_insight_counts');
}

/**
 * Downloads `url` to the last byte, counting bytes: time in s, size in MB, and the product's peak
 * RSS meanwhile, of all the processes of its `npm start` and of the server alone.
 */
async function download(url, token, serverPid) {
  const before = samplePeakRss(serverPid).stop();
  const sampler = samplePeakRss(serverPid);
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += chunk.length;
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds,
    megabytes: bytes / 1024 / 1024,
    rssBefore: before,
    peakRss: sampler.stop(),
    type: response.headers.get('content-type'),
  };
}

export async function benchInsight() {
  const server = await startOnSharedCases({ port: PORT });
  const { dataDir, databaseUrl } = server;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { lines, report } = reporter();
  try {
    const largest = await sharedCasesReady({ db, url: databaseUrl, report });
    const {
      rows: [{ histories }],
    } = await db.query('SELECT count(*)::int AS histories FROM case_status_history WHERE authority_id = $1', [
      largest.id,
    ]);
    if (histories === 0) {
      const started = performance.now();
      await giveCasesAPast(db, largest.id);
      report(
        `gave the largest authority's cases a past in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }
    const {
      rows: [adminUser],
    } = await db.query(
      `UPDATE web_users SET role = 'ADMIN' WHERE id = (SELECT min(id) FROM web_users WHERE authority_id = $1) RETURNING id`,
      [largest.id],
    );
    const {
      rows: [officer],
    } = await db.query(
      `SELECT assigned_officer_id AS id, count(*)::int AS cases FROM cases WHERE authority_id = $1 AND assigned_officer_id <> $2
       GROUP BY assigned_officer_id ORDER BY count(*) DESC LIMIT 1`,
      [largest.id, adminUser.id],
    );
    const adminToken = await impersonate(server.url, adminUser.id);
    const officerToken = await impersonate(server.url, officer.id);
    const logFile = join(dataDir, 'postgres.log');
    const autovacuumBefore = await autovacuumCounts(db);
    report(
      `largest authority ${largest.short_code}: ${largest.cases} cases; its busiest officer has ${officer.cases}`,
    );

    /** Times a GET over HTTP beside the SQL it ran, alone. */
    async function scenario(label, token, path, query = {}, { table = 'case_insight_counts', samples } = {}) {
      const url = `${server.url}${path}?${new URLSearchParams(query)}`;
      const { http, sqlAlone, sqlPrepared, text } = await httpBesideSql({
        db,
        logFile,
        table,
        url,
        token,
        samples,
      });
      report(`${label}: ${text}`);
      return { label, http, sqlAlone, sqlPrepared };
    }

    const chart = '/api/case/chartList/';
    const results = [
      await scenario('chart list: whole authority (ADMIN)', adminToken, chart),
      await scenario('chart list: two statuses', adminToken, chart, { ApplicationStatusMasterIds: '3,4' }),
      await scenario('chart list: one officer, NULLs for the rest', adminToken, chart, {
        OfficerId: String(officer.id),
        ContractorId: 'NULL',
        SearchTerm: 'NULL',
      }),
      await scenario('chart list: 24 months', adminToken, chart, {
        MonthFrom: '2024-12',
        MonthTo: '2026-11',
      }),
      await scenario("chart list: an officer's own", officerToken, chart),
      await scenario(
        'user summary: the ADMIN about the busiest officer',
        adminToken,
        `/api/case/user-summary/${largest.id}/${officer.id}`,
      ),
      await scenario(
        'user summary: the busiest officer about themselves',
        officerToken,
        `/api/case/user-summary/${largest.id}/${officer.id}`,
      ),
    ];
    // No budget of its own yet: each clock's outcomes per month, officer and contractor over the
    // last twelve months (the dashboard's Timescales), read from case_clocks and the cases.
    const clockPerformance = '/api/case/clockPerformance/';
    const clockOptions = { table: 'case_clocks', samples: 20 };
    for (const [label, token] of [
      ['clock performance: whole authority (ADMIN), twelve months (no budget)', adminToken],
      ["clock performance: an officer's own, twelve months (no budget)", officerToken],
    ]) {
      await scenario(label, token, clockPerformance, {}, clockOptions);
    }
    report(`autovacuum beside the timed calls: ${await autovacuumSince(db, autovacuumBefore)}`);
    // Outside the budget: a filter the summary is not keyed by reads the cases themselves.
    const fromCases = await timed(
      () => getJson(`${server.url}${chart}?${new URLSearchParams({ ContractorId: '1' })}`, adminToken),
      10,
    ).catch(() => null);
    if (fromCases)
      report(`chart list: by contractor, read from the cases (no budget): HTTP ${format(fromCases)}`);

    const exports = [];
    for (let run = 0; run < EXPORT_RUNS; run += 1) {
      exports.push(
        await download(
          `${server.url}/api/caseexcel/list?SortCol=ClientName&SortDir=asc`,
          adminToken,
          server.pid,
        ),
      );
    }
    const {
      rows: [audited],
    } = await db.query(
      "SELECT (after->>'rows')::int AS rows FROM audit_log WHERE action = 'case.export' ORDER BY id DESC LIMIT 1",
    );
    for (const [index, run] of exports.entries()) {
      report(
        `export ${index + 1}: ${audited.rows.toLocaleString('en-GB')} cases, ${run.megabytes.toFixed(1)} MB ${run.type} in ${run.seconds.toFixed(2)} s; ` +
          `peak RSS ${run.peakRss.totalMb.toFixed(0)} MB in all (${run.peakRss.processes.join(', ')}), the server alone ${run.peakRss.largestMb.toFixed(0)} MB; ` +
          `${run.rssBefore.totalMb.toFixed(0)} MB in all before (the server alone ${run.rssBefore.largestMb.toFixed(0)} MB)`,
      );
    }
    const worstChart = Math.max(...results.filter((r) => r.label.startsWith('chart')).map((r) => r.http.p95));
    const worstSummary = Math.max(
      ...results.filter((r) => r.label.startsWith('user')).map((r) => r.http.p95),
    );
    const slowestExport = Math.max(...exports.map((run) => run.seconds));
    const peakRss = Math.max(...exports.map((run) => run.peakRss.totalMb));
    const peakServerRss = Math.max(...exports.map((run) => run.peakRss.largestMb));
    return {
      name: `dashboard and export on the largest authority of ${casesInWords}`,
      budget:
        'chart list and user summary p95 ≤ 20 ms; export of 100,000 cases ≤ 4 s, peak RSS of the server process ≤ 200 MB',
      // Neither the dashboard nor the export keeps answers in memory: no cache to turn off.
      summary:
        `worst chart list p95 ${worstChart.toFixed(1)} ms, worst user summary p95 ${worstSummary.toFixed(1)} ms (no cache); ` +
        `export of ${audited.rows.toLocaleString('en-GB')} cases ≤ ${slowestExport.toFixed(2)} s, ` +
        `peak RSS of the server ${peakServerRss.toFixed(0)} MB (${peakRss.toFixed(0)} MB with npm start's launcher and shell): ` +
        `memory budget ${peakServerRss <= 200 ? 'met' : 'NOT met'}`,
      lines,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}
