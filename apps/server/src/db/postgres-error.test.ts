import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './postgres-error';

/** As drizzle wraps a driver error: its own error with the driver's as the cause. */
const wrapped = (cause: Error) => new Error('Failed query: rollback', { cause });

function serverError(code: string): pg.DatabaseError {
  const error = new pg.DatabaseError('from the server', 100, 'error');
  error.code = code;
  return error;
}

describe('telling a database that is away from a query that failed', () => {
  it.each([
    ['PostgreSQL shutting down (57P01)', serverError('57P01')],
    ['PostgreSQL starting up (57P03)', serverError('57P03')],
    ['a connection exception (08006)', serverError('08006')],
    ['too many connections (53300)', serverError('53300')],
    ['a refused connection', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a client whose connection failed',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a client already closed', new Error('Client was closed and is not queryable')],
  ])('%s is the database being away', (_what, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', serverError('23505')],
    ['a syntax error', serverError('42601')],
    ['an error of our own', new Error('not found')],
  ])('%s is not', (_what, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });
});
