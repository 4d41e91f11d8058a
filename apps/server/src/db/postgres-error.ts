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
