import type { FoundAddress } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cases } from '../../db/schema';
import { caseInScope, type CaseScope } from '../cases';

/** More addresses than any one post code holds (Royal Mail allows up to 100 per unit). */
export const STORED_ADDRESS_LIMIT = 100;

/**
 * The distinct addresses at a post code among the cases within the scope (not deleted): the
 * case list's own scope, so an officer is offered only the addresses of cases they may read.
 */
export async function findStoredAddresses(
  db: Executor,
  scope: CaseScope,
  postCode: string,
): Promise<FoundAddress[]> {
  return db
    .selectDistinct({
      addressLine1: cases.addressLine1,
      addressLine2: cases.addressLine2,
      addressLine3: cases.addressLine3,
      town: cases.town,
      county: cases.county,
      postCode: cases.postCode,
      uprn: cases.uprn,
    })
    .from(cases)
    .where(and(caseInScope(scope), eq(cases.postCodeCompact, postCode.replace(/\s+/g, ''))))
    .orderBy(cases.addressLine1, cases.addressLine2, cases.addressLine3)
    .limit(STORED_ADDRESS_LIMIT);
}
