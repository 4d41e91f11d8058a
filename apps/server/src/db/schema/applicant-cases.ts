import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { authorityIdColumn } from './authorities';
import { caseKey } from './case-keys';
import { createdAt, timestampTz } from './columns';
import { sameAuthorityUserKey, webUserIdColumn } from './web-users';

/**
 * An applicant's access to a case (issue 13): granted when the officer invites the case's
 * client, live once they open the link mailed to them, ended by revoking it. A case has at most one live access; a revoked one stays as the
 * record of who had access when, and inviting again makes it live again.
 */
export const applicantCases = pgTable(
  'applicant_cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    authorityId: authorityIdColumn(),
    caseId: integer().notNull(),
    /** The applicant's account (user type APPLICANT), of the case's authority. */
    applicantId: integer().notNull(),
    invitedById: webUserIdColumn(),
    invitedAt: timestampTz().notNull().defaultNow(),
    /**
     * When the applicant opened the invitation link mailed for this grant: the access is live only
     * from then, so a case reaches only whoever holds the client's mailbox (issue 32).
     */
    acceptedAt: timestampTz(),
    revokedAt: timestampTz(),
    createdAt: createdAt(),
  },
  (table) => [
    caseKey('applicant_cases_case_fk', table.authorityId, table.caseId),
    sameAuthorityUserKey('applicant_cases_applicant_fk', table.authorityId, table.applicantId),
    uniqueIndex('applicant_cases_case_applicant_key').on(table.caseId, table.applicantId),
    uniqueIndex('applicant_cases_live_case_key')
      .on(table.caseId)
      .where(sql`${table.revokedAt} is null`),
    index('applicant_cases_applicant_idx').on(table.applicantId),
  ],
);
