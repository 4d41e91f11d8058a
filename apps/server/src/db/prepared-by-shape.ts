import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Database } from './client';

type Prepared<R> = { execute(values: Record<string, unknown>): Promise<R> };
type Preparable<R> = { prepare(name: string): Prepared<R> };

/**
 * Statements prepared once per shape, for hot queries whose building (in drizzle) and planning
 * (in PostgreSQL, `cases` has many indexes to weigh) cost more than running them. `build` sees
 * only the shape, a plain object, and leaves every value to `sql.placeholder`, so the shape's
 * JSON names the statement: each pooled connection parses and plans it once, then executes it.
 */
export function preparedByShape<Shape, R>(
  prefix: string,
  build: (db: Database, shape: Shape) => Preparable<R>,
): (db: Database, shape: Shape, values: Record<string, unknown>) => Promise<R> {
  const cache = new WeakMap<Database, Map<string, Prepared<R>>>();
  return (db, shape, values) => {
    let statements = cache.get(db);
    if (!statements) {
      statements = new Map();
      cache.set(db, statements);
    }
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      const name = `${prefix}_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;
      statement = build(db, shape).prepare(name);
      statements.set(key, statement);
    }
    return statement.execute(values);
  };
}

/**
 * The same shape-built statement for one whose best plan depends on its values: built and sent
 * unnamed on every run, so PostgreSQL plans it for the values at hand each time (an unnamed
 * statement is parsed anew, so it never reaches a generic plan). For statements whose running
 * costs far more than their planning: the clock figures' generic plan guessed 114 stops in a
 * year for 93,093, looked each case up one by one, and took 1.5 times as long.
 */
export function plannedEachRun<Shape, R>(
  build: (db: Database, shape: Shape) => Preparable<R>,
): (db: Database, shape: Shape, values: Record<string, unknown>) => Promise<R> {
  // node-postgres sends a statement without a name as PostgreSQL's unnamed statement.
  return (db, shape, values) => build(db, shape).prepare('').execute(values);
}

/**
 * A value a prepared statement's plan must not depend on. PostgreSQL plans a statement anew for
 * each run while it expects a plan for the values at hand to be cheaper (knowing the offset, how
 * many ids, the search term): for these statements planning costs more than running. As a
 * subquery the value is unknown when planning, so one generic plan serves every run.
 */
export function unplanned(name: string, type: string): SQL {
  return sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
}

/** `unplanned` for LIMIT and OFFSET, which drizzle types as a number or placeholder but renders any SQL in. */
export function unplannedCount(name: string): Placeholder {
  return unplanned(name, 'bigint') as unknown as Placeholder;
}
