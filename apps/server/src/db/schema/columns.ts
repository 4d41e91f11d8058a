import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** Inactive records stay, and show, but are not offered for new work or sign-in. */
export function isActiveFlag() {
  return boolean().notNull().default(true);
}

/** What a managed record ends with: soft delete, stamps and version. */
export function recordLifecycle() {
  return { deletedAt: deletedAt(), createdAt: createdAt(), updatedAt: updatedAt(), version: version() };
}

/** The UK address lines, town and post code of a record that may leave them empty. */
export function optionalAddress() {
  return {
    addressLine1: text(),
    addressLine2: text(),
    addressLine3: text(),
    town: text(),
    postCode: text(),
  };
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
