import {
  CASE_SEARCH_ALL_STATUSES,
  type CaseSearchItem,
  type caseSearchRequestSchema,
  type Page,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { containsPattern, pageOffset } from '../../db/list-helpers';
import type { Caller } from '../../platform/access/caller';
import { authorityInScope, selfInScope } from '../../platform/access/record-scope';
import { caseScopeOf } from './case-scope';
import { searchCasesStatement } from './case-search-statement';
import {
  afterPrefix,
  caseNumberTail,
  couldBeginCaseNumber,
  couldBeInAddress,
  couldBeInPostCode,
  couldBeName,
} from './case-search-terms';

export type SearchCasesInput = { caller: Caller; request: z.output<typeof caseSearchRequestSchema> };

/**
 * The top bar's search over the cases the caller may see: a case number (exact, or quoted by its
 * end: "00001", "2026-00001", "HALE 1"; then as a prefix), a client's name (typos tolerated, by
 * trigram similarity), a post code with or without its space, or a street or house ("Elm Grove",
 * "14 Elm"). Exact case numbers first, then
 * the closest names; always a short list.
 */
export async function searchCases(db: Database, input: SearchCasesInput): Promise<Page<CaseSearchItem>> {
  const { caller, request } = input;
  // What the client says about who is asking must be what the token says.
  if (request.AuthorityId !== null) authorityInScope(caller, request.AuthorityId);
  if (request.WebUserId !== null) selfInScope(caller, request.WebUserId);
  const empty = { data: [], totalRecords: 0, pageNo: request.PageNo, pageSize: request.PageSize };
  const term = request.SearchTerm.toLowerCase();
  if (term === '') return empty;

  const scope = caseScopeOf(caller);
  const caseNumber = term.toUpperCase();
  const offset = pageOffset(request.PageNo, request.PageSize);
  const tail = caseNumberTail(term);
  const shape = {
    officerScoped: scope.officerId !== null,
    status: request.Status !== CASE_SEARCH_ALL_STATUSES,
    sortDir: request.SortDir,
    caseNumber: couldBeginCaseNumber(caseNumber),
    name: couldBeName(term),
    postCode: couldBeInPostCode(term),
    address: couldBeInAddress(term),
    tail: tail !== null,
    tailYear: tail !== null && tail.year !== null,
    tailCode: tail !== null && tail.code !== null,
  };
  const rows = await searchCasesStatement(db, shape, {
    authorityId: scope.authorityId,
    scopeOfficerId: scope.officerId,
    viewerId: scope.viewerId,
    statusId: request.Status,
    term,
    caseNumber,
    caseNumberTo: shape.caseNumber ? afterPrefix(caseNumber) : null,
    prefixPattern: `${caseNumber.replace(/[\\%_]/g, '\\$&')}%`,
    namePattern: containsPattern(term),
    postCodePattern: containsPattern(term.replace(/\s+/g, '').toUpperCase()),
    addressPattern: containsPattern(term.trim().replace(/\s+/g, ' ')),
    tailNumber: tail?.number ?? null,
    tailDigits: tail?.digits ?? null,
    tailYear: tail?.year ?? null,
    tailCode: tail?.code ?? null,
    offset,
    pageSize: request.PageSize,
    wanted: offset + request.PageSize,
  });
  return {
    ...empty,
    data: rows.map(({ addressLine1, town, ...row }) => ({
      ...row,
      address: [addressLine1, town].filter(Boolean).join(', '),
    })),
    totalRecords: rows.length,
  };
}
