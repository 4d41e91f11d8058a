import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  NATIONS,
  RETENTION_YEARS_DEFAULT,
  RETENTION_YEARS_MAX,
  RETENTION_YEARS_MIN,
} from '@casekeeper/contract';
import { isActiveFlag, isOneOf, optionalAddress, recordLifecycle, timestampTz } from './columns';

/** A council or agency: the tenant every other record belongs to. */
export const authorities = pgTable(
  'authorities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** 2–8 capitals; the prefix of the authority's case numbers, so never reused. */
    shortCode: text().notNull(),
    ...optionalAddress(),
    contactEmail: text(),
    contactPhone: text(),
    isActive: isActiveFlag(),
    ...recordLifecycle(),
    /** Whose bank holidays its working days skip (docs/clocks.md). */
    nation: text({ enum: NATIONS }).notNull().default('ENGLAND_AND_WALES'),
    /**
     * Set when its clock settings change (and by the migration that brought clocks): its cases'
     * clocks are to be worked out again by the clocks.recompute job, which clears it when done.
     */
    clocksStaleSince: timestampTz(),
    /**
     * How far the clocks.recompute job has got through the stale authority's cases (the last case
     * id done), saved with each batch so a job cut short (a stop, a deploy) carries on from there;
     * back to 0 whenever the authority is marked stale again.
     */
    clocksRecomputedThrough: integer().notNull().default(0),
    /** The mandatory grant's maximum in pence; null for its nation's default (DEFAULT_MANDATORY_MAX_PENCE). */
    grantMaximumPence: integer(),
    /** Whether its policy gives discretionary top-ups above the maximum. */
    discretionaryTopUps: boolean().notNull().default(false),
    /** Whether its read-write officers may authorise payments (never their own requests); its ADMINs always may. */
    officersAuthorisePayments: boolean().notNull().default(false),
    /** Whether everyone in the authority must pass a second factor (people without one enrol at their next sign-in). */
    requireSecondFactor: boolean().notNull().default(false),
    /** Whether its people may sign in with a passkey alone (it proves both factors). */
    allowPasskeySignIn: boolean().notNull().default(false),
    /** Its retention schedule (docs/personal-data.md): years a case's personal data is kept after the case ends. */
    caseRetentionYears: smallint().notNull().default(RETENTION_YEARS_DEFAULT),
    /** Years an applicant's account is kept after the last case it follows ends. */
    applicantAccountRetentionYears: smallint().notNull().default(RETENTION_YEARS_DEFAULT),
    /** Years a case's files are kept after the case ends (at most the case's own period: disposal takes them all). */
    fileRetentionYears: smallint().notNull().default(RETENTION_YEARS_DEFAULT),
  },
  (table) => [
    uniqueIndex('authorities_short_code_key').on(table.shortCode),
    check('authorities_nation_check', isOneOf(table.nation, NATIONS)),
    check('authorities_short_code_format', sql`${table.shortCode} ~ '^[A-Z]{2,8}$'`),
    check(
      'authorities_retention_years_check',
      sql`${table.caseRetentionYears} between ${sql.raw(String(RETENTION_YEARS_MIN))} and ${sql.raw(String(RETENTION_YEARS_MAX))}
        and ${table.applicantAccountRetentionYears} between ${sql.raw(String(RETENTION_YEARS_MIN))} and ${sql.raw(String(RETENTION_YEARS_MAX))}
        and ${table.fileRetentionYears} between ${sql.raw(String(RETENTION_YEARS_MIN))} and ${table.caseRetentionYears}`,
    ),
  ],
);

/**
 * The keys of a table whose rows belong to an authority: its foreign key to the authority, and
 * the (authority_id, id) pair that other tables' composite foreign keys point at, so that a
 * reference never crosses from one authority to another.
 */
export function authorityKeys(tableName: string, authorityId: AnyPgColumn, id: AnyPgColumn) {
  return [
    foreignKey({
      name: `${tableName}_authority_id_fk`,
      columns: [authorityId],
      foreignColumns: [authorities.id],
    }),
    unique(`${tableName}_authority_id_id_key`).on(authorityId, id),
  ];
}

/** The authority a row belongs to: required, and a key into authorities. */
export function authorityIdColumn() {
  return integer()
    .notNull()
    .references(() => authorities.id);
}
