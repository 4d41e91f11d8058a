import type { contractorFieldsSchema, ContractorSortColumn, ListQuery } from '@casekeeper/contract';
import { and, eq, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { containsPattern, recordStateSorts, type SortKind } from '../../db/list-helpers';
import { findPage, type ListSource } from '../../db/paged-list';
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

/** What an authority's staff type about a contractor, as the contract checks it. */
export type ContractorFields = z.output<typeof contractorFieldsSchema>;

const SORTS: Record<ContractorSortColumn, [AnyColumn, SortKind]> = {
  companyName: [contractors.companyName, 'text'],
  contactName: [contractors.contactName, 'text'],
  town: [contractors.town, 'text'],
  ...recordStateSorts(contractors),
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

const contractorList: ListSource<ContractorSortColumn, ReturnType<typeof selectContractors>> = {
  select: selectContractors,
  sorts: SORTS,
  id: contractors.id,
  search: searchCondition,
  isActive: contractors.isActive,
};

function selectContractors(db: Executor, where: SQL | undefined) {
  return db
    .select(columns)
    .from(contractors)
    .innerJoin(authorities, eq(authorities.id, contractors.authorityId))
    .where(where)
    .$dynamic();
}

export type ContractorRow = Awaited<ReturnType<typeof selectContractors>>[number];

export function findContractorPage(
  db: Executor,
  query: ListQuery<ContractorSortColumn> & { pageNo: number; authorityId: number },
) {
  return findPage(db, contractorList, query, inScope(query.authorityId));
}

/** A contractor by id, within `authorityId` unless that is null (a platform admin); another authority's is not found. */
export async function findContractor(
  db: Executor,
  id: number,
  authorityId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<ContractorRow | undefined> {
  const query = selectContractors(db, and(inScope(authorityId), eq(contractors.id, id)));
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
