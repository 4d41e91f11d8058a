import type { AnyColumn, SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import type { SortKind } from './list-helpers';
import type { ListSource } from './paged-list';
import { personSearch } from './person-search';
import { webUsers } from './schema';

/** A paged list of accounts (`select` says which): searched by name and e-mail, filtered by their active flag. */
export function accountList<C extends string, Q extends PgSelect>(
  select: (db: Executor, where: SQL | undefined) => Q,
  sorts: Record<C, [AnyColumn, SortKind]>,
): ListSource<C, Q> {
  return { select, sorts, id: webUsers.id, search: personSearch, isActive: webUsers.isActive };
}
