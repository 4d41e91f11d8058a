import { ALARM_MESSAGES, type AlarmList } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, cases } from '../../db/schema';
import { apiCalls, lastAudit, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestItem } from '../../test/diaries';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

const HOUR = 3_600_000;
/** Item ids by name, each due `hours` from now on the officer's case. */
const items: Record<string, number> = {};

async function itemDue(name: string, hours: number, fields: Partial<typeof actionItems.$inferInsert> = {}) {
  const id = await createTestItem(context.db, {
    authorityId: people.authorityId,
    caseId: people.caseOf.officer,
    diaryId: people.officersDiary,
    createdById: people.officer.id,
  });
  await context.db
    .update(actionItems)
    .set({ scheduledAt: new Date(Date.now() + hours * HOUR), description: name, ...fields })
    .where(eq(actionItems.id, id));
  items[name] = id;
}

async function alarms(who: SignedInUser, upcoming = 5, past = 5, ofUser = who.id) {
  const response = await get(`/dashboard/action-items/${ofUser}/${upcoming}/${past}`, who);
  return {
    status: response.statusCode,
    body: response.body,
    list: response.json<{ data: AlarmList }>().data,
  };
}

const details = (list: AlarmList) => list.data.map((alarm) => alarm.actionItemDetail);

beforeAll(async () => {
  // Seven upcoming and three past open items, one completed of each, all on the officer's case.
  for (const hours of [30, 2, 5, 1, 70, 9, 50]) await itemDue(`in ${hours}h`, hours);
  for (const hours of [-3, -1, -48]) await itemDue(`${-hours}h ago`, hours);
  await itemDue('done, upcoming', 3, { isCompleted: true, completedAt: new Date() });
  await itemDue('done, past', -2, { isCompleted: true, completedAt: new Date() });
});

describe('GET /api/dashboard/action-items/{webUserId}/{upcomingCount}/{pastCount}', () => {
  it("answers the officer's first upcoming alarms soonest first, then the past latest first, with both totals", async () => {
    const { status, body, list } = await alarms(people.officer, 3, 2);
    expect(status, body).toBe(200);
    expect(details(list)).toEqual([
      'Call - in 1h',
      'Call - in 2h',
      'Call - in 5h',
      'Call - 1h ago',
      'Call - 3h ago',
    ]);
    expect(list.data.map((alarm) => alarm.isDatePassed)).toEqual([false, false, false, true, true]);
    expect(list).toMatchObject({ upcomingRecord: 7, datePassedRecord: 3 });
    expect(list.data[0]).toEqual({
      actionItemDetailId: items['in 1h'],
      caseManagerDetailId: people.caseOf.officer,
      caseNumber: expect.stringMatching(/^[A-Z]{2,8}-\d{4}-\d{5,}$/) as string,
      clientName: 'Ada Lovelace',
      actionItemDetail: 'Call - in 1h',
      scheduledDate: expect.stringMatching(/Z$/) as string,
      isDatePassed: false,
      isNew: false,
    });
  });

  it('names the case of every alarm, upcoming and past, by its case number and its client', async () => {
    const [officersCase] = await context.db
      .select({ caseNumber: cases.caseNumber })
      .from(cases)
      .where(eq(cases.id, people.caseOf.officer));
    const { list } = await alarms(people.officer, 10, 10);
    expect(list.data).toHaveLength(10);
    for (const alarm of list.data) {
      expect(alarm).toMatchObject({ caseNumber: officersCase?.caseNumber, clientName: 'Ada Lovelace' });
    }
  });

  it('loads more as the counts grow, never past what there is', async () => {
    const { list } = await alarms(people.officer, 10, 10);
    expect(details(list)).toHaveLength(10);
    expect(details(list).slice(0, 7)).toEqual([
      'Call - in 1h',
      'Call - in 2h',
      'Call - in 5h',
      'Call - in 9h',
      'Call - in 30h',
      'Call - in 50h',
      'Call - in 70h',
    ]);
    expect(details(list).slice(7)).toEqual(['Call - 1h ago', 'Call - 3h ago', 'Call - 48h ago']);
  });

  it("is the caller's own: another user's id is a 403, and a colleague has none of the officer's alarms", async () => {
    expect((await alarms(people.colleague, 5, 5, people.officer.id)).status).toBe(403);
    const { list } = await alarms(people.colleague);
    expect(list).toEqual({ data: [], upcomingRecord: 0, datePassedRecord: 0, newRecord: 0 });
  });

  it('is for read-write officers only', async () => {
    for (const who of [people.reader, people.admin, people.outsider, people.platformAdmin]) {
      expect((await alarms(who)).status).toBe(403);
    }
  });

  it('refuses counts that are not small whole numbers', async () => {
    for (const counts of ['-1/5', '5/x', '5/501']) {
      const response = await get(`/dashboard/action-items/${people.officer.id}/${counts}`, people.officer);
      expect(response.statusCode, counts).toBe(400);
    }
  });
});

