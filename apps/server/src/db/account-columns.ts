import { sql, type AnyColumn } from 'drizzle-orm';
import { recordStateSorts, type SortKind } from './list-helpers';
import { webUsers } from './schema';

/** Who an account is: name, e-mail address and telephone. */
export const personColumns = {
  email: webUsers.email,
  firstName: webUsers.firstName,
  lastName: webUsers.lastName,
  phone: webUsers.phone,
};

/** How an account stands, as the lists of accounts show it: active, invited, last seen, stamps. */
export const accountStateColumns = {
  isActive: webUsers.isActive,
  hasPassword: sql<boolean>`${webUsers.passwordHash} is not null`,
  lastLoginAt: webUsers.lastLoginAt,
  createdAt: webUsers.createdAt,
  updatedAt: webUsers.updatedAt,
  version: webUsers.version,
};

/** The sorts every list of accounts allows. */
export const ACCOUNT_SORTS = {
  firstName: [webUsers.firstName, 'text'],
  lastName: [webUsers.lastName, 'text'],
  email: [webUsers.email, 'text'],
  lastLoginAt: [webUsers.lastLoginAt, 'other'],
  ...recordStateSorts(webUsers),
} satisfies Record<string, [AnyColumn, SortKind]>;
