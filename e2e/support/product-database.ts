import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

const ROOT = join(import.meta.dirname, '../..');
const PORT = Number(process.env.E2E_PORT ?? 3210);

/**
 * The main product copy's own PostgreSQL (embedded, on PORT + 1, its password kept in its data
 * directory, playwright.config.ts). Browser tests write to it only what the product cannot be
 * asked to do: put a case's past in place, as months of real moves would have.
 */
export async function withProductDatabase<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const password = readFileSync(join(ROOT, `.tmp/e2e-data-${PORT}/postgres-password`), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: PORT + 1,
    user: 'postgres',
    password,
    database: 'casekeeper',
  });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Moves a case's status changes, oldest first, each onto its day (`YYYY-MM-DD`, at 10:00 UTC),
 * as if it had been moved then. The case's own page works its clocks out from the history at
 * once; the list and the dashboard read them as stored, after the next change that moves them.
 */
export async function backdateCaseHistory(caseId: number, days: readonly string[]): Promise<void> {
  await withProductDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      'SELECT id FROM case_status_history WHERE case_id = $1 ORDER BY changed_at, id',
      [caseId],
    );
    for (const [index, { id }] of rows.entries()) {
      const day = days[index];
      if (day === undefined) break;
      await client.query('UPDATE case_status_history SET changed_at = $2 WHERE id = $1', [
        id,
        `${day}T10:00:00Z`,
      ]);
    }
  });
}
