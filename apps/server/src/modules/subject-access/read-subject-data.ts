import { CASE_FIELD_KEYS, CASE_FIELDS, type CaseFieldKey } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authorities } from '../../db/schema';
import { findCase, type CaseRow, type CaseScope } from '../cases';
import { findApplicantItems, findApplicants, findFollowedCases } from './subject-applicant-repository';
import { findAuditEntries } from './subject-audit-entries';
import {
  findApplicantAccess,
  findDiaryItems,
  findDocumentsAskedFor,
  findGrant,
  findPayments,
  findQuotes,
  findRepliesToApplicant,
  findStatusHistory,
  findWarningNotes,
  findWorks,
} from './subject-case-records';
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

type DiaryRow = Awaited<ReturnType<typeof findDiaryItems>>[number];

/** An item as the export gives it: when, what, its words or its file, and who added it. */
const itemOf = (row: DiaryRow) => ({
  scheduledAt: row.scheduledAt,
  prefix: row.prefix,
  description: row.description,
  isCompleted: row.isCompleted,
  completedAt: row.completedAt,
  text: row.text,
  fileName: row.fileName,
  createdBy: row.createdBy,
  createdAt: row.createdAt,
});

/** A case's diaries from their rows (one per item): each diary once, with its items. */
function diariesOf(rows: DiaryRow[]) {
  const diaries = new Map<
    number,
    { title: string; description: string | null; items: ReturnType<typeof itemOf>[] }
  >();
  for (const row of rows) {
    const diary = diaries.get(row.diaryId) ?? {
      title: row.diaryTitle,
      description: row.diaryDescription,
      items: [],
    };
    diaries.set(row.diaryId, diary);
    if (row.itemId !== null) diary.items.push(itemOf(row));
  }
  return [...diaries.values()];
}

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
      statusHistory: await findStatusHistory(db, of),
      diaries: diariesOf(await findDiaryItems(db, of)),
      ...(includeWarningNotes ? { warningNotes: await findWarningNotes(db, of) } : {}),
      grant: await findGrant(db, of),
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
