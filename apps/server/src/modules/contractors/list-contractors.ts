import type { ContractorPage, ContractorSortColumn, ListQuery } from '@casekeeper/contract';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope } from '../../platform/access/record-scope';
import { notFound } from '../../platform/errors/app-error';
import { findAuthoritySummary } from '../authorities';
import { findContractorPage } from './contractor-repository';
import { CONTRACTOR_MESSAGES, toContractor } from './contractor-view';
import { toPage } from '../../db/paged-list';

export type ListContractorsInput = {
  caller: Caller;
  /** As the client sent it: another authority than the caller's is a 403 (platform admins: any). */
  authorityId: number;
  pageNo: number;
  query: ListQuery<ContractorSortColumn>;
};

/** One page of an authority's contractors, searched by company, contact and trade. */
export async function listContractors(db: Executor, input: ListContractorsInput): Promise<ContractorPage> {
  const authorityId = authorityInScope(input.caller, input.authorityId);
  const authority = await findAuthoritySummary(db, authorityId);
  if (!authority) throw notFound(CONTRACTOR_MESSAGES.authorityNotFound);
  const query = { ...input.query, pageNo: input.pageNo, authorityId };
  const found = await findContractorPage(db, query);
  return { authority, ...toPage(found, query, (row) => toContractor(row, input.caller)) };
}
