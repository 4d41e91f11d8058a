import pg from 'pg';

/** SQLSTATE codes the application reacts to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  insufficientPrivilege: '42501',
} as const;

/**
 * The PostgreSQL error behind `error`, if any. Drizzle wraps driver errors in a
 * DrizzleQueryError whose `cause` is pg's DatabaseError (with `code` and `constraint`).
 */
export function findPostgresError(error: unknown): pg.DatabaseError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current instanceof pg.DatabaseError) return current;
    current = current.cause;
  }
  return undefined;
}

/** True when `error` is a unique violation, of `constraint` when one is named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findPostgresError(error);
  return (
    found?.code === PG_ERROR.uniqueViolation && (constraint === undefined || found.constraint === constraint)
  );
}

/** SQLSTATEs of a database that cannot serve: shut down, starting, refusing connections, full. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300', '55000']);
/** Errors of a connection that cannot be made or was cut (Node's socket codes). */
const CONNECTION_FAILURES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** node-postgres's own words for a connection that ended, or a client whose connection failed. */
const CONNECTION_LOST =
  /^Connection terminated|^Client has encountered a connection error|^Client was closed/;

/**
 * True when `error` says the database is not there to answer (restarting, unreachable, refusing
 * connections), as opposed to a query that failed: the request may succeed if tried again soon.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (current instanceof pg.DatabaseError && typeof code === 'string')
      return code.startsWith('08') || UNAVAILABLE_STATES.has(code);
    if (typeof code === 'string' && CONNECTION_FAILURES.has(code)) return true;
    if (CONNECTION_LOST.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
