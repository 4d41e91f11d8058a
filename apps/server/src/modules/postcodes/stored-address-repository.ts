import type { FoundAddress } from '@casekeeper/contract';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { cases, contractors } from '../../db/schema';

/** More addresses than any one post code holds (Royal Mail allows up to 100 per unit). */
export const STORED_ADDRESS_LIMIT = 100;

/**
 * The distinct addresses at a post code among one authority's cases and contractors that are
 * not deleted. Contractors keep no county or UPRN.
 */
export async function findStoredAddresses(
  db: Executor,
  authorityId: number,
  postCode: string,
): Promise<FoundAddress[]> {
  const compact = postCode.replace(/\s+/g, '');
  const fromCases = db
    .select({
      addressLine1: cases.addressLine1,
      addressLine2: cases.addressLine2,
      addressLine3: cases.addressLine3,
      town: cases.town,
      county: cases.county,
      postCode: cases.postCode,
      uprn: cases.uprn,
    })
    .from(cases)
    .where(
      and(eq(cases.authorityId, authorityId), eq(cases.postCodeCompact, compact), isNull(cases.deletedAt)),
    );
  const fromContractors = db
    .select({
      addressLine1: sql<string>`${contractors.addressLine1}`,
      addressLine2: contractors.addressLine2,
      addressLine3: contractors.addressLine3,
      town: contractors.town,
      county: sql<string | null>`null::text`,
      postCode: sql<string>`${contractors.postCode}`,
      uprn: sql<string | null>`null::text`,
    })
    .from(contractors)
    .where(
      and(
        eq(contractors.authorityId, authorityId),
        sql`upper(replace(${contractors.postCode}, ' ', '')) = ${compact}`,
        isNotNull(contractors.addressLine1),
        isNull(contractors.deletedAt),
      ),
    );
  return union(fromCases, fromContractors)
    .orderBy(sql`1`, sql`2`, sql`3`)
    .limit(STORED_ADDRESS_LIMIT);
}
