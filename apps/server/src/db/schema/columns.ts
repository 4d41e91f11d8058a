import { sql, type SQL } from 'drizzle-orm';
import { integer, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Each helper returns fresh builders: drizzle column builders must not be shared between tables. */

export function timestampTz() {
  return timestamp({ withTimezone: true, mode: 'date' });
}

export function createdAt() {
  return timestampTz().notNull().defaultNow();
}

export function updatedAt() {
  return timestampTz()
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
}

/** Optimistic locking: an update names the version it read and bumps it; no row updated means a 409. */
export function version() {
  return integer().notNull().default(1);
}

/** Soft delete: the row stays for the audit trail and for the records that point at it. */
export function deletedAt() {
  return timestampTz();
}

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * A CHECK that `column` is one of the contract's values. Enumerations are text columns with a
 * check (not pgEnum) so that adding a value is an ordinary generated migration.
 * Literals are inlined: a CHECK cannot take bind parameters.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quoteLiteral).join(', '))})`;
}
