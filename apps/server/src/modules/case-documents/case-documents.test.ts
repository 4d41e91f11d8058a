import {
  CASE_DOCUMENT_MESSAGES,
  DISPOSED_TEXT,
  type ActionItem,
  type AlarmList,
  type CaseDocument,
  type CaseDocumentList,
} from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicantCases, caseDocuments, caseRestrictions, cases, files } from '../../db/schema';
import { apiCalls, lastAudit, signedInApplicant, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { multipartForm, postMultipart } from '../../test/multipart';
import { disposeCaseFiles } from '../disposal/dispose-files';
import { blankCaseTexts } from '../disposal/erase-case-data';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

const PDF = '%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n';

function fileDocument(who: SignedInUser, caseId: number, fields: Record<string, unknown> = {}) {
  const form = multipartForm(
    { type: 'OT_ASSESSMENT', name: 'OT assessment of the stairs', ...fields },
    { file: { name: 'ot.pdf', content: PDF } },
  );
  return postMultipart(context.app, `/api/case/${caseId}/documents/add`, who, form);
}

async function filed(who: SignedInUser, caseId: number, fields: Record<string, unknown> = {}) {
  const response = await fileDocument(who, caseId, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseDocument }>().data;
}

async function documentsOf(who: SignedInUser, caseId: number, query?: Record<string, string>) {
  const response = await get(`/case/${caseId}/documents`, who, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: CaseDocumentList }>().data;
}

const alarmsOf = async (who: SignedInUser) => {
  const response = await get(`/dashboard/action-items/${who.id}/50/50`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AlarmList }>().data;
};

const overdueActionsOf = async (who: SignedInUser) => {
  const response = await get(`/case/user-summary/${people.authorityId}/${who.id}`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { overdueActions: number } }>().data.overdueActions;
};

/** An applicant following a new case of the officer's, who sends a document from the portal. */
async function applicantSends(note = 'Proof of income') {
  const applicant = await signedInApplicant(context, people.officer);
  const [followed] = await context.db
    .select({ caseId: applicantCases.caseId })
    .from(applicantCases)
    .where(eq(applicantCases.applicantId, applicant.id));
  if (!followed) throw new Error('the applicant follows no case');
  const { caseId } = followed;
  await context.db.update(cases).set({ assignedOfficerId: people.officer.id }).where(eq(cases.id, caseId));
  const form = multipartForm({ note }, { file: { name: 'payslip.pdf', content: PDF } });
  const sent = await postMultipart(context.app, '/api/portal/document', applicant, form);
  expect(sent.statusCode, sent.body).toBe(200);
  return { applicant, caseId };
}

describe('documents filed on a case', () => {
  it('files a document with no due date: listed with who and when, audited, and never an alarm or an overdue action', async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people);
    const alarmsBefore = await alarmsOf(officer);
    const overdueBefore = await overdueActionsOf(officer);

    const document = await filed(officer, caseId, { diaryId: '' });
    expect(document).toMatchObject({
      source: 'DOCUMENT',
      type: 'OT_ASSESSMENT',
      title: 'OT assessment of the stairs',
      fileName: 'ot.pdf',
      contentType: 'application/pdf',
      isNew: false,
      diaryId: null,
      uploadedByName: expect.stringMatching(/\S/),
      downloadPath: `/case/${caseId}/documents/file/${document.documentId}`,
      can: { delete: true, markSeen: false },
    });
    expect(await lastAudit(context.db, 'case-document.add', caseId)).toMatchObject({
      actorId: officer.id,
      after: { documentId: document.documentId, type: 'OT_ASSESSMENT', file: { name: 'ot.pdf' } },
    });

    const alarmsAfter = await alarmsOf(officer);
    expect(alarmsAfter.datePassedRecord).toBe(alarmsBefore.datePassedRecord);
    expect(alarmsAfter.upcomingRecord).toBe(alarmsBefore.upcomingRecord);
    expect(await overdueActionsOf(officer)).toBe(overdueBefore);

    const list = await documentsOf(officer, caseId);
    expect(list).toMatchObject({ documents: [{ key: document.key }], can: { add: true } });
    const download = await get(document.downloadPath, officer);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.body).toBe(PDF);
    expect(await lastAudit(context.db, 'case-document.download', caseId)).toMatchObject({
      actorId: officer.id,
    });
  });

  it('links a document to a diary of the same case, and lists every file of the case newest first, by source', async () => {
    const { officer, officersDiary, caseOf } = people;
    const item = await postMultipart(
      context.app,
      '/api/actionItemFile/add',
      officer,
      multipartForm(
        {
          diaryId: officersDiary,
          prefix: 'Visit',
          description: 'Photos of the bathroom',
          scheduledAt: '2030-01-01T09:00:00Z',
        },
        { file: { name: 'bath.pdf', content: PDF } },
      ),
    );
    expect(item.statusCode, item.body).toBe(200);
    const document = await filed(officer, caseOf.officer, {
      type: 'PHOTO',
      name: 'Stairs',
      diaryId: officersDiary,
    });
    expect(document).toMatchObject({ diaryId: officersDiary, diaryTitle: 'Visits and papers' });

    const all = await documentsOf(officer, caseOf.officer);
    expect(all.documents.map((entry) => entry.source).slice(0, 2)).toEqual(['DOCUMENT', 'DIARY_ITEM']);
    const itemId = item.json<{ data: ActionItem }>().data.id;
    expect(all.documents[1]).toMatchObject({
      title: 'Photos of the bathroom',
      downloadPath: `/actionItemFile/download/${itemId}`,
    });
    const onlyItems = await documentsOf(officer, caseOf.officer, { source: 'DIARY_ITEM' });
    expect(onlyItems.documents.every((entry) => entry.source === 'DIARY_ITEM')).toBe(true);
    expect(onlyItems.documents.length).toBeGreaterThan(0);
  });

  it('refuses bad input with a field error and stores nothing', async () => {
    const { officer, colleague } = people;
    const caseId = await openOfficersCase(context, people);
    const filesBefore = await context.db.$count(files, eq(files.authorityId, people.authorityId));
    for (const [fields, field] of [
      [{ type: 'SELFIE' }, 'type'],
      [{ name: '   ' }, 'name'],
      [{ diaryId: 'seven' }, 'diaryId'],
    ] as const) {
      const refused = await fileDocument(officer, caseId, fields);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ data: { fields: Record<string, string[]> } }>().data.fields).toHaveProperty(
        field,
      );
    }
    // A diary of another case is no diary of this one.
    const colleaguesDiary = await post('/actionDiary/add', colleague, {
      caseId: people.caseOf.colleague,
      title: 'Theirs',
    });
    const elsewhere = await fileDocument(officer, caseId, { diaryId: colleaguesDiary.json().data.id });
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(await context.db.$count(caseDocuments, eq(caseDocuments.caseId, caseId))).toBe(0);
    expect(await context.db.$count(files, eq(files.authorityId, people.authorityId))).toBe(filesBefore);
  });

  it('lets READONLY read but not file or delete; deletion is for the filer or an ADMIN, audited', async () => {
    const { officer, colleague, reader, admin } = people;
    const caseId = await openOfficersCase(context, people);
    const document = await filed(officer, caseId);
    const asReader = await documentsOf(admin, caseId);
    expect(asReader.documents[0]?.can.delete).toBe(true);

    expect((await fileDocument(reader, people.caseOf.reader)).statusCode).toBe(403);
    const readersView = await documentsOf(reader, people.caseOf.reader);
    expect(readersView.can.add).toBe(false);

    // A colleague given the case may read it, not delete what the officer filed.
    await context.db.update(cases).set({ assignedOfficerId: colleague.id }).where(eq(cases.id, caseId));
    const notYours = await post(`/case/${caseId}/documents/delete/${document.documentId}`, colleague);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().message).toBe(CASE_DOCUMENT_MESSAGES.notYours);

    const deleted = await post(`/case/${caseId}/documents/delete/${document.documentId}`, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await lastAudit(context.db, 'case-document.delete', caseId)).toMatchObject({
      actorId: admin.id,
      before: { documentId: document.documentId, name: 'OT assessment of the stairs' },
    });
    expect((await documentsOf(admin, caseId)).documents).toEqual([]);
  });

  it("answers 404 for another authority's case and for a restricted case to those not named", async () => {
    const { officer, admin, outsider } = people;
    const caseId = await openOfficersCase(context, people);
    const document = await filed(officer, caseId);
    expect((await get(`/case/${caseId}/documents`, outsider)).statusCode).toBe(404);
    expect((await get(document.downloadPath, outsider)).statusCode).toBe(404);
    expect((await fileDocument(outsider, caseId)).statusCode).toBe(404);

    await context.db.update(cases).set({ restricted: true }).where(eq(cases.id, caseId));
    await context.db
      .insert(caseRestrictions)
      .values({ authorityId: people.authorityId, caseId, webUserId: admin.id, addedById: admin.id });
    expect((await get(`/case/${caseId}/documents`, officer)).statusCode).toBe(404);
    expect((await get(document.downloadPath, officer)).statusCode).toBe(404);
    expect((await post(`/case/${caseId}/documents/delete/${document.documentId}`, officer)).statusCode).toBe(
      404,
    );
    expect((await documentsOf(admin, caseId)).documents).toHaveLength(1);
  });
});

