// The money of the largest authority (100,000 cases) of a generated million-case database
// (docs/spend.md, docs/payments.md): the Spend view of the year under way and of the last one,
// the "Payments to authorise" list and a case's payments, p50/p95/p99 over HTTP, each beside the
// same SQL run alone (captured from PostgreSQL's log).
// Budget: the Spend view p95 ≤ 50 ms. `npm run bench -- spend`; BENCH_KEEP_DATA=1 times the last
// run's data again.
import { join } from 'node:path';
import pg from 'pg';
import { httpBesideSql } from './beside-sql.mjs';
import { impersonate } from './http-timing.mjs';
import { casesInWords, sharedCasesReady, startOnSharedCases } from './million-cases.mjs';
import { reporter } from './report.mjs';

const PORT = 3380;
const SPEND_BUDGET_MS = 50;
/** What the Spend view reads: its statements are those naming any of these. */
const SPEND_TABLES = [
  'case_payments',
  'case_grants',
  'case_grant_variations',
  'case_works',
  'authority_allocations',
  'authority_allocation_changes',
];

export async function benchSpend() {
  const server = await startOnSharedCases({ port: PORT });
  const { dataDir, databaseUrl } = server;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { lines, report } = reporter();
  try {
    const largest = await sharedCasesReady({ db, url: databaseUrl, report });
    // The authoriser of the bench's payments (generatePayments): the first user of the authority.
    const {
      rows: [adminUser],
    } = await db.query(
      `UPDATE web_users SET role = 'ADMIN' WHERE id = (SELECT min(id) FROM web_users WHERE authority_id = $1) RETURNING id`,
      [largest.id],
    );
    const {
      rows: [counts],
    } = await db.query(
      `SELECT count(*)::int AS payments, count(*) FILTER (WHERE state = 'PAID')::int AS paid,
              count(*) FILTER (WHERE state = 'REQUESTED')::int AS requested,
              (SELECT count(*)::int FROM case_grants WHERE authority_id = $1 AND state = 'APPROVED') AS approved
       FROM case_payments WHERE authority_id = $1`,
      [largest.id],
    );
    const {
      rows: [paidCase],
    } = await db.query(
      `SELECT case_id FROM case_payments WHERE authority_id = $1 GROUP BY case_id ORDER BY count(*) DESC, case_id LIMIT 1`,
      [largest.id],
    );
    report(
      `largest authority ${largest.short_code}: ${largest.cases} cases, ${counts.approved} approved grants, ` +
        `${counts.payments} payments (${counts.paid} paid, ${counts.requested} awaiting authorisation)`,
    );
    const adminToken = await impersonate(server.url, adminUser.id);
    const logFile = join(dataDir, 'postgres.log');

    async function scenario(label, path, table) {
      const { http, sqlAlone, sqlPrepared, text } = await httpBesideSql({
        db,
        logFile,
        table,
        url: `${server.url}${path}`,
        token: adminToken,
      });
      report(`${label}: ${text}`);
      return { label, http, sqlAlone, sqlPrepared };
    }

    const spendViews = [
      await scenario('Spend view: 2026/27, the year under way', '/api/spend/2026', SPEND_TABLES),
      await scenario('Spend view: 2025/26', '/api/spend/2025', SPEND_TABLES),
    ];
    await scenario('Payments to authorise (no budget)', '/api/payments/to-authorise', 'case_payments');
    if (paidCase) {
      await scenario(
        "a case's payments (no budget)",
        `/api/case/${paidCase.case_id}/payments`,
        'case_payments',
      );
    }
    const worst = Math.max(...spendViews.map((result) => result.http.p95));
    return {
      name: `spend and payments on the largest authority of ${casesInWords}`,
      budget: `Spend view p95 ≤ ${SPEND_BUDGET_MS} ms`,
      summary: `worst Spend view p95 ${worst.toFixed(1)} ms (budget ${worst <= SPEND_BUDGET_MS ? 'met' : 'NOT met'})`,
      lines,
    };
  } finally {
    await db.end();
    await server.stop();
  }
}
