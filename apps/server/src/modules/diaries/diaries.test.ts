import { CASE_MESSAGES, DIARY_MESSAGES, STALE_RECORD_MESSAGE } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actionDiaries, actionItems, files } from '../../db/schema';
import { apiCalls, lastAudit, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { multipartForm } from '../../test/multipart';

const context = useTestApp();
const { get, post } = apiCalls(context);

const people = useCaseWorkers(context);

async function addDiary(who: SignedInUser, caseId: number, title = 'Home visits') {
  const response = await post('/actionDiary/add', who, { caseId, title, description: 'Bathroom adaptation' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number; version: number };
}

async function addTextItem(who: SignedInUser, diaryId: number, scheduledAt: string) {
  const response = await post('/actionItemText/add', who, {
    diaryId,
    prefix: 'Visit',
    description: `Visit at ${scheduledAt}`,
    scheduledAt,
    text: 'Bring the tape measure',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: number };
}

describe('action diaries', () => {
  it('lets an officer add a diary to their case, list it with its items in date order and rename it, each change audited', async () => {
    const { officer, caseOf } = people;
    const added = await post('/actionDiary/add', officer, {
      caseId: caseOf.officer,
      title: '  Home visits ',
      description: 'Line one\r\nLine two',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe(DIARY_MESSAGES.added('Home visits'));
    const diary = added.json().data;
    expect(diary).toMatchObject({
      caseId: caseOf.officer,
      title: 'Home visits',
      description: 'Line one\nLine two',
      version: 1,
      can: { edit: true, delete: false },
      items: [],
    });
    expect(await lastAudit(context.db, 'diary.create', diary.id)).toMatchObject({
      actorId: officer.id,
      entityType: 'action_diary',
      after: { caseId: caseOf.officer, title: 'Home visits', description: 'Line one\nLine two' },
    });

    const later = await addTextItem(officer, diary.id, '2026-06-02T09:00:00+01:00');
    const sooner = await addTextItem(officer, diary.id, '2026-06-01T09:00:00Z');
    const listed = await get(`/actionDiary/list/${caseOf.officer}`, officer);
    expect(listed.statusCode).toBe(200);
    const [first, second] = listed.json().data;
    expect([first.id, second.id]).toEqual([people.officersDiary, diary.id]);
    expect(second.items.map((item: { id: number }) => item.id)).toEqual([sooner.id, later.id]);

    const renamed = await post('/actionDiary/update', officer, {
      id: diary.id,
      version: 1,
      title: 'Visits and calls',
      description: 'Line one\nLine two',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Visits and calls', version: 2 });
    expect(await lastAudit(context.db, 'diary.update', diary.id)).toMatchObject({
      before: { title: 'Home visits' },
      after: { title: 'Visits and calls' },
    });
    expect((await get(`/actionDiary/edit/${diary.id}`, officer)).json().data.items).toHaveLength(2);
  });

  it('answers a stale version with a 409 carrying the diary as it is, changing nothing', async () => {
    const diary = await addDiary(people.officer, people.caseOf.officer);
    const save = (title: string) =>
      post('/actionDiary/update', people.officer, { id: diary.id, version: 1, title });
    expect((await save('First')).statusCode).toBe(200);
    const stale = await save('Second');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STALE_RECORD_MESSAGE);
    expect(stale.json().data.current).toMatchObject({ title: 'First', version: 2 });
  });

  it('refuses a blank title and an over-long description with a message on each, storing nothing', async () => {
    const before = await context.db.$count(actionDiaries);
    const response = await post('/actionDiary/add', people.officer, {
      caseId: people.caseOf.officer,
      title: '   ',
      description: 'x'.repeat(4001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual({
      title: ['Enter a title for the diary'],
      description: ['Use at most 4000 characters'],
    });
    expect(await context.db.$count(actionDiaries)).toBe(before);
  });

  it("keeps another officer's case and another authority's out of reach: not found, read or written", async () => {
    const { officer, outsider, caseOf, colleague } = people;
    const theirs = await addDiary(colleague, caseOf.colleague);
    for (const response of [
      await get(`/actionDiary/list/${caseOf.colleague}`, officer),
      await post('/actionDiary/add', officer, { caseId: caseOf.colleague, title: 'Mine now' }),
      await get(`/actionDiary/edit/${theirs.id}`, officer),
      await post('/actionDiary/update', officer, { id: theirs.id, version: 1, title: 'Mine now' }),
      await get(`/actionDiary/list/${caseOf.officer}`, outsider),
      await get(`/actionDiary/edit/${theirs.id}`, outsider),
      await post(`/actionDiary/delete/${theirs.id}`, outsider),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await get(`/actionDiary/list/${caseOf.colleague}`, officer)).json().message).toBe(
      CASE_MESSAGES.notFound,
    );
    expect((await get(`/actionDiary/edit/${theirs.id}`, colleague)).json().data.title).toBe('Home visits');
  });

  it('lets a READONLY user read the diaries of their case and nothing more; platform admins reach none', async () => {
    const { reader, admin, platformAdmin, caseOf } = people;
    const diary = await addDiary(admin, caseOf.reader);
    const read = await get(`/actionDiary/list/${caseOf.reader}`, reader);
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0]).toMatchObject({ id: diary.id, can: { edit: false, delete: false } });
    expect(
      (await post('/actionDiary/add', reader, { caseId: caseOf.reader, title: 'Mine' })).statusCode,
    ).toBe(403);
    expect(
      (await post('/actionDiary/update', reader, { id: diary.id, version: 1, title: 'Mine' })).statusCode,
    ).toBe(403);
    expect((await get(`/actionDiary/list/${caseOf.reader}`, platformAdmin)).statusCode).toBe(403);
  });

  it('lets only an authority ADMIN delete a diary, its items and their files going with it, audited', async () => {
    const { officer, admin, caseOf } = people;
    const diary = await addDiary(officer, caseOf.officer);
    const text = await addTextItem(officer, diary.id, '2026-06-01T09:00:00Z');
    const upload = multipartForm(
      {
        diaryId: diary.id,
        prefix: 'Letter',
        description: 'Grant letter',
        scheduledAt: '2026-06-03T09:00:00Z',
      },
      { file: { name: 'letter.pdf', content: '%PDF-1.4\n%%EOF\n' } },
    );
    const withFile = await context.app.inject({
      method: 'POST',
      url: '/api/actionItemFile/add',
      headers: { ...officer.auth, ...upload.headers },
      payload: upload.payload,
    });
    expect(withFile.statusCode, withFile.body).toBe(200);
    const objects = join(context.config.FILE_STORAGE_DIR, 'objects');
    expect(await readdir(objects)).toHaveLength(1);

    expect((await post(`/actionDiary/delete/${diary.id}`, officer)).statusCode).toBe(403);
    const deleted = await post(`/actionDiary/delete/${diary.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(DIARY_MESSAGES.deleted);

    expect(await context.db.$count(actionDiaries, eq(actionDiaries.id, diary.id))).toBe(0);
    expect(await context.db.$count(actionItems, eq(actionItems.diaryId, diary.id))).toBe(0);
    expect(await context.db.$count(files)).toBe(0);
    expect(await readdir(objects)).toEqual([]);
    const audit = await lastAudit(context.db, 'diary.delete', diary.id);
    expect(audit).toMatchObject({ actorId: admin.id, before: { title: 'Home visits' } });
    expect((audit?.before as { items: { id: number }[] }).items.map((item) => item.id)).toEqual([
      text.id,
      withFile.json().data.id,
    ]);
  });
});
