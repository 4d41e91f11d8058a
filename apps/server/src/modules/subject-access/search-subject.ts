import {
  identifiersOf,
  SUBJECT_ACCESS_MAX_RECORDS,
  type SubjectAccessMatch,
  type SubjectAccessResult,
  type SubjectAccessSearchFields,
} from '@casekeeper/contract';
import type { Database } from '../../db/client';
import { auditChange, type ChangeInput } from '../../platform/audit/audit-change';
import { caseScopeOf } from '../cases';
import { findFollowedCases, findMatchingApplicants } from './subject-applicant-repository';
import { countAuditEntries } from './subject-audit-entries';
import { findMatchingCases } from './subject-case-repository';
import { applicantMatchers, caseMatchers } from './subject-identifiers';

/**
 * Finds a person's cases (those the caller reaches), their applicant accounts (by the account's
 * own e-mail or phone, or as following a case found) and how many audit entries name them. The
 * search is audited by the kinds of identifier given, never their values.
 */
export async function searchSubject(
  db: Database,
  input: ChangeInput<{ search: SubjectAccessSearchFields }>,
): Promise<SubjectAccessResult> {
  const { caller, search } = input;
  const scope = caseScopeOf(caller);
  const foundCases = await findMatchingCases(db, scope, caseMatchers(search));
  const cases = foundCases.slice(0, SUBJECT_ACCESS_MAX_RECORDS);
  const caseIds = cases.map((found) => found.id);
  const foundApplicants = await findMatchingApplicants(
    db,
    scope.authorityId,
    applicantMatchers(search),
    caseIds,
  );
  const applicants = foundApplicants.slice(0, SUBJECT_ACCESS_MAX_RECORDS);
  const applicantIds = applicants.map((applicant) => applicant.id);
  const followed = await findFollowedCases(db, scope, applicantIds);
  const auditEntries = await countAuditEntries(db, {
    authorityId: scope.authorityId,
    caseIds,
    applicantIds,
    includeWarningNotes: false,
  });
  await auditChange(db, input, 'subject-access.search', scope.authorityId, {
    after: { identifiers: identifiersOf(search), cases: caseIds.length, applicants: applicantIds.length },
  });
  return {
    cases,
    applicants: applicants.map((applicant) => ({
      ...applicant,
      matched: applicant.matched as SubjectAccessMatch[],
      cases: followed
        .filter((row) => row.applicantId === applicant.id)
        .map((row) => ({ id: row.caseId, caseNumber: row.caseNumber })),
    })),
    auditEntries,
    truncated:
      foundCases.length > SUBJECT_ACCESS_MAX_RECORDS || foundApplicants.length > SUBJECT_ACCESS_MAX_RECORDS,
  };
}
