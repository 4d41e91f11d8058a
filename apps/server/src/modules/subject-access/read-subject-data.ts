import { CASE_FIELD_KEYS, CASE_FIELDS, type CaseFieldKey } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import {
  findApplicantAccess,
  findDiaries,
  findDocumentsAskedFor,
  findGrant,
  findPayments,
  findQuotes,
  findRepliesToApplicant,
  findStatusHistory,
  findWarningNotes,
  findWorks,
  type CaseDiary,
  type DiaryItem,
} from '../case-records';
import { findCase, type CaseRow, type CaseScope } from '../cases';
import { findApplicantItems, findApplicants, findFollowedCases } from './subject-applicant-repository';
import { findAuditEntries } from './subject-audit-entries';
import { findSubjectFiles } from './subject-file-repository';

/** The references a case's fields hold are given by name instead (the officer, the contractor). */
const referenceNames: Partial<Record<CaseFieldKey, keyof CaseRow>> = {
  assignedOfficerId: 'assignedOfficerName',
  contractorId: 'contractorName',
};

/** A case's fields with their labels, as the case form shows them; names in place of references. */
function caseFields(row: CaseRow) {
  return CASE_FIELD_KEYS.map((key) => {
    const named = referenceNames[key];
    return {
      field: key,
      label: CASE_FIELDS[key].label,
      format: CASE_FIELDS[key].format,
      value: named ? row[named] : row[key],
    };
  });
}

type StatusChange = Awaited<ReturnType<typeof findStatusHistory>>[number];

/** A move between statuses as the export gives it (when it was recorded is the case summary's). */
const changeOf = (change: StatusChange) => ({
  changedAt: change.changedAt,
  fromStatus: change.fromStatus,
  toStatus: change.toStatus,
  changedBy: change.changedBy,
  note: change.note,
  refusalReason: change.refusalReason,
});

/** An item as the export gives it: when, what, its words or its file, and who added it. */
const itemOf = (item: DiaryItem) => ({
  scheduledAt: item.scheduledAt,
  prefix: item.prefix,
  description: item.description,
  isCompleted: item.isCompleted,
  completedAt: item.completedAt,
  text: item.text,
  fileName: item.fileName,
  createdBy: item.createdBy,
  createdAt: item.createdAt,
});

/** A diary as the export gives it: each one the case has, in the order opened, with its items. */
const diaryOf = (diary: CaseDiary) => ({
  title: diary.title,
  description: diary.description,
  items: diary.items.map(itemOf),
});

export type SubjectDataInput = {
  scope: CaseScope;
  caseIds: number[];
  applicantIds: number[];
  includeWarningNotes: boolean;
  exportedAt: Date;
};

/**
 * Everything held on the chosen cases and applicant accounts (which the caller has been found to
 * reach), as the export's data.json holds it, with the files to put beside it.
 */
export async function readSubjectData(db: Executor, input: SubjectDataInput) {
  const { scope, caseIds, applicantIds, includeWarningNotes } = input;
  const { authorityId } = scope;
  const [authority] = await db
    .select({ name: authorities.name })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  const followed = await findFollowedCases(db, scope, applicantIds);
  const files = await findSubjectFiles(db, { authorityId, caseIds, applicantIds });
  // An applicant's uploads belong to a case: only those of cases the caller reaches are theirs to export.
  const caseNumbers = new Map(followed.map((row) => [row.caseId, row.caseNumber]));

  const cases = [];
  for (const caseId of caseIds) {
    const row = await findCase(db, caseId, scope);
    if (!row) continue;
    const of = { authorityId, caseId };
    caseNumbers.set(caseId, row.caseNumber);
    cases.push({
      caseId,
      caseNumber: row.caseNumber,
      status: row.statusName,
      clientName: [row.clientTitle, row.clientFirstName, row.clientLastName].filter(Boolean).join(' '),
      fields: caseFields(row),
      openedAt: row.createdAt,
      statusHistory: (await findStatusHistory(db, of)).map(changeOf),
      diaries: (await findDiaries(db, of, 'opened')).map(diaryOf),
      ...(includeWarningNotes ? { warningNotes: await findWarningNotes(db, of) } : {}),
      // The total the approval came to, with the variations beside it (not added in).
      grant: await findGrant(db, of, 'at-approval'),
      works: await findWorks(db, of),
      quotes: await findQuotes(db, of),
      payments: await findPayments(db, of),
      applicantAccess: await findApplicantAccess(db, of),
      repliesToApplicant: await findRepliesToApplicant(db, of),
      documentsAskedFor: await findDocumentsAskedFor(db, of),
    });
  }

  const exportedFiles = files.flatMap(({ caseId, ...file }) => {
    const caseNumber = caseId === null ? undefined : caseNumbers.get(caseId);
    return caseNumber === undefined ? [] : [{ ...file, caseNumber }];
  });

  const accounts = await findApplicants(db, authorityId, applicantIds);
  const items = await findApplicantItems(db, scope, applicantIds);
  const applicantAccounts = accounts.map((account) => ({
    ...account,
    casesFollowed: followed
      .filter((row) => row.applicantId === account.id)
      .map((row) => ({
        caseNumber: row.caseNumber,
        invitedAt: row.invitedAt,
        acceptedAt: row.acceptedAt,
        revokedAt: row.revokedAt,
      })),
    sentFromPortal: items
      .filter((item) => item.applicantId === account.id)
      .map((item) => ({
        caseNumber: item.caseNumber,
        sentAt: item.sentAt,
        description: item.description,
        text: item.text,
        fileName: item.fileName,
      })),
  }));

  const auditEntries = await findAuditEntries(db, {
    authorityId,
    caseIds,
    applicantIds,
    includeWarningNotes,
  });
  return {
    exportedAt: input.exportedAt,
    heldBy: authority?.name ?? null,
    includesWarningNotes: includeWarningNotes,
    cases,
    applicantAccounts,
    files: exportedFiles,
    auditEntries,
  };
}

export type SubjectData = Awaited<ReturnType<typeof readSubjectData>>;
export type SubjectCase = SubjectData['cases'][number];
export type SubjectFile = SubjectData['files'][number];
