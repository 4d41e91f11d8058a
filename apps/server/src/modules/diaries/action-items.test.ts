import { ACTION_ITEM_MESSAGES, ACTION_TYPES } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionItems, cases } from '../../db/schema';
import { apiCalls, lastAudit, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestDiaryWithItem, createTestItem, createTestStoredFile } from '../../test/diaries';

const context = useTestApp();
const { get, post } = apiCalls(context);

const people = useCaseWorkers(context);

const textItem = (overrides: Record<string, unknown> = {}) => ({
  diaryId: people.officersDiary,
  prefix: 'Call',
  description: 'Ring about the stairlift',
  scheduledAt: '2026-03-30T09:30:00+01:00',
  text: 'Ask for the daughter',
  ...overrides,
});

async function addItem(who: SignedInUser = people.officer) {
  const response = await post('/actionItemText/add', who, textItem());
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

describe('action items', () => {
  it('adds a text item with its time kept in UTC, edits, completes, reopens and deletes it, each audited', async () => {
    const { officer } = people;
    const added = await post('/actionItemText/add', officer, textItem());
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(ACTION_ITEM_MESSAGES.added);
    const item = added.json().data;
    expect(item).toMatchObject({
      diaryId: people.officersDiary,
      caseId: people.caseOf.officer,
      kind: 'TEXT',
      prefix: 'Call',
      scheduledAt: '2026-03-30T08:30:00.000Z',
      isCompleted: false,
      completedAt: null,
      text: 'Ask for the daughter',
      file: null,
      version: 1,
      can: { edit: true },
    });
    expect(await lastAudit(context.db, 'action-item.create', item.id)).toMatchObject({
      actorId: officer.id,
      entityType: 'action_item',
      after: { prefix: 'Call', scheduledAt: '2026-03-30T08:30:00.000Z', text: 'Ask for the daughter' },
    });

    const edited = await post('/actionItemText/update', officer, {
      ...textItem({ prefix: 'Visit', text: 'Ask for the son' }),
      id: item.id,
      version: 1,
    });
    expect(edited.json().data).toMatchObject({ prefix: 'Visit', text: 'Ask for the son', version: 2 });
    expect(await lastAudit(context.db, 'action-item.update', item.id)).toMatchObject({
      before: { prefix: 'Call', text: 'Ask for the daughter' },
      after: { prefix: 'Visit', text: 'Ask for the son' },
    });

    const completed = await post(`/actionItem/complete/${item.id}`, officer);
    expect(completed.json().data).toMatchObject({ isCompleted: true, completedAt: expect.any(String) });
    expect(await lastAudit(context.db, 'action-item.complete', item.id)).toMatchObject({
      before: { isCompleted: false },
      after: { isCompleted: true },
    });
    const reopened = await post(`/actionItem/reopen/${item.id}`, officer);
    expect(reopened.json().data).toMatchObject({ isCompleted: false, completedAt: null });
    expect(await lastAudit(context.db, 'action-item.reopen', item.id)).toBeDefined();

    expect((await post(`/actionItem/delete/${item.id}`, officer)).statusCode).toBe(200);
    expect(await context.db.$count(actionItems, eq(actionItems.id, item.id))).toBe(0);
    expect(await lastAudit(context.db, 'action-item.delete', item.id)).toMatchObject({
      before: { description: 'Ring about the stairlift', text: 'Ask for the son' },
    });
    expect((await get(`/actionItem/edit/${item.id}`, officer)).statusCode).toBe(404);
  });

  it('shares an item with the applicant only when asked, the change audited, and refuses a value that is not yes or no', async () => {
    const { officer } = people;
    const added = await post('/actionItemText/add', officer, textItem());
    const item = added.json().data;
    expect(item.sharedWithApplicant).toBe(false);

    const shared = await post('/actionItemText/update', officer, {
      ...textItem({ sharedWithApplicant: true }),
      id: item.id,
      version: item.version,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().data.sharedWithApplicant).toBe(true);
    expect(await lastAudit(context.db, 'action-item.update', item.id)).toMatchObject({
      before: { sharedWithApplicant: false },
      after: { sharedWithApplicant: true },
    });

    const refused = await post('/actionItemText/add', officer, textItem({ sharedWithApplicant: 'yes' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields).toEqual({
      sharedWithApplicant: ['Say whether to share this with the applicant: true or false'],
    });
  });

  it('answers a repeated complete as it is, without a second audit row', async () => {
    const item = await addItem();
    await post(`/actionItem/complete/${item.id}`, people.officer);
    const first = await lastAudit(context.db, 'action-item.complete', item.id);
    const again = await post(`/actionItem/complete/${item.id}`, people.officer);
    expect(again.json().data).toMatchObject({ isCompleted: true, version: 2 });
    expect((await lastAudit(context.db, 'action-item.complete', item.id))?.id).toBe(first?.id);
  });

  it('refuses a type off the list, a time without its offset and a blank note, with a message on each', async () => {
    const before = await context.db.$count(actionItems);
    const response = await post(
      '/actionItemText/add',
      people.officer,
      textItem({ prefix: 'Séance', scheduledAt: '2026-03-30T09:30:00', text: ' ' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      prefix: [`Choose the type of action: ${ACTION_TYPES.join(', ')}`],
      scheduledAt: ['Enter the date and time with its offset, such as 2026-03-30T09:30:00+01:00'],
      text: ['Enter the note'],
    });
    expect(await context.db.$count(actionItems)).toBe(before);
  });

  it("keeps another officer's items and another authority's out of reach, and READONLY users from writing", async () => {
    const { colleague, officer, reader, admin, outsider, platformAdmin, caseOf, authorityId } = people;
    const { diaryId: theirDiary, itemId: theirs } = await createTestDiaryWithItem(context.db, {
      authorityId,
      caseId: caseOf.colleague,
      createdById: colleague.id,
    });
    for (const response of [
      await get(`/actionItem/edit/${theirs}`, officer),
      await post('/actionItemText/add', officer, textItem({ diaryId: theirDiary })),
      await post(`/actionItem/complete/${theirs}`, officer),
      await post(`/actionItem/delete/${theirs}`, officer),
      await get(`/actionItem/edit/${theirs}`, outsider),
      await post(`/actionItem/delete/${theirs}`, outsider),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await get(`/actionItem/edit/${theirs}`, admin)).statusCode).toBe(200);

    const { diaryId: readersDiary, itemId: readersItem } = await createTestDiaryWithItem(context.db, {
      authorityId,
      caseId: caseOf.reader,
      createdById: admin.id,
    });
    const read = await get(`/actionItem/edit/${readersItem}`, reader);
    expect(read.json().data).toMatchObject({ id: readersItem, can: { edit: false } });
    expect((await post(`/actionItem/complete/${readersItem}`, reader)).statusCode).toBe(403);
    expect((await post('/actionItemText/add', reader, textItem({ diaryId: readersDiary }))).statusCode).toBe(
      403,
    );
    expect((await get(`/actionItem/edit/${readersItem}`, platformAdmin)).statusCode).toBe(403);
  });

  it('edits a file item only through the file form, and a text item only through the text form', async () => {
    const { officer, authorityId, caseOf } = people;
    const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
      authorityId,
      uploadedById: officer.id,
    });
    const fileItem = await createTestItem(context.db, {
      authorityId,
      caseId: caseOf.officer,
      diaryId: people.officersDiary,
      createdById: officer.id,
      fileId,
    });
    const asText = await post('/actionItemText/update', officer, { ...textItem(), id: fileItem, version: 1 });
    expect(asText.statusCode).toBe(404);
    const fields = { prefix: 'Call', description: 'Read the plan', scheduledAt: '2026-03-30T09:30:00+01:00' };
    const asFile = await post('/actionItemFile/update', officer, { ...fields, id: fileItem, version: 1 });
    expect(asFile.statusCode, asFile.body).toBe(200);
    expect(asFile.json().data).toMatchObject({
      description: 'Read the plan',
      kind: 'FILE',
      file: { name: 'plan.pdf' },
    });
    const textOne = await addItem();
    expect(
      (await post('/actionItemFile/update', officer, { ...fields, id: textOne.id, version: 1 })).statusCode,
    ).toBe(404);
  });

  it("carries its case's officer, so alarms follow the case when it is reassigned or deleted", async () => {
    const { officer, colleague, admin, caseOf } = people;
    const item = await addItem();
    const officerOf = async () =>
      (
        await context.db
          .select({ officerId: actionItems.assignedOfficerId })
          .from(actionItems)
          .where(eq(actionItems.id, item.id))
      )[0]?.officerId;
    expect(await officerOf()).toBe(officer.id);
    const current = (await get(`/case/edit/${caseOf.officer}`, admin)).json().data;
    const reassigned = await post('/case/Update', admin, { ...current, assignedOfficerId: colleague.id });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(await officerOf()).toBe(colleague.id);
    await context.db.update(cases).set({ deletedAt: new Date() }).where(eq(cases.id, caseOf.officer));
    expect(await officerOf()).toBeNull();
  });
});
