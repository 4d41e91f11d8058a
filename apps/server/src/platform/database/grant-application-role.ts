import pg from 'pg';
import type { Database } from '../../db/client';

/** The product's tables and pg-boss's. Drizzle's own migration journal (schema `drizzle`) is not granted. */
const SCHEMAS = ['public', 'pgboss'] as const;

/** Tables the application may read and add to, never change or empty: the record of who did what. */
const APPEND_ONLY_TABLES = ['audit_log'] as const;

/** Serialises grants across processes starting at once: concurrent GRANTs on one table collide. */
const GRANT_LOCK_KEY = 7_265_140_914; // arbitrary, unique to Casekeeper's grants

function grantStatements(role: string): string[] {
  const to = pg.escapeIdentifier(role);
  return [
    ...SCHEMAS.flatMap((schema) => {
      const inSchema = pg.escapeIdentifier(schema);
      return [
        // Whatever was granted before goes, so what follows is exactly what the role may do.
        `REVOKE ALL ON ALL TABLES IN SCHEMA ${inSchema} FROM ${to}`,
        `REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${inSchema} FROM ${to}`,
        `GRANT USAGE ON SCHEMA ${inSchema} TO ${to}`,
        `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${inSchema} TO ${to}`,
        `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${inSchema} TO ${to}`,
        // Tables a later migration adds are the role's before this runs again at the next start.
        `ALTER DEFAULT PRIVILEGES IN SCHEMA ${inSchema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${to}`,
        `ALTER DEFAULT PRIVILEGES IN SCHEMA ${inSchema} GRANT USAGE, SELECT ON SEQUENCES TO ${to}`,
      ];
    }),
    ...APPEND_ONLY_TABLES.map((table) => `REVOKE UPDATE, DELETE ON ${pg.escapeIdentifier(table)} FROM ${to}`),
  ];
}

/**
 * Gives the application role what the running product needs, and no more: rows of every table
 * (the audit log's to read and add only), the sequences behind them, and pg-boss's queue. It owns
 * nothing, so it can neither alter, disable the triggers of, drop nor truncate any table. Run as
 * the owner after the migrations and pg-boss's install, at every start; the same result each time.
 */
export async function grantApplicationRole(owner: Database, role: string): Promise<void> {
  const client = await owner.$client.connect();
  try {
    await client.query('BEGIN');
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [GRANT_LOCK_KEY]);
      for (const statement of grantStatements(role)) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    client.release();
  }
}
