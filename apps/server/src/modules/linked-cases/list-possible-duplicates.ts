import {
  DUPLICATE_REASONS,
  type PossibleDuplicates,
  type possibleDuplicatesRequestSchema,
} from '@casekeeper/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import type { Caller } from '../../platform/access/caller';
import { assertMayWriteCases, caseScopeOf } from '../cases';
import { duplicateKeysOf } from './possible-duplicate-keys';
import { findPossibleDuplicates } from './possible-duplicate-repository';

/**
 * The cases the caller can see that a new case may duplicate, with why: for those who may add a
 * case, before they save it. Another authority's cases, and restricted ones not naming the caller,
 * are never among them.
 */
export async function listPossibleDuplicates(
  db: Executor,
  input: { caller: Caller; fields: z.output<typeof possibleDuplicatesRequestSchema> },
): Promise<PossibleDuplicates> {
  assertMayWriteCases(input.caller);
  const rows = await findPossibleDuplicates(db, caseScopeOf(input.caller), duplicateKeysOf(input.fields));
  return {
    matches: rows.map((row) => ({
      id: row.id,
      caseNumber: row.caseNumber,
      clientName: row.clientName,
      addressLine1: row.addressLine1,
      postCode: row.postCode,
      statusName: row.statusName,
      // In the contract's order: the client first.
      reasons: DUPLICATE_REASONS.filter((reason) => row.reasons.has(reason)),
    })),
  };
}
