import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { caseGrants } from '../../db/schema';
import { apiCalls } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { createTestGrant } from '../../test/grants';
import { findDiaries, findGrant } from '.';

const context = useTestApp();
const { post } = apiCalls(context);
const people = useCaseWorkers(context);

async function diaryWith(caseId: number, title: string, items: [string, string][]) {
  const diary = await post('/actionDiary/add', people.officer, { caseId, title });
  expect(diary.statusCode, diary.body).toBe(200);
  const diaryId = diary.json<{ data: { id: number } }>().data.id;
  for (const [description, scheduledAt] of items) {
    const item = await post('/actionItemText/add', people.officer, {
      diaryId,
      prefix: 'Visit',
      description,
      scheduledAt,
      text: `${description}.`,
    });
    expect(item.statusCode, item.body).toBe(200);
  }
}

describe("a case's records as the exports read them", () => {
  it('gives every diary once with its items in date order, by title or as opened', async () => {
    const caseId = await openOfficersCase(context, people);
    await diaryWith(caseId, 'Visits', [
      ['Second visit', '2026-05-04T10:00:00Z'],
      ['First visit', '2026-05-02T10:00:00Z'],
    ]);
    await diaryWith(caseId, 'Assessment', [['Measure', '2026-06-01T10:00:00Z']]);
    await diaryWith(caseId, 'Nothing yet', []);
    const of = { authorityId: people.authorityId, caseId };

    const shape = (diaries: Awaited<ReturnType<typeof findDiaries>>) =>
      diaries.map((diary) => [diary.title, diary.items.map((item) => item.description)]);
    expect(shape(await findDiaries(context.db, of, 'opened'))).toEqual([
      ['Visits', ['First visit', 'Second visit']],
      ['Assessment', ['Measure']],
      ['Nothing yet', []],
    ]);
    expect(shape(await findDiaries(context.db, of, 'title'))).toEqual([
      ['Assessment', ['Measure']],
      ['Nothing yet', []],
      ['Visits', ['First visit', 'Second visit']],
    ]);
    // Another case's diaries are not this one's.
    const other = await openOfficersCase(context, people);
    expect(await findDiaries(context.db, { ...of, caseId: other }, 'opened')).toEqual([]);
  });

  it("reads a grant's approved total as the approval came to it, or with its variations added", async () => {
    const caseId = await openOfficersCase(context, people);
    const of = { authorityId: people.authorityId, caseId };
    expect(await findGrant(context.db, of, 'at-approval')).toBeNull();
    await createTestGrant(context.db, context.app.fileStorage, {
      ...of,
      createdById: people.officer.id,
      proposed: true,
      approved: { byId: people.admin.id, totalPence: 850_000 },
    });
    await context.db
      .update(caseGrants)
      .set({ variationsPence: 18_500 })
      .where(and(eq(caseGrants.authorityId, of.authorityId), eq(caseGrants.caseId, caseId)));

    expect(await findGrant(context.db, of, 'at-approval')).toMatchObject({
      approvedTotalPence: 850_000,
      variationsPence: 18_500,
    });
    expect(await findGrant(context.db, of, 'with-variations')).toMatchObject({
      approvedTotalPence: 868_500,
    });
  });
});
