// What case_list_blocks' triggers add to a case write: single-case inserts, edits and status
// changes on the largest authority, each statement timed, with the block triggers on and then
// off, every write in a transaction rolled back (the data stays as it was).

const BLOCK_TRIGGERS = ['case_list_blocks_insert', 'case_list_blocks_update'];
const WRITES = 200;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const format = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(2)} / p95 ${percentile(sorted, 95).toFixed(2)} ms`;
};

/** Each kind of write `WRITES` times in one transaction, rolled back: statement times per kind. */
async function timedWrites(db, authorityId, blockTriggers) {
  const times = { insert: [], edit: [], status: [] };
  await db.query('BEGIN');
  try {
    if (!blockTriggers) {
      for (const trigger of BLOCK_TRIGGERS) await db.query(`ALTER TABLE cases DISABLE TRIGGER ${trigger}`);
    }
    const {
      rows: [{ userId }],
    } = await db.query('SELECT min(id) AS "userId" FROM web_users WHERE authority_id = $1', [authorityId]);
    const {
      rows: [{ firstId }],
    } = await db.query('SELECT min(id) AS "firstId" FROM cases WHERE authority_id = $1', [authorityId]);
    const timed = async (kind, text, values) => {
      const started = performance.now();
      await db.query(text, values);
      times[kind].push(performance.now() - started);
    };
    for (let n = 0; n < WRITES; n += 1) {
      await timed(
        'insert',
        `INSERT INTO cases (authority_id, case_number, client_first_name, client_last_name, address_line1, post_code,
           status_id, priority, referral_date, created_by_id, updated_by_id)
         VALUES ($1, 'BNAA-2027-' || lpad($2::text, 5, '0'), 'Ann', $3, '1 High Street', 'LS1 1AA', 1, 'Normal',
           date '2026-06-01', $4, $4)`,
        [authorityId, n + 1, ['Smith', 'Jones', 'Quixley', 'Abbott'][n % 4], userId],
      );
      // Cases spread through the authority, each edited once, then moved on a status.
      const caseId = firstId + n * 499;
      await timed('edit', `UPDATE cases SET description = 'edited', updated_at = now() WHERE id = $1`, [
        caseId,
      ]);
      await timed(
        'status',
        `UPDATE cases SET status_id = 1 + status_id % 11, updated_at = now() WHERE id = $1`,
        [caseId],
      );
    }
  } finally {
    await db.query('ROLLBACK');
  }
  return times;
}

export async function caseWriteCost(db, authorityId, report) {
  // Warm both ways first, then measure each.
  await timedWrites(db, authorityId, true);
  await timedWrites(db, authorityId, false);
  const on = await timedWrites(db, authorityId, true);
  const off = await timedWrites(db, authorityId, false);
  for (const kind of ['insert', 'edit', 'status']) {
    report(
      `case write, ${kind}: with case_list_blocks' triggers ${format(on[kind])}; without ${format(off[kind])}`,
    );
  }
}
