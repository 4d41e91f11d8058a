import { sql } from 'drizzle-orm';
import { caseGrants } from '../../db/schema';

/**
 * A grant's approved total, in a statement that reads `case_grants` rows known to be approved:
 * the approval's total plus every approved variation's change (kept on the row by
 * refreshGrantMoney). The one definition of it: the grant's answer, the applicant portal, the
 * payments' ceiling and the Spend view all read it from here.
 */
export const approvedGrantTotalSql = sql<number>`(${caseGrants.approvedTotalPence} + ${caseGrants.variationsPence})`;
