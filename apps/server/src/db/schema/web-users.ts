import { AUTHORITY_ROLES, THEME_MODES, USER_TYPES } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { authorityKeys } from './authorities';
import { isActiveFlag, isOneOf, recordLifecycle, timestampTz } from './columns';

/** Everyone who signs in: platform admins (no authority, no role) and authority accounts and users. */
export const webUsers = pgTable(
  'web_users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Kept as typed; uniqueness and login compare lower(email). */
    email: text().notNull(),
    /** Null until the invited user sets a password. */
    passwordHash: text(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text(),
    userType: text({ enum: USER_TYPES }).notNull(),
    authorityId: integer(),
    role: text({ enum: AUTHORITY_ROLES }),
    isActive: isActiveFlag(),
    /** Null until the user chooses: the web client then follows their device (docs/sessions.md). */
    themeMode: text({ enum: THEME_MODES }),
    /** Whether an officer with alarms gets the daily e-mail of their overdue and today's items. */
    alarmDigest: boolean().notNull().default(true),
    lastLoginAt: timestampTz(),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestampTz(),
    /** The identity provider's issuer and stable subject, linked at the first single sign-on. */
    ssoIssuer: text(),
    ssoSubject: text(),
    ...recordLifecycle(),
  },
  (table) => [
    ...authorityKeys('web_users', table.authorityId, table.id),
    // A deleted user keeps the address reserved: tokens and the audit trail still name them.
    uniqueIndex('web_users_email_lower_key').on(sql`lower(${table.email})`),
    check('web_users_user_type_check', isOneOf(table.userType, USER_TYPES)),
    check('web_users_role_check', isOneOf(table.role, AUTHORITY_ROLES)),
    check('web_users_theme_mode_check', isOneOf(table.themeMode, THEME_MODES)),
    check(
      'web_users_admin_has_no_authority',
      sql`(${table.userType} = 'ADMIN') = (${table.authorityId} is null)`,
    ),
    // Platform admins and applicants have no authority role.
    check(
      'web_users_admin_has_no_role',
      sql`(${table.userType} in ('ADMIN', 'APPLICANT')) = (${table.role} is null)`,
    ),
    check('web_users_failed_login_count_check', sql`${table.failedLoginCount} >= 0`),
    uniqueIndex('web_users_sso_subject_key')
      .on(table.ssoIssuer, table.ssoSubject)
      .where(sql`${table.ssoSubject} is not null`),
    check('web_users_sso_link_check', sql`(${table.ssoIssuer} is null) = (${table.ssoSubject} is null)`),
  ],
);

/** The account that did something to a row (created, uploaded, changed it): required. */
export function webUserIdColumn() {
  return integer()
    .notNull()
    .references(() => webUsers.id);
}

/**
 * The key from a row to an account of the same authority, so a row never names another
 * authority's user; an account's rows go with it.
 */
export function sameAuthorityUserKey(name: string, authorityId: AnyPgColumn, webUserId: AnyPgColumn) {
  return foreignKey({
    name,
    columns: [authorityId, webUserId],
    foreignColumns: [webUsers.authorityId, webUsers.id],
  }).onDelete('cascade');
}