describe('POST /api/dashboard/remove-actionitem/{id}', () => {
  it("takes an alarm out of the officer's lists only, the item staying open; twice changes nothing more", async () => {
    const before = await alarms(people.officer, 10, 10);
    const dismissed = await post(`/dashboard/remove-actionitem/${items['in 2h']}`, people.officer);
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().message).toBe(ALARM_MESSAGES.dismissed);
    const after = await alarms(people.officer, 10, 10);
    expect(details(after.list)).toEqual(details(before.list).filter((detail) => detail !== 'Call - in 2h'));
    expect(after.list.upcomingRecord).toBe(before.list.upcomingRecord - 1);
    const [item] = await context.db
      .select()
      .from(actionItems)
      .where(eq(actionItems.id, items['in 2h'] ?? 0));
    expect(item?.isCompleted).toBe(false);
    const audited = await lastAudit(context.db, 'action-item.dismiss', items['in 2h'] ?? 0);
    expect(audited).toBeDefined();

    expect((await post(`/dashboard/remove-actionitem/${items['in 2h']}`, people.officer)).statusCode).toBe(
      200,
    );
    expect((await lastAudit(context.db, 'action-item.dismiss', items['in 2h'] ?? 0))?.id).toBe(audited?.id);
  });

  it("is a 404 for an item that is not one of the caller's alarms, and a 403 for a user without alarms", async () => {
    const response = await post(`/dashboard/remove-actionitem/${items['in 5h']}`, people.colleague);
    expect(response.statusCode).toBe(404);
    expect((await post('/dashboard/remove-actionitem/999999', people.officer)).statusCode).toBe(404);
    expect((await post(`/dashboard/remove-actionitem/${items['in 5h']}`, people.reader)).statusCode).toBe(
      403,
    );
    expect(details((await alarms(people.officer)).list)).toContain('Call - in 5h');
  });

  it("is the dismissing officer's own: the item shows again for whoever the case passes to, and hides again when it comes back", async () => {
    const { officer, colleague, admin, caseOf } = people;
    const assignCaseTo = async (who: SignedInUser) => {
      const current = (await get(`/case/edit/${caseOf.officer}`, admin)).json().data;
      const response = await post('/case/Update', admin, { ...current, assignedOfficerId: who.id });
      expect(response.statusCode, response.body).toBe(200);
    };
    const dismiss = async (name: string, who: SignedInUser) => {
      const response = await post(`/dashboard/remove-actionitem/${items[name]}`, who);
      expect(response.statusCode, response.body).toBe(200);
    };
    await dismiss('in 9h', officer);
    const before = (await alarms(officer, 10, 10)).list;
    expect(details(before)).not.toContain('Call - in 9h');

    await assignCaseTo(colleague);
    expect((await alarms(officer)).list).toEqual({
      data: [],
      upcomingRecord: 0,
      datePassedRecord: 0,
      newRecord: 0,
    });
    const theirs = (await alarms(colleague, 10, 10)).list;
    expect(details(theirs)).toContain('Call - in 9h');
    expect(theirs).toMatchObject({ upcomingRecord: 7, datePassedRecord: 3 });
    await dismiss('in 30h', colleague);

    await assignCaseTo(officer);
    expect((await alarms(colleague)).list).toEqual({
      data: [],
      upcomingRecord: 0,
      datePassedRecord: 0,
      newRecord: 0,
    });
    // The officer's own dismissals hold again; the colleague's was theirs and hides nothing here.
    expect((await alarms(officer, 10, 10)).list).toEqual(before);
    expect(details(before)).toContain('Call - in 30h');
  });
});
