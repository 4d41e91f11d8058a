import {
  CASE_SEARCH_ALL_STATUSES,
  type CaseSearchItem,
  type caseSearchRequestSchema,
  type Page,
} from '@casekeeper/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/list-helpers';
import { applicationStatusMaster, cases } from '../../db/schema';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope, selfInScope } from '../../platform/access/record-scope';
import { caseInScope } from './case-repository';
import { caseScopeOf } from './case-scope';

export type SearchCasesInput = { caller: Caller; request: z.output<typeof caseSearchRequestSchema> };

/**
 * The top bar's search over the cases the caller may see: a case number (exact, then as a
 * prefix), a client's name (typos tolerated, by trigram similarity) or a post code with or
 * without its space. Exact case numbers first, then the closest names; always a short list.
 */
export async function searchCases(db: Database, input: SearchCasesInput): Promise<Page<CaseSearchItem>> {
  const { caller, request } = input;
  // What the client says about who is asking must be what the token says.
  if (request.AuthorityId !== null) authorityInScope(caller, request.AuthorityId);
  if (request.WebUserId !== null) selfInScope(caller, request.WebUserId);
  const empty = { data: [], totalRecords: 0, pageNo: request.PageNo, pageSize: request.PageSize };
  const term = request.SearchTerm.toLowerCase();
  if (term === '') return empty;

  const caseNumber = term.toUpperCase();
  const compactPostCode = term.replace(/\s+/g, '').toUpperCase();
  const exact = sql`${cases.caseNumber} = ${caseNumber}`;
  const prefix = sql`${cases.caseNumber} like ${`${caseNumber.replace(/[\\%_]/g, '\\$&')}%`}`;
  const closeness = sql`greatest(similarity(${cases.searchName}, ${term}), word_similarity(${term}, ${cases.searchName}))`;
  const where = and(
    caseInScope(caseScopeOf(caller)),
    request.Status === CASE_SEARCH_ALL_STATUSES ? undefined : eq(cases.statusId, request.Status),
    or(
      exact,
      prefix,
      sql`${cases.searchName} % ${term}`,
      sql`${term} <% ${cases.searchName}`,
      sql`${cases.searchName} like ${containsPattern(term)}`,
      sql`${cases.postCodeCompact} like ${containsPattern(compactPostCode)}`,
    ),
  );
  const dir = sql.raw(request.SortDir === 'desc' ? 'desc' : 'asc');
  const rows = await db
    .select({
      caseManagerDetailId: cases.id,
      caseNumber: cases.caseNumber,
      firstName: cases.clientFirstName,
      lastName: cases.clientLastName,
      addressLine1: cases.addressLine1,
      town: cases.town,
      postCode: cases.postCode,
      statusName: applicationStatusMaster.name,
    })
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .where(where)
    .orderBy(sql`${exact} desc`, sql`${prefix} desc`, sql`${closeness} desc`, sql`${cases.id} ${dir}`)
    .limit(request.PageSize)
    .offset(pageOffset(request.PageNo, request.PageSize));
  return {
    ...empty,
    data: rows.map(({ addressLine1, town, ...row }) => ({
      ...row,
      address: [addressLine1, town].filter(Boolean).join(', '),
    })),
    totalRecords: rows.length,
  };
}
