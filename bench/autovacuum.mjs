// What PostgreSQL's autovacuum ran beside a benchmark's timings: a vacuum of `cases` (forty indexes
// at a million rows) takes minutes on a small machine and stalls every call beside it, so a run
// says whether one ran rather than leaving a reader to guess from its p99s.

/** Each table's count of autovacuum and autoanalyze runs so far. */
export async function autovacuumCounts(db) {
  const { rows } = await db.query(
    'SELECT relname, autovacuum_count, autoanalyze_count FROM pg_stat_user_tables',
  );
  return new Map(rows.map((row) => [row.relname, row]));
}

/** The autovacuum and autoanalyze runs since `before` (from autovacuumCounts), and any still running. */
export async function autovacuumSince(db, before) {
  const ran = [];
  for (const [table, now] of await autovacuumCounts(db)) {
    const then = before.get(table);
    if (Number(now.autovacuum_count) > Number(then?.autovacuum_count ?? 0)) ran.push(`${table} vacuumed`);
    if (Number(now.autoanalyze_count) > Number(then?.autoanalyze_count ?? 0)) ran.push(`${table} analyzed`);
  }
  const { rows } = await db.query('SELECT relid::regclass::text AS relname FROM pg_stat_progress_vacuum');
  ran.push(...rows.map((row) => `${row.relname} still being vacuumed`));
  return ran.length === 0 ? 'none' : ran.sort().join(', ');
}
