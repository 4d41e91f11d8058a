import { WARNING_NOTE_MESSAGES } from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { actionDiaries, actionItems, warningNotes } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { raiseReviewAlarms } from './raise-review-alarms';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

/** A note added through the API, then given a review date in the past (as time passing would). */
async function noteReviewedOn(who: SignedInUser, caseId: number, reviewOn: string) {
  const added = await post('/warningNote/add', who, {
    caseId,
    subject: 'CLIENT',
    type: 'LONE_WORKER_RISK',
    text: 'Visit in pairs',
    reviewOn: '2099-01-01',
  });
  expect(added.statusCode, added.body).toBe(200);
  const id = added.json<{ data: { id: number } }>().data.id;
  await context.db.update(warningNotes).set({ reviewOn }).where(eq(warningNotes.id, id));
  return id;
}

const itemsOfCase = (caseId: number) =>
  context.db
    .select({ description: actionItems.description, createdById: actionItems.createdById })
    .from(actionItems)
    .innerJoin(actionDiaries, eq(actionDiaries.id, actionItems.diaryId))
    .where(
      and(eq(actionItems.caseId, caseId), eq(actionDiaries.title, WARNING_NOTE_MESSAGES.reviewDiaryTitle)),
    );

describe('warning note review alarms', () => {
  it("alarms a note's author once when its review date has passed, and again after a new date passes", async () => {
    const { officer } = people;
    const caseId = await openOfficersCase(context, people);
    const now = new Date();
    const yesterday = londonDay(new Date(now.getTime() - 86_400_000));
    const overdue = await noteReviewedOn(officer, caseId, yesterday);
    const dueToday = await noteReviewedOn(officer, caseId, londonDay(now));
    const removed = await noteReviewedOn(
      officer,
      caseId,
      londonDay(new Date(now.getTime() - 10 * 86_400_000)),
    );
    expect((await post(`/warningNote/remove/${removed}`, officer)).statusCode).toBe(200);

    await raiseReviewAlarms(context.db, now);
    const items = await itemsOfCase(caseId);
    expect(items).toEqual([
      { description: WARNING_NOTE_MESSAGES.reviewAlarm('Lone-worker risk'), createdById: officer.id },
    ]);
    const [alarmedRow] = await context.db.select().from(warningNotes).where(eq(warningNotes.id, overdue));
    expect(alarmedRow?.reviewAlarmedAt).toEqual(now);
    const [notYet] = await context.db.select().from(warningNotes).where(eq(warningNotes.id, dueToday));
    expect(notYet?.reviewAlarmedAt).toBeNull();

    // The officer's alarm list has it, and the note shows its review as due.
    const alarms = await get(`/dashboard/action-items/${officer.id}/50/50`, officer);
    expect(alarms.statusCode, alarms.body).toBe(200);
    expect(JSON.stringify(alarms.json().data)).toContain(
      WARNING_NOTE_MESSAGES.reviewAlarm('Lone-worker risk'),
    );
    const listed = (await get(`/warningNote/list/${caseId}`, officer)).json().data.notes;
    expect(listed.find((note: { id: number }) => note.id === overdue)).toMatchObject({ reviewDue: true });

    // Run again: nothing more.
    await raiseReviewAlarms(context.db, now);
    expect(await itemsOfCase(caseId)).toHaveLength(1);

    // A new review date clears the alarm's record; when that date passes it alarms again.
    const version = alarmedRow?.version ?? 0;
    const saved = await post('/warningNote/update', officer, {
      id: overdue,
      version,
      subject: 'CLIENT',
      type: 'LONE_WORKER_RISK',
      text: 'Visit in pairs',
      reviewOn: '2099-02-01',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [moved] = await context.db.select().from(warningNotes).where(eq(warningNotes.id, overdue));
    expect(moved?.reviewAlarmedAt).toBeNull();
    await context.db.update(warningNotes).set({ reviewOn: yesterday }).where(eq(warningNotes.id, overdue));
    await raiseReviewAlarms(context.db, now);
    expect(await itemsOfCase(caseId)).toHaveLength(2);
  });
});
