// Contractor performance of the largest authority (100,000 cases) of a generated million-case
// database (docs/contractor-performance.md): the dashboard's table of every contractor over the
// financial year under way and the last one, and one contractor's page, p50/p95/p99 over HTTP, each
// beside the same SQL run alone (captured from PostgreSQL's log).
// Budget: the table's p95 ≤ 50 ms. `npm run bench -- contractors`; BENCH_KEEP_DATA=1 times the
// last run's data again.
// The generated data has quotes with estimates, approved grants and variations, but no status
// history: the insight benchmark gives the largest authority's cases one (kept with the data), so
// run `npm run bench -- insight contractors` for jobs and working days to count anything.
import { join } from 'node:path';
import pg from 'pg';
import { httpBesideSql } from './beside-sql.mjs';
import { impersonate } from './http-timing.mjs';
import { casesInWords, sharedCasesReady, startOnSharedCases } from './million-cases.mjs';
import { reporter } from './report.mjs';

const PORT = 3410;
const PERFORMANCE_BUDGET_MS = 50;
/** What contractor performance reads: its statements are those naming any of these. */
const PERFORMANCE_TABLES = ['contractors', 'case_quotes', 'case_status_history', 'case_grant_variations'];

/** The financial year named by the year it starts in, as the query takes it. */
const yearOf = (year) => `from=${year}-04-01&to=${year + 1}-03-31`;

export async function benchContractors() {
  const server = await startOnSharedCases({ port: PORT });
  const { dataDir, databaseUrl } = server;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { lines, report } = reporter();
  try {
    const largest = await sharedCasesReady({ db, url: databaseUrl, report });
    // An authority ADMIN of the largest authority reads it: its first user made one.
    const {
      rows: [adminUser],
    } = await db.query(
      `UPDATE web_users SET role = 'ADMIN' WHERE id = (SELECT min(id) FROM web_users WHERE authority_id = $1) RETURNING id`,
      [largest.id],
    );
    const {
      rows: [counts],
    } = await db.query(
      `SELECT (SELECT count(*)::int FROM contractors WHERE authority_id = $1) AS contractors,
              (SELECT count(*)::int FROM case_quotes WHERE authority_id = $1) AS quotes,
              (SELECT count(*)::int FROM case_quotes WHERE authority_id = $1 AND estimated_working_days IS NOT NULL) AS estimated,
              (SELECT count(*)::int FROM case_grants WHERE authority_id = $1 AND state = 'APPROVED') AS approved,
              (SELECT count(*)::int FROM case_grant_variations WHERE authority_id = $1 AND state = 'APPROVED') AS variations,
              (SELECT count(*)::int FROM case_status_history WHERE authority_id = $1 AND to_status_id IN (6, 8)) AS milestones`,
      [largest.id],
    );
    const {
      rows: [busiest],
    } = await db.query(
      `SELECT contractor_id FROM case_quotes WHERE authority_id = $1 GROUP BY contractor_id ORDER BY count(*) DESC, contractor_id LIMIT 1`,
      [largest.id],
    );
    report(
      `largest authority ${largest.short_code}: ${largest.cases} cases, ${counts.contractors} contractors, ` +
        `${counts.quotes} quotes (${counts.estimated} with an estimate), ${counts.approved} approved grants, ` +
        `${counts.variations} approved variations, ${counts.milestones} Works ordered or completed changes`,
    );
    if (counts.milestones === 0) {
      report(
        'no Works ordered or completed changes in the data (run the insight benchmark first): ' +
          'jobs and their working days count nothing',
      );
    }
    const adminToken = await impersonate(server.url, adminUser.id);
    const logFile = join(dataDir, 'postgres.log');

    async function scenario(label, path) {
      const { http, sqlAlone, sqlPrepared, text } = await httpBesideSql({
        db,
        logFile,
        table: PERFORMANCE_TABLES,
        url: `${server.url}${path}`,
        token: adminToken,
      });
      report(`${label}: ${text}`);
      return { label, http, sqlAlone, sqlPrepared };
    }

    const tables = [
      await scenario(
        'every contractor: 2026/27, the year under way',
        `/api/contractors/performance?${yearOf(2026)}`,
      ),
      await scenario('every contractor: 2025/26', `/api/contractors/performance?${yearOf(2025)}`),
    ];
    if (busiest) {
      await scenario(
        'the busiest contractor, 2026/27 (no budget)',
        `/api/contractors/${busiest.contractor_id}/performance?${yearOf(2026)}`,
      );
    }
    const worst = Math.max(...tables.map((result) => result.http.p95));
    return {
      name: `contractor performance on the largest authority of ${casesInWords}`,
      budget: `every contractor's performance p95 ≤ ${PERFORMANCE_BUDGET_MS} ms`,
      summary: `worst p95 ${worst.toFixed(1)} ms (budget ${worst <= PERFORMANCE_BUDGET_MS ? 'met' : 'NOT met'})`,
      lines,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}
