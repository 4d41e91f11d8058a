import { DrizzleQueryError } from 'drizzle-orm';
import { findPostgresError } from '../../db/postgres-error';

/** Enough of the SQL to find the query in the code; it holds placeholders ($1), never values. */
const LOGGED_SQL_LENGTH = 300;
const MAX_CAUSE_DEPTH = 5;

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  statusCode?: unknown;
  db?: Record<string, string | undefined>;
  cause?: LoggedError;
};

function findQueryError(error: unknown): DrizzleQueryError | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < MAX_CAUSE_DEPTH; depth++) {
    if (current instanceof DrizzleQueryError) return current;
    current = current.cause;
  }
  return undefined;
}

/** The stack without its first line, which repeats the message. */
function stackFrames(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/**
 * A failed query as the log may keep it: the SQLSTATE, the constraint, table and column, and the
 * start of the SQL text. Drizzle's message and `params`, and PostgreSQL's `detail` and message
 * ("Key (lower(email))=(…) already exists", "invalid input syntax: …") carry the values people
 * typed — names, e-mail addresses — so none of those is kept.
 */
function databaseSummary(error: Error): LoggedError['db'] | undefined {
  const query = findQueryError(error);
  const postgres = findPostgresError(error);
  if (!query && !postgres) return undefined;
  return {
    code: postgres?.code,
    constraint: postgres?.constraint,
    table: postgres?.table,
    column: postgres?.column,
    routine: postgres?.routine,
    sql: query?.query.slice(0, LOGGED_SQL_LENGTH),
  };
}

/**
 * The `err` serializer of every log line. Errors from the database are summarised (see
 * databaseSummary); any other error keeps its type, message, stack and causes.
 */
export function serializeErrorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const db = databaseSummary(error);
  const errorFields = error as Error & { code?: unknown; statusCode?: unknown };
  if (db) {
    return {
      type: error.name,
      // An AppError's message is written to be shown to users; any other names the query.
      message: error.name === 'AppError' ? error.message : 'database query failed',
      stack: stackFrames(error),
      db,
    };
  }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(errorFields.code === undefined ? {} : { code: errorFields.code }),
    ...(errorFields.statusCode === undefined ? {} : { statusCode: errorFields.statusCode }),
    ...(error.cause !== undefined && depth < MAX_CAUSE_DEPTH
      ? { cause: serializeErrorForLog(error.cause, depth + 1) }
      : {}),
  };
}
