// The product killed with SIGKILL (it and its PostgreSQL, as a power cut would) while officers
// add cases concurrently, then started again on the same data: every case whose creation was
// acknowledged is there, and no case is half written (each has its history, its audit entry,
// and the summaries and case numbers agree with the rows). `npm run bench -- faults`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { officerOfNewAuthority, productDatabaseUrl, root, startProduct } from './product-server.mjs';
import { reporter } from './report.mjs';

const PORT = 3370;
const NAME = 'faults';
const WRITERS = 16;
const KILL_AFTER_MS = 2_000;

/** Adds cases one after another until the server stops answering; answers the acknowledged ones. */
async function addCasesUntilKilled(url, token, writer) {
  const acknowledged = [];
  for (let n = 0; ; n += 1) {
    try {
      const response = await fetch(`${url}/api/case/add`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          clientFirstName: `Writer${writer}`,
          clientLastName: `Case${n}`,
          addressLine1: `${n} Fault Lane`,
          postCode: 'LS1 1AA',
          estimatedCostPence: 100 * n,
        }),
      });
      if (response.status !== 200) throw new Error(`add answered ${response.status}`);
      acknowledged.push((await response.json()).data);
    } catch {
      return acknowledged;
    }
  }
}

async function connect() {
  const db = new pg.Client({ connectionString: productDatabaseUrl({ port: PORT, name: NAME }) });
  await db.connect();
  return db;
}

/** Rows that break the rules a complete write keeps; each query answers the offending rows. */
const HALF_WRITTEN = {
  'cases without a status history': `SELECT c.id FROM cases c WHERE NOT EXISTS (SELECT FROM case_status_history h WHERE h.case_id = c.id)`,
  'cases without their audit entry': `SELECT c.id FROM cases c WHERE c.created_by_id IS NOT NULL AND NOT EXISTS (SELECT FROM audit_log a WHERE a.action = 'case.create' AND a.entity_id = c.id::text)`,
  'case counts that disagree with the cases': `
    SELECT authority_id, status_id, assigned_officer_id FROM (
      SELECT authority_id, status_id, assigned_officer_id, count(*)::int AS n FROM cases WHERE deleted_at IS NULL GROUP BY 1, 2, 3
    ) actual FULL JOIN (SELECT * FROM case_counts WHERE cases <> 0) counted USING (authority_id, status_id, assigned_officer_id)
    WHERE actual.n IS DISTINCT FROM counted.cases`,
  'case number sequences with gaps or overruns': `
    SELECT s.authority_id, s.year FROM case_number_sequences s
    WHERE s.last_value <> (SELECT count(*) FROM cases c WHERE c.authority_id = s.authority_id
      AND c.case_number LIKE '%-' || s.year || '-%')`,
};

export async function benchFaults() {
  let server = await startProduct({ port: PORT, name: NAME });
  let db;
  const { lines, report } = reporter();
  try {
    const { authorityId, token } = await officerOfNewAuthority(server.url, { shortCode: 'FLT' });
    const writers = Array.from({ length: WRITERS }, (_, writer) =>
      addCasesUntilKilled(server.url, token, writer),
    );
    await new Promise((resolve) => setTimeout(resolve, KILL_AFTER_MS));
    // The product and its PostgreSQL at the same moment: pg_ctl starts PostgreSQL in a session of
    // its own, so the product's process group does not hold it.
    const postmasterPid = Number(
      readFileSync(join(root, `.tmp/bench-${NAME}-data/postgres/postmaster.pid`), 'utf8').split('\n')[0],
    );
    process.kill(postmasterPid, 'SIGKILL');
    await server.kill();
    const acknowledged = (await Promise.all(writers)).flat();
    report(
      `killed (SIGKILL to the product and its PostgreSQL) after ${KILL_AFTER_MS} ms of ${WRITERS} officers adding cases: ${acknowledged.length} creations acknowledged`,
    );

    const started = performance.now();
    server = await startProduct({ port: PORT, name: NAME, keepData: true });
    report(
      `started again on the same data in ${((performance.now() - started) / 1000).toFixed(1)} s (PostgreSQL recovered from its log)`,
    );
    db = await connect();
    const { rows: stored } = await db.query('SELECT id, case_number FROM cases WHERE authority_id = $1', [
      authorityId,
    ]);
    const storedNumbers = new Map(stored.map((row) => [row.id, row.case_number]));
    const lost = acknowledged.filter((saved) => storedNumbers.get(saved.id) !== saved.caseNumber);
    report(
      `${stored.length} cases stored: every acknowledged one ${lost.length === 0 ? 'is there' : `but ${lost.length} (LOST)`}, and ${stored.length - acknowledged.length} more that committed as the server died`,
    );
    let broken = lost.length;
    for (const [rule, query] of Object.entries(HALF_WRITTEN)) {
      const { rows } = await db.query(query);
      broken += rows.length;
      report(`${rule}: ${rows.length}`);
    }
    return {
      name: 'SIGKILL during concurrent case creation',
      budget: 'no acknowledged write lost, no half-written case',
      summary:
        broken === 0
          ? `${acknowledged.length} acknowledged, none lost, none half written`
          : `${broken} problems`,
      lines,
    };
  } finally {
    await db?.end().catch(() => {});
    await server.stop().catch(() => {});
  }
}
