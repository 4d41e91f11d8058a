import type { ContractorSortColumn, ListQuery } from '@casekeeper/contract';
import { and, count, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { activeFilter, containsPattern, orderBy, pageOffset, type SortKind } from '../../db/list-helpers';
import { authorities, contractors } from '../../db/schema';

/** The columns of a contractor the API shows; picked one by one so a new column never leaks. */
const columns = {
  id: contractors.id,
  authorityId: contractors.authorityId,
  companyName: contractors.companyName,
  contactName: contractors.contactName,
  email: contractors.email,
  phone: contractors.phone,
  addressLine1: contractors.addressLine1,
  addressLine2: contractors.addressLine2,
  addressLine3: contractors.addressLine3,
  town: contractors.town,
  postCode: contractors.postCode,
  trades: contractors.trades,
  isActive: contractors.isActive,
  createdAt: contractors.createdAt,
  updatedAt: contractors.updatedAt,
  version: contractors.version,
};

export type ContractorRow = {
  id: number;
  authorityId: number;
  companyName: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  town: string | null;
  postCode: string | null;
  trades: string[];
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  version: number;
};

export type ContractorFields = {
  companyName: string;
  contactName: string;
  email: string | null;
  phone: string;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  town: string | null;
  postCode: string | null;
  trades: string[];
};

const SORTS: Record<ContractorSortColumn, [AnyColumn, SortKind]> = {
  companyName: [contractors.companyName, 'text'],
  contactName: [contractors.contactName, 'text'],
  town: [contractors.town, 'text'],
  isActive: [contractors.isActive, 'other'],
  createdAt: [contractors.createdAt, 'other'],
};

/** Contractors that are not deleted, of a live authority; of one authority unless null. */
function inScope(authorityId: number | null): SQL | undefined {
  return and(
    isNull(contractors.deletedAt),
    isNull(authorities.deletedAt),
    authorityId === null ? undefined : eq(contractors.authorityId, authorityId),
  );
}

function searchCondition(search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  return or(
    sql`${contractors.companyName} ilike ${pattern}`,
    sql`${contractors.contactName} ilike ${pattern}`,
    sql`exists (select 1 from unnest(${contractors.trades}) as trade where trade ilike ${pattern})`,
  );
}

export async function findContractorPage(
  db: Executor,
  query: ListQuery<ContractorSortColumn> & { pageNo: number; authorityId: number },
): Promise<{ rows: ContractorRow[]; total: number }> {
  const where = and(
    inScope(query.authorityId),
    searchCondition(query.search),
    activeFilter(contractors.isActive, query.status),
  );
  const [column, kind] = SORTS[query.sortCol];
  const rows = await db
    .select(columns)
    .from(contractors)
    .innerJoin(authorities, eq(authorities.id, contractors.authorityId))
    .where(where)
    .orderBy(...orderBy(column, kind, query.sortDir, contractors.id))
    .limit(query.pageSize)
    .offset(pageOffset(query.pageNo, query.pageSize));
  const [total] = await db
    .select({ value: count() })
    .from(contractors)
    .innerJoin(authorities, eq(authorities.id, contractors.authorityId))
    .where(where);
  return { rows, total: total?.value ?? 0 };
}

/** A contractor by id, within `authorityId` unless that is null (a platform admin); another authority's is not found. */
export async function findContractor(
  db: Executor,
  id: number,
  authorityId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<ContractorRow | undefined> {
  const query = db
    .select(columns)
    .from(contractors)
    .innerJoin(authorities, eq(authorities.id, contractors.authorityId))
    .where(and(inScope(authorityId), eq(contractors.id, id)));
  const [row] = options.forUpdate ? await query.for('update', { of: contractors }) : await query;
  return row;
}

export async function insertContractor(
  tx: Executor,
  fields: ContractorFields & { authorityId: number },
): Promise<ContractorRow> {
  const [row] = await tx.insert(contractors).values(fields).returning(columns);
  if (!row) throw new Error('The contractor could not be stored.');
  return row;
}

/** Updates a contractor and bumps its version; answers the row as saved. */
export async function updateContractorRow(
  tx: Executor,
  id: number,
  changes: Partial<ContractorFields & { isActive: boolean }>,
): Promise<ContractorRow> {
  const [row] = await tx
    .update(contractors)
    .set({ ...changes, version: sql`${contractors.version} + 1` })
    .where(eq(contractors.id, id))
    .returning(columns);
  if (!row) throw new Error('The contractor could not be updated.');
  return row;
}
