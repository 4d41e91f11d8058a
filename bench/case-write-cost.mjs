// What case_list_blocks' triggers add to a case write: single-case inserts, edits and status
// changes on the largest authority, each in a transaction of its own that is rolled back (the
// data stays as it was), timed with the block triggers on and then off. Off, they are disabled
// for the run and enabled again after it, whatever happens: no write of the run is kept, so the
// blocks stay exact. (Altering them inside each transaction would make every write re-plan the
// triggers; timing many writes in one transaction makes each summary row a long chain of
// versions that every later write walks.)

const BLOCK_TRIGGERS = ['case_list_blocks_insert', 'case_list_blocks_update'];
const WRITES = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const format = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} / p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

/** One statement in a transaction of its own, rolled back: its time. */
async function timedAlone(db, text, values) {
  await db.query('BEGIN');
  try {
    const started = performance.now();
    await db.query(text, values);
    return performance.now() - started;
  } finally {
    await db.query('ROLLBACK');
  }
}

async function timedWrites(db, authorityId) {
  const times = { insert: [], edit: [], status: [] };
  const {
    rows: [{ userId }],
  } = await db.query('SELECT min(id) AS "userId" FROM web_users WHERE authority_id = $1', [authorityId]);
  const {
    rows: [{ firstId }],
  } = await db.query('SELECT min(id) AS "firstId" FROM cases WHERE authority_id = $1', [authorityId]);
  for (let n = 0; n < WRITES; n += 1) {
    times.insert.push(
      await timedAlone(
        db,
        `INSERT INTO cases (authority_id, case_number, client_first_name, client_last_name, address_line1, post_code,
           status_id, priority, referral_date, created_by_id, updated_by_id)
         VALUES ($1, 'BNAA-2027-' || lpad($2::text, 5, '0'), 'Ann', $3, '1 High Street', 'LS1 1AA', 1, 'Normal',
           date '2026-06-01', $4, $4)`,
        [authorityId, n + 1, ['Smith', 'Jones', 'Quixley', 'Abbott'][n % 4], userId],
      ),
    );
    // Cases spread through the authority.
    const caseId = firstId + n * 499;
    times.edit.push(
      await timedAlone(db, `UPDATE cases SET description = 'edited', updated_at = now() WHERE id = $1`, [
        caseId,
      ]),
    );
    times.status.push(
      await timedAlone(
        db,
        `UPDATE cases SET status_id = 1 + status_id % 11, updated_at = now() WHERE id = $1`,
        [caseId],
      ),
    );
  }
  return times;
}

/** The writes timed with the block triggers off, then on again. */
async function timedWithoutBlocks(db, authorityId) {
  for (const trigger of BLOCK_TRIGGERS) await db.query(`ALTER TABLE cases DISABLE TRIGGER ${trigger}`);
  try {
    await timedWrites(db, authorityId);
    return await timedWrites(db, authorityId);
  } finally {
    for (const trigger of BLOCK_TRIGGERS) await db.query(`ALTER TABLE cases ENABLE TRIGGER ${trigger}`);
  }
}

export async function caseWriteCost(db, authorityId, report) {
  const off = await timedWithoutBlocks(db, authorityId);
  // Warmed first, as the other was.
  await timedWrites(db, authorityId);
  const on = await timedWrites(db, authorityId);
  for (const kind of ['insert', 'edit', 'status']) {
    report(
      `case write, ${kind}: with case_list_blocks' triggers ${format(on[kind])}; without ${format(off[kind])}`,
    );
  }
}
