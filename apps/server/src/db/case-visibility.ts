import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { caseRestrictions, cases } from './schema';

/**
 * Who may see a restricted case (docs/roles.md, "Restricted cases"), for every read of cases: the
 * case list's scope (modules/cases caseInScope) and the reads that do not go through it (alarms,
 * payments to authorise, who looked at a case). Here, not in the cases module, so that modules the
 * cases module itself reads can use it too.
 */

/**
 * The case is not restricted, or its restriction names the viewer (docs/roles.md, "Restricted
 * cases"). A case that is not restricted costs one comparison of its own row.
 */
export const visibleTo = (viewerId: number | Placeholder): SQL =>
  sql`(not ${cases.restricted} or exists (select from ${caseRestrictions}
    where ${caseRestrictions.caseId} = ${cases.id} and ${caseRestrictions.webUserId} = ${viewerId}))`;

/**
 * The ids of the authority's restricted cases whose restriction does not name the viewer: what
 * the counted lists (case_counts, alarms' counts) take off their totals. case_restrictions is
 * small (a handful of rows per restricted case, and few cases are restricted), and a case has
 * rows there only while it is restricted.
 */
export const hiddenCaseIds = (
  authorityId: number | Placeholder | SQL,
  viewerId: number | Placeholder | SQL,
): SQL =>
  sql`select ${caseRestrictions.caseId} from ${caseRestrictions}
    where ${caseRestrictions.authorityId} = ${authorityId}
    group by ${caseRestrictions.caseId} having not bool_or(${caseRestrictions.webUserId} = ${viewerId})`;
