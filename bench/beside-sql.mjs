// A GET timed over HTTP beside the SQL it ran, alone: the figures every query budget compares.
import { format, getJson, timedInTurns } from './http-timing.mjs';
import { captureStatements } from './sql-capture.mjs';

/**
 * Captures the statements touching `table` that a GET of `url` runs, then times the GET and those
 * statements alone (as the same client sends them, planned for each call) in turns, one of each
 * per sample, so a change in the machine's speed falls on both alike (`samples` of each, 100 unless
 * told).
 */
export async function httpBesideSql({ db, logFile, table, url, token, samples }) {
  const statements = await captureStatements(db, logFile, table, () => getJson(url, token));
  const { http, sqlAlone } = await timedInTurns(
    {
      http: () => getJson(url, token),
      sqlAlone: async () => {
        for (const statement of statements)
          await db.query({ text: statement.text, values: statement.values });
      },
    },
    samples,
  );
  return {
    http,
    sqlAlone,
    statements,
    text: `HTTP ${format(http)}; SQL alone ${format(sqlAlone)} (${statements.length} statements)`,
  };
}
