import pg from 'pg';

/** The role the embedded PostgreSQL's requests run as. */
export const APPLICATION_ROLE = 'casekeeper_app';

/** Serialises role changes across processes starting at once against one server. */
const ROLE_LOCK_KEY = 7_265_140_913; // arbitrary, unique to Casekeeper's roles

/**
 * Creates `role` if it is missing and (re)sets what it may do: sign in with `password`, and
 * nothing beyond what the owner grants it. `client` must be a superuser's (or hold CREATEROLE).
 * Role changes on one server at once would collide ("tuple concurrently updated"): a lock orders them.
 */
export async function ensureApplicationRole(
  client: pg.ClientBase,
  role: string,
  password: string,
): Promise<void> {
  const name = pg.escapeIdentifier(role);
  // ALTER ROLE takes no parameters: the password goes in as a quoted literal.
  const limits = `LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${pg.escapeLiteral(password)}`;
  await client.query('BEGIN');
  try {
    await client.query('SELECT pg_advisory_xact_lock($1)', [ROLE_LOCK_KEY]);
    const found = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    await client.query(
      found.rowCount === 0 ? `CREATE ROLE ${name} ${limits}` : `ALTER ROLE ${name} ${limits}`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** `url` signing in as `role` with `password` instead. */
export function urlAsRole(url: string, role: string, password: string): string {
  const parsed = new URL(url);
  parsed.username = encodeURIComponent(role);
  parsed.password = encodeURIComponent(password);
  return parsed.toString();
}

/** The role a postgres:// URL signs in as. */
export function roleOfUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}