describe('what the applicant sends', () => {
  it('is new (not overdue) on the alarm bell and the list, counts in no overdue actions, and is seen once marked', async () => {
    const { officer } = people;
    const overdueBefore = await overdueActionsOf(officer);
    const { caseId } = await applicantSends();

    const list = await documentsOf(officer, caseId);
    const sent = list.documents.find((entry) => entry.source === 'APPLICANT');
    expect(sent).toMatchObject({
      isNew: true,
      fileName: 'payslip.pdf',
      can: { delete: false, markSeen: true },
    });
    if (!sent?.actionItemId) throw new Error('no applicant item');

    const alarms = await alarmsOf(officer);
    const alarm = alarms.data.find((entry) => entry.actionItemDetailId === sent.actionItemId);
    expect(alarm).toMatchObject({ isNew: true, isDatePassed: false });
    expect(alarms.newRecord).toBeGreaterThan(0);
    expect(await overdueActionsOf(officer)).toBe(overdueBefore);

    const seen = await post(`/case/${caseId}/applicant-items/${sent.actionItemId}/seen`, officer);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(await lastAudit(context.db, 'action-item.seen', sent.actionItemId)).toMatchObject({
      actorId: officer.id,
    });
    const after = await documentsOf(officer, caseId, { source: 'APPLICANT' });
    expect(after.documents[0]).toMatchObject({ isNew: false, can: { markSeen: false } });
    const alarmsAfter = await alarmsOf(officer);
    expect(alarmsAfter.data.some((entry) => entry.actionItemDetailId === sent.actionItemId)).toBe(false);

    // The portal still lists what the applicant sent.
    const { applicant } = await applicantSends('Second');
    const portal = await get('/portal/case', applicant);
    expect(JSON.stringify(portal.json())).toContain('payslip.pdf');
  });

  it('is marked seen when an officer downloads it, but not when READONLY does', async () => {
    const { officer, reader } = people;
    const { caseId } = await applicantSends();
    const sent = (await documentsOf(officer, caseId, { source: 'APPLICANT' })).documents[0];
    if (!sent?.actionItemId) throw new Error('no applicant item');
    await context.db.update(cases).set({ assignedOfficerId: reader.id }).where(eq(cases.id, caseId));
    expect((await get(sent.downloadPath, reader)).statusCode).toBe(200);
    expect((await documentsOf(reader, caseId, { source: 'APPLICANT' })).documents[0]?.isNew).toBe(true);
    await context.db.update(cases).set({ assignedOfficerId: officer.id }).where(eq(cases.id, caseId));
    const download = await get(sent.downloadPath, officer);
    expect(download.statusCode, download.body).toBe(200);
    expect((await documentsOf(officer, caseId, { source: 'APPLICANT' })).documents[0]?.isNew).toBe(false);
  });

  it('cannot be changed, reopened or deleted by staff, nor its diary deleted', async () => {
    const { officer, admin } = people;
    const { caseId } = await applicantSends();
    const sent = (await documentsOf(officer, caseId, { source: 'APPLICANT' })).documents[0];
    const itemId = sent?.actionItemId;
    if (!itemId) throw new Error('no applicant item');
    const item = (await get(`/actionItem/edit/${itemId}`, officer)).json<{ data: ActionItem }>().data;
    expect(item).toMatchObject({ fromApplicant: true, can: { edit: false } });

    const update = await post('/actionItemFile/update', officer, {
      id: itemId,
      version: item.version,
      prefix: 'Other',
      description: 'Changed',
      scheduledAt: '2030-01-01T09:00:00Z',
    });
    expect(update.statusCode).toBe(403);
    expect(update.json().message).toBe(CASE_DOCUMENT_MESSAGES.applicantsOwn);
    expect((await post(`/actionItem/delete/${itemId}`, admin)).statusCode).toBe(403);
    expect((await post(`/actionDiary/delete/${item.diaryId}`, admin)).statusCode).toBe(403);
    expect((await post(`/actionItem/complete/${itemId}`, officer)).statusCode).toBe(200);
    expect((await post(`/actionItem/reopen/${itemId}`, officer)).statusCode).toBe(403);
    // Not the applicant's: a staff item is not marked seen here.
    const staffItem = await post(`/case/${caseId}/applicant-items/${people.officersDiary}/seen`, officer);
    expect([403, 404]).toContain(staffItem.statusCode);
    expect((await documentsOf(officer, caseId, { source: 'APPLICANT' })).documents).toHaveLength(1);
  });
});

describe("a case's disposal", () => {
  it("tombstones the documents' files and blanks their names with the case's other records", async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people);
    const document = await filed(officer, caseId);
    const disposed = await context.db.transaction(async (tx) => {
      await blankCaseTexts(tx, people.authorityId, caseId);
      return disposeCaseFiles(tx, people.authorityId, caseId, new Date());
    });
    expect(disposed.ids).toHaveLength(1);
    const [row] = await context.db
      .select()
      .from(caseDocuments)
      .where(eq(caseDocuments.id, document.documentId ?? 0));
    expect(row?.name).toBe(DISPOSED_TEXT);
    expect((await documentsOf(officer, caseId)).documents).toEqual([]);
  });
});
