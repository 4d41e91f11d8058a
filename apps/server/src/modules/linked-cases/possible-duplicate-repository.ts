import { POSSIBLE_DUPLICATES_MAX, type DuplicateReason } from '@casekeeper/contract';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { applicationStatusMaster, cases } from '../../db/schema';
import { caseInScope, fullName, type CaseScope } from '../cases';

/** What a new case is matched on (possible-duplicate-keys.ts); null where not typed. */
export type DuplicateKeys = {
  /** "first last" with single spaces; compared in lower case, as cases.search_name holds it. */
  searchName: string | null;
  dateOfBirth: string | null;
  uprn: string | null;
  /** Upper case, no spaces: as cases.post_code_compact holds it. */
  postCodeCompact: string | null;
  /** As typed; compared tidied (addressLine1Key), as the cases' first lines are. */
  addressLine1: string | null;
};

/** The first line of an address as it is compared: punctuation and spacing aside, any case. */
const addressLine1Key = (line: SQL | string) =>
  sql<string>`trim(regexp_replace(lower(${line}), '[^[:alnum:]]+', ' ', 'g'))`;

/**
 * Each way a case can match, with its index: the client by cases_search_name_idx, the UPRN by
 * cases_uprn_idx, the post code by cases_search_post_code_idx (the first line is then compared on
 * the few cases at that post code).
 */
function matchesOf(keys: DuplicateKeys): [DuplicateReason, SQL][] {
  const matches: [DuplicateReason, SQL | undefined][] = [];
  if (keys.searchName !== null && keys.dateOfBirth !== null) {
    matches.push([
      'SAME_CLIENT',
      and(
        eq(cases.searchName, sql`lower(${keys.searchName})`),
        eq(cases.clientDateOfBirth, keys.dateOfBirth),
      ),
    ]);
  }
  if (keys.uprn !== null) matches.push(['SAME_ADDRESS', eq(cases.uprn, keys.uprn)]);
  if (keys.postCodeCompact !== null && keys.addressLine1 !== null) {
    matches.push([
      'SAME_ADDRESS',
      and(
        eq(cases.postCodeCompact, keys.postCodeCompact),
        eq(addressLine1Key(sql`${cases.addressLine1}`), addressLine1Key(keys.addressLine1)),
      ),
    ]);
  }
  return matches.filter((match): match is [DuplicateReason, SQL] => match[1] !== undefined);
}

/**
 * The ids of the cases in the scope matching each way, with the reason, in one statement: a union
 * of index scans. (One OR of them, ordered by id with a limit, led PostgreSQL to walk the
 * authority's cases backwards by id and filter each.)
 */
async function matchedIds(db: Executor, scope: CaseScope, matches: [DuplicateReason, SQL][]) {
  const [first, second, ...rest] = matches.map(([reason, condition]) =>
    db
      .select({ id: cases.id, reason: sql<DuplicateReason>`${reason}::text`.as('reason') })
      .from(cases)
      .where(and(caseInScope(scope), condition)),
  );
  if (!first) return [];
  return second ? unionAll(first, second, ...rest) : first;
}

/**
 * The cases in the scope with the same client or the same address, newest first, at most
 * POSSIBLE_DUPLICATES_MAX, each with why; none when too little was typed to match either way.
 */
export async function findPossibleDuplicates(db: Executor, scope: CaseScope, keys: DuplicateKeys) {
  const reasons = new Map<number, Set<DuplicateReason>>();
  for (const { id, reason } of await matchedIds(db, scope, matchesOf(keys))) {
    reasons.set(id, (reasons.get(id) ?? new Set()).add(reason));
  }
  const ids = [...reasons.keys()].sort((a, b) => b - a).slice(0, POSSIBLE_DUPLICATES_MAX);
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: cases.id,
      caseNumber: cases.caseNumber,
      clientName: fullName({ firstName: cases.clientFirstName, lastName: cases.clientLastName }),
      addressLine1: cases.addressLine1,
      postCode: cases.postCode,
      statusName: applicationStatusMaster.name,
    })
    .from(cases)
    .innerJoin(applicationStatusMaster, eq(applicationStatusMaster.id, cases.statusId))
    .where(and(caseInScope(scope), inArray(cases.id, ids)))
    .orderBy(desc(cases.id));
  return rows.map((row) => ({ ...row, reasons: reasons.get(row.id) ?? new Set<DuplicateReason>() }));
}
