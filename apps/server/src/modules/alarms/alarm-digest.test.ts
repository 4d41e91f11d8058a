import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, cases, mailOutbox, webUsers } from '../../db/schema';
import { apiCalls } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';
import { createTestItem } from '../../test/diaries';
import { sendAlarmDigests } from './send-alarm-digests';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

/** 07:00 on Monday 15 June 2026 in London (BST), when the job runs. */
const MORNING = new Date('2026-06-15T06:00:00Z');
const NEXT_MORNING = new Date('2026-06-16T06:00:00Z');

let caseNumber = '';
const digest = (now = MORNING) =>
  sendAlarmDigests({ db: context.db, mailer: context.app.mailer, publicUrl: 'https://casekeeper.test' }, now);
const mailsTo = (email: string) =>
  context.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

async function item(
  description: string,
  scheduledAt: string,
  fields: Partial<typeof actionItems.$inferInsert> = {},
) {
  const id = await createTestItem(context.db, {
    authorityId: people.authorityId,
    caseId: people.caseOf.officer,
    diaryId: people.officersDiary,
    createdById: people.officer.id,
  });
  await context.db
    .update(actionItems)
    .set({ description, scheduledAt: new Date(scheduledAt), ...fields })
    .where(eq(actionItems.id, id));
  return id;
}

beforeAll(async () => {
  await item('Ring the daughter', '2026-06-14T15:00:00Z');
  await item('Measure the stairs', '2026-06-15T08:30:00Z');
  // 23:30 BST is still Monday in London; 00:30 BST on Tuesday is not.
  await item('Late check', '2026-06-15T22:30:00Z');
  await item('Tomorrow’s visit', '2026-06-15T23:30:00Z');
  await item('Done already', '2026-06-14T10:00:00Z', { isCompleted: true, completedAt: new Date() });
  const dismissed = await item('Dismissed one', '2026-06-14T11:00:00Z');
  const dismissal = await post(`/dashboard/remove-actionitem/${dismissed}`, people.officer);
  expect(dismissal.statusCode, dismissal.body).toBe(200);
  const [officersCase] = await context.db
    .select({ caseNumber: cases.caseNumber })
    .from(cases)
    .where(eq(cases.id, people.caseOf.officer));
  caseNumber = officersCase?.caseNumber ?? '';
});

describe('the daily alarm e-mail (alarms.digest)', () => {
  it("mails an officer their overdue and today's open items, in UK time, with their cases and links", async () => {
    const report = await digest();

    expect(report.mailed).toBe(1);
    const [mail, ...more] = await mailsTo(people.officer.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Casekeeper: 1 action overdue, 2 due today');
    const text = mail?.textBody ?? '';
    expect(text).toContain('Your actions for Monday 15 June 2026.');
    expect(text).toContain(`- 14/06/2026 16:00  ${caseNumber}  Call - Ring the daughter\n`);
    expect(text).toContain(`- 15/06/2026 09:30  ${caseNumber}  Call - Measure the stairs\n`);
    expect(text).toContain(`- 15/06/2026 23:30  ${caseNumber}  Call - Late check\n`);
    expect(text).toContain(`https://casekeeper.test/actionDiary/list/${people.caseOf.officer}`);
    expect(text.indexOf('Overdue (1):')).toBeLessThan(text.indexOf('Due later today (2):'));
    for (const left of ['Tomorrow’s visit', 'Done already', 'Dismissed one'])
      expect(text).not.toContain(left);
  });

  it('mails nobody twice on one day, however many runs there are at once', async () => {
    const runs = await Promise.all([digest(), digest(), digest()]);
    expect(runs.map(({ mailed }) => mailed)).toEqual([0, 0, 0]);
    expect(await mailsTo(people.officer.email)).toHaveLength(1);

    const nextDay = await Promise.all([digest(NEXT_MORNING), digest(NEXT_MORNING)]);
    expect(nextDay.reduce((sum, { mailed }) => sum + mailed, 0)).toBe(1);
    const mails = await mailsTo(people.officer.email);
    expect(mails).toHaveLength(2);
    // By Tuesday morning Monday's late check and Tuesday's visit are overdue too.
    expect(mails[1]?.subject).toBe('Casekeeper: 4 actions overdue, 0 due today');
  });

  it('mails no one with nothing due, and no one who is not a read-write officer', async () => {
    await digest(new Date('2026-06-17T06:00:00Z'));
    for (const someone of [people.colleague, people.reader, people.admin]) {
      expect(await mailsTo(someone.email)).toEqual([]);
    }
  });

  it('is turned off and on again in the profile, and then skips the officer', async () => {
    const read = await get('/profile', people.officer);
    const profile = read.json<{
      data: { alarmDigest: boolean; version: number; firstName: string; lastName: string };
    }>().data;
    expect(profile.alarmDigest).toBe(true);

    const off = await post('/profile', people.officer, {
      firstName: profile.firstName,
      lastName: profile.lastName,
      alarmDigest: false,
      version: profile.version,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<{ data: { alarmDigest: boolean } }>().data.alarmDigest).toBe(false);

    const before = (await mailsTo(people.officer.email)).length;
    expect((await digest(new Date('2026-06-18T06:00:00Z'))).mailed).toBe(0);
    expect(await mailsTo(people.officer.email)).toHaveLength(before);

    await context.db.update(webUsers).set({ alarmDigest: true }).where(eq(webUsers.id, people.officer.id));
    expect((await digest(new Date('2026-06-18T06:00:00Z'))).mailed).toBe(1);
  });
});
