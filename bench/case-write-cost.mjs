// What the case list's indexes add to a case write (issue 34): single-case inserts, edits and
// status changes on the largest authority, each in a transaction of its own that is rolled back
// (the data stays as it was), timed as the product has them and in a transaction that first drops
// the list's indexes (every `cases_list_*` index and `cases_overdue_next_running_due_idx`). DROP
// INDEX is transactional: rolled back, the indexes are as they were, unbuilt and unchanged, and
// nothing of the run is kept. Each write of one kind is timed with the indexes and without in
// turns, so a change in the machine's speed falls on both. Before the timed write, both kinds of
// transaction read the cases table once, so the table's cache entry, rebuilt after each dropped
// index, is not counted against the write. (Timing many writes in one transaction would make each
// summary row a long chain of versions that every later write walks.)
// Budget: writes at most 20 % dearer than with no list machinery, judged on the p50 ratio.

const WRITES = 200;
const BUDGET_RATIO = 1.2;
const KINDS = ['insert', 'edit', 'status'];
// An unused year, so an insert's case number takes no generated case's number.
const INSERT_YEAR = 2099;

const LIST_INDEXES = `
  SELECT indexname AS name FROM pg_indexes
  WHERE schemaname = current_schema() AND tablename = 'cases'
    AND (indexname LIKE 'cases\\_list\\_%' OR indexname = 'cases_overdue_next_running_due_idx')
  ORDER BY indexname`;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const figures = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const format = ({ p50, p95 }) => `p50 ${p50.toFixed(2)} / p95 ${p95.toFixed(2)} ms`;

const indexCount = async (db) =>
  (await db.query(`SELECT count(*)::int AS n FROM pg_index WHERE indrelid = 'cases'::regclass`)).rows[0].n;

/**
 * One statement in a transaction of its own, rolled back: its time. `dropped` indexes are dropped
 * first in the same transaction (and so come back with the rollback).
 */
async function timedAlone(db, dropped, { text, values }) {
  await db.query('BEGIN');
  try {
    for (const name of dropped) await db.query(`DROP INDEX ${name}`);
    await db.query('SELECT id FROM cases WHERE id = 0');
    const started = performance.now();
    await db.query(text, values);
    return performance.now() - started;
  } finally {
    await db.query('ROLLBACK');
  }
}

/** The three writes of round `n`: an insert with a valid case number, an edit and a status change of one case. */
function writesOf(n, { authorityId, code, userId, firstId }) {
  // Cases spread through the authority.
  const caseId = firstId + n * 499;
  return {
    insert: {
      text: `INSERT INTO cases (authority_id, case_number, client_first_name, client_last_name, address_line1, post_code,
               status_id, priority, referral_date, created_by_id, updated_by_id)
             VALUES ($1, $2, 'Ann', $3, '1 High Street', 'LS1 1AA', 1, 'Normal', date '2026-06-01', $4, $4)`,
      values: [
        authorityId,
        `${code}-${INSERT_YEAR}-${String(n + 1).padStart(5, '0')}`,
        ['Smith', 'Jones', 'Quixley', 'Abbott'][n % 4],
        userId,
      ],
    },
    edit: {
      text: `UPDATE cases SET description = 'edited', updated_at = now() WHERE id = $1`,
      values: [caseId],
    },
    status: {
      text: `UPDATE cases SET status_id = 1 + status_id % 11, updated_at = now() WHERE id = $1`,
      values: [caseId],
    },
  };
}

/** Every write timed with the list's indexes and without, in turns. */
async function timedWrites(db, subject, listIndexes) {
  const times = { with: {}, without: {} };
  for (const kind of KINDS) {
    times.with[kind] = [];
    times.without[kind] = [];
  }
  for (let n = 0; n < WRITES; n += 1) {
    const writes = writesOf(n, subject);
    for (const kind of KINDS) {
      times.with[kind].push(await timedAlone(db, [], writes[kind]));
      times.without[kind].push(await timedAlone(db, listIndexes, writes[kind]));
    }
  }
  return times;
}

/** Whether dropping the indexes in a transaction works, and the rollback brings them back. */
async function droppedAndBack(db, listIndexes) {
  const before = await indexCount(db);
  await db.query('BEGIN');
  let inside;
  try {
    for (const name of listIndexes) await db.query(`DROP INDEX ${name}`);
    inside = await indexCount(db);
  } finally {
    await db.query('ROLLBACK');
  }
  const after = await indexCount(db);
  if (inside !== before - listIndexes.length || after !== before) {
    throw new Error(
      `dropping the list's indexes in a transaction: ${before} indexes, ${inside} inside, ${after} after`,
    );
  }
  return { before, inside };
}

export async function caseWriteCost(db, authorityId, report) {
  const listIndexes = (await db.query(LIST_INDEXES)).rows.map((row) => row.name);
  const { before, inside } = await droppedAndBack(db, listIndexes);
  report(
    `case writes: the list's ${listIndexes.length} indexes (${listIndexes.join(', ')}) dropped inside each "without" transaction (cases has ${before} indexes, ${inside} there; all back after its rollback)`,
  );
  const {
    rows: [subject],
  } = await db.query(
    `SELECT a.id AS "authorityId", a.short_code AS code,
            (SELECT min(id) FROM web_users WHERE authority_id = a.id) AS "userId",
            (SELECT min(id) FROM cases WHERE authority_id = a.id) AS "firstId"
     FROM authorities a WHERE a.id = $1`,
    [authorityId],
  );
  // Warmed first: the same writes, untimed.
  await timedWrites(db, subject, listIndexes);
  const times = await timedWrites(db, subject, listIndexes);
  const results = {};
  for (const kind of KINDS) {
    const withIndexes = figures(times.with[kind]);
    const without = figures(times.without[kind]);
    const ratio = { p50: withIndexes.p50 / without.p50, p95: withIndexes.p95 / without.p95 };
    results[kind] = { with: withIndexes, without, ratio };
    report(
      `case write, ${kind}: with the list's indexes ${format(withIndexes)}; without ${format(without)}; ` +
        `ratio p50 ${ratio.p50.toFixed(2)} / p95 ${ratio.p95.toFixed(2)} (budget ≤ ${BUDGET_RATIO.toFixed(2)}, judged on p50: ${ratio.p50 <= BUDGET_RATIO ? 'met' : 'NOT met'})`,
    );
  }
  const worstRatio = Math.max(...KINDS.map((kind) => results[kind].ratio.p50));
  return { results, worstRatio, met: worstRatio <= BUDGET_RATIO, indexes: listIndexes };
}
