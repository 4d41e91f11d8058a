// A GET timed over HTTP beside the SQL it ran, alone: the figures every query budget compares.
import { createHash } from 'node:crypto';
import { format, getJson, timedInTurns } from './http-timing.mjs';
import { captureStatements } from './sql-capture.mjs';

/** A name for `text` as a prepared statement of the bench's own connection (one per text). */
const preparedName = (text) => `bench_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;

/**
 * Captures the statements touching `table` that a GET of `url` runs, then times the GET and those
 * statements alone in turns, one of each per sample, so a change in the machine's speed falls on
 * all alike (`samples` of each, 100 unless told). The statements are timed two ways: planned for
 * each call (`sqlAlone`, as an ad hoc client sends them), and as the product runs them
 * (`sqlPrepared`, the product's real floor): those it prepares, prepared once on the bench's
 * connection and executed (after the warm-up, on the plan PostgreSQL settles on, as a pooled
 * connection of the product's does), those it sends unnamed, planned for each call as there.
 */
export async function httpBesideSql({ db, logFile, table, url, token, samples }) {
  const statements = await captureStatements(db, logFile, table, () => getJson(url, token));
  const { http, sqlAlone, sqlPrepared } = await timedInTurns(
    {
      http: () => getJson(url, token),
      sqlAlone: async () => {
        for (const statement of statements)
          await db.query({ text: statement.text, values: statement.values });
      },
      sqlPrepared: async () => {
        for (const statement of statements) {
          const name = statement.prepared ? preparedName(statement.text) : undefined;
          await db.query({ name, text: statement.text, values: statement.values });
        }
      },
    },
    samples,
  );
  const preparedCount = statements.filter((statement) => statement.prepared).length;
  const ratio = http.p95 / sqlPrepared.p95;
  return {
    http,
    sqlAlone,
    sqlPrepared,
    statements,
    text:
      `HTTP ${format(http)}; SQL alone, planned each call ${format(sqlAlone)}; ` +
      `SQL as the product runs it (${preparedCount} of ${statements.length} statements prepared) ${format(sqlPrepared)}; ` +
      `HTTP p95 ${ratio.toFixed(2)}× the prepared SQL's`,
  };
}
