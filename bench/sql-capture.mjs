// Captures the SQL a request runs, from PostgreSQL's own log, so a benchmark can time exactly
// that SQL alone beside the HTTP call that ran it.
import { readFileSync, statSync } from 'node:fs';

const ENTRY_START = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/m;

/** `$1 = '5', $2 = NULL, $3 = 'it''s'` → ['5', null, "it's"]. */
export function parseParameters(detail) {
  const values = [];
  const pattern = /\$(\d+) = (NULL|'((?:[^']|'')*)')/g;
  for (const match of detail.matchAll(pattern)) {
    values[Number(match[1]) - 1] = match[2] === 'NULL' ? null : match[3].replaceAll("''", "'");
  }
  return values;
}

/**
 * The executed statements in a piece of PostgreSQL's log: text, parameters, and whether the
 * product sent it as a named (prepared) statement, planned once per connection, or as the unnamed
 * one, planned on every run.
 */
export function executedStatements(log) {
  const entries = [];
  let rest = log;
  while (rest.length > 0) {
    const next = rest.slice(1).search(ENTRY_START);
    const end = next === -1 ? rest.length : next + 1;
    entries.push(rest.slice(0, end));
    rest = rest.slice(end);
  }
  const statements = [];
  for (const [index, entry] of entries.entries()) {
    const execute = entry.match(/LOG:\s+duration: [\d.]+ ms\s+execute ([^:/]*)[^:]*: ([\s\S]*)$/);
    if (!execute) continue;
    const detail = entries[index + 1]?.match(/DETAIL:\s+parameters: ([\s\S]*)$/);
    statements.push({
      text: execute[2].trim(),
      values: detail ? parseParameters(detail[1]) : [],
      prepared: execute[1] !== '<unnamed>',
    });
  }
  return statements;
}

/**
 * Waits until the log stops growing: PostgreSQL logs a statement's duration once it has finished,
 * which can be after its client already has the rows (a one-statement request's log line was
 * sometimes not there yet).
 */
async function logSettled(logFile) {
  let size = statSync(logFile).size;
  for (let waited = 0; waited < 1000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = statSync(logFile).size;
    if (now === size) return;
    size = now;
  }
}

/**
 * Logs every statement while `run` runs and answers those that touch `table` (or any of a list of
 * tables, named as drizzle quotes them or bare in a hand-written query). Logging is on
 * only around the call, so the timed runs are not slowed by it. PostgreSQL passes a reload on to
 * the other backends in its own time, so a call made at once can go unlogged (run 21 of
 * 2026-11-28 captured nothing for one list page): then it is called again, up to three times.
 */
export async function captureStatements(adminClient, logFile, table, run) {
  for (let attempt = 1; ; attempt += 1) {
    const statements = await captureOnce(adminClient, logFile, table, run);
    if (statements.length > 0 || attempt === 3) return statements;
  }
}

async function captureOnce(adminClient, logFile, table, run) {
  await adminClient.query('ALTER SYSTEM SET log_min_duration_statement = 0');
  await adminClient.query('SELECT pg_reload_conf()');
  await adminClient.query('SELECT 1');
  const start = statSync(logFile).size;
  try {
    await run();
    await logSettled(logFile);
  } finally {
    await adminClient.query('ALTER SYSTEM RESET log_min_duration_statement');
    await adminClient.query('SELECT pg_reload_conf()');
  }
  // `start` counts bytes: should the log hold multi-byte characters, cut the bytes, then decode.
  const log = readFileSync(logFile).subarray(start).toString('utf8');
  const named = [table].flat().map((name) => new RegExp(`(^|[^a-z_])"?${name}"?($|[^a-z_])`));
  return executedStatements(log).filter((statement) => named.some((pattern) => pattern.test(statement.text)));
}
