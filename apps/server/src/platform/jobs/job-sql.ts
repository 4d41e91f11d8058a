import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Executor } from '../../db/client';

/** pg-boss's parameterised SQL (`$1`, `$2` …) as a Drizzle query, each placeholder a bound value. */
export function positionalSql(text: string, values: readonly unknown[] = []): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  );
}

/**
 * Lets pg-boss run a statement on the caller's executor: inside a transaction, a job sent this
 * way exists only if that transaction commits.
 */
export function executorSql(executor: Executor): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await executor.execute(positionalSql(text, values));
      return { rows: result.rows };
    },
  };
}

/** pg-boss's own work (fetching, completing, maintenance) on the pool `pool()` answers at each statement. */
export function poolSql(pool: () => pg.Pool): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await pool().query(text, values);
      return { rows: result.rows };
    },
  };
}
