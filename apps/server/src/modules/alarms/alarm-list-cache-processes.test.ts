import type { AlarmList } from '@casekeeper/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/client';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import type { TestContext } from '../../test/build-test-app';
import { startServerProcess } from '../../test/server-process';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { createTestDiary, createTestItem } from '../../test/diaries';

/**
 * Two server processes on one database, each keeping officers' alarm answers: a change made
 * through either shows in the other's next answer once announced, and in the writing process's
 * next answer at once.
 */
let database: TestDatabase;
const connections: DatabaseConnection[] = [];
const processes: TestContext[] = [];
let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;
let colleague: SignedInUser;
const caseOf = { officer: 0, colleague: 0 };
const diaryOf = { officer: 0, colleague: 0 };

const serverProcess = () => startServerProcess(database, connections);

const one = () => processes[0] as TestContext;
const other = () => processes[1] as TestContext;

async function alarms(process: TestContext, who: SignedInUser): Promise<AlarmList> {
  const response = await apiCalls(process).get(`/dashboard/action-items/${who.id}/10/10`, who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: AlarmList }>().data;
}

const details = (list: AlarmList) => list.data.map((alarm) => alarm.actionItemDetail);

async function openCase(assignee: SignedInUser) {
  const response = await apiCalls(one()).post('/case/add', admin, {
    clientFirstName: 'Ada',
    clientLastName: 'Lovelace',
    addressLine1: '12 Mill Lane',
    postCode: 'B33 8TH',
    assignedOfficerId: assignee.id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

async function itemOn(owner: 'officer' | 'colleague') {
  const on = { authorityId, caseId: caseOf[owner], createdById: admin.id };
  return createTestItem(one().db, { ...on, diaryId: diaryOf[owner] });
}

let renames = 0;
/**
 * Whether `who`'s next answer on `process` comes from memory: an item of theirs is renamed with
 * the triggers off, so no process hears of it, and only a kept answer can hide the new name.
 */
async function answeredFromMemory(process: TestContext, who: SignedInUser, itemId: number) {
  await alarms(process, who);
  renames += 1;
  await one().ownerDb.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update action_items set description = ${`Quiet ${renames}`} where id = ${itemId}`);
  });
  return !details(await alarms(process, who)).includes(`Call - Quiet ${renames}`);
}

/** Turns migration 0017's announcing triggers on or off. */
async function switchAlarmAnnouncements(to: 'enable' | 'disable') {
  const db = one().ownerDb;
  await db.execute(
    sql.raw(`alter table action_items ${to} trigger action_items_alarm_announce_insert,
      ${to} trigger action_items_alarm_announce_update, ${to} trigger action_items_alarm_announce_delete`),
  );
  await db.execute(
    sql.raw(`alter table action_item_dismissals ${to} trigger action_item_dismissals_alarm_announce`),
  );
}

/** Runs `act` with no alarm announced: only a process's own drops can show a change. */
async function withoutAlarmAnnouncements(act: () => Promise<void>) {
  await switchAlarmAnnouncements('disable');
  try {
    await act();
  } finally {
    await switchAlarmAnnouncements('enable');
  }
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  processes.push(await serverProcess(), await serverProcess());
  authorityId = await createTestAuthority(one().db);
  admin = await signedInUser(one(), { authorityId, role: 'ADMIN' });
  officer = await signedInUser(one(), { authorityId, role: 'READWRITE' });
  colleague = await signedInUser(one(), { authorityId, role: 'READWRITE' });
  for (const owner of ['officer', 'colleague'] as const) {
    caseOf[owner] = await openCase(owner === 'officer' ? officer : colleague);
    diaryOf[owner] = await createTestDiary(one().db, {
      authorityId,
      caseId: caseOf[owner],
      createdById: admin.id,
    });
  }
  // The server is ready only once it listens.
  expect(one().app.announcements.listening && other().app.announcements.listening).toBe(true);
});

afterAll(async () => {
  for (const process of processes) await process.app.close();
  for (const connection of connections) await connection.close();
  await database.drop();
});

describe('alarm answers kept in memory', () => {
  it("answers a repeated call from memory until the officer's alarms are announced changed", async () => {
    const itemId = await itemOn('officer');
    await expect.poll(() => answeredFromMemory(one(), officer, itemId)).toBe(true);
    await one().db.execute(
      sql`select pg_notify('casekeeper_alarms_changed', ${`${authorityId}:${officer.id}`})`,
    );
    await expect.poll(async () => details(await alarms(one(), officer))).toContain(`Call - Quiet ${renames}`);
  });

  it('shows an item added through another process once PostgreSQL announces it', async () => {
    const before = await alarms(one(), officer);
    const added = await apiCalls(other()).post('/actionItemText/add', officer, {
      diaryId: diaryOf.officer,
      prefix: 'Visit',
      description: 'Added elsewhere',
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      text: 'About the visit',
    });
    expect(added.statusCode, added.body).toBe(200);
    await expect.poll(async () => details(await alarms(one(), officer))).toContain('Visit - Added elsewhere');
    expect((await alarms(one(), officer)).upcomingRecord).toBe(before.upcomingRecord + 1);
  });

  it('shows a dismissal on this process in the very next answer, with no announcement to wait for', async () => {
    const itemId = await itemOn('officer');
    await withoutAlarmAnnouncements(async () => {
      await expect.poll(() => answeredFromMemory(one(), officer, itemId)).toBe(true);
      const before = await alarms(one(), officer);
      const dismissed = await apiCalls(one()).post(`/dashboard/remove-actionitem/${itemId}`, officer);
      expect(dismissed.statusCode, dismissed.body).toBe(200);
      const after = await alarms(one(), officer);
      expect(after.data.map((alarm) => alarm.actionItemDetailId)).not.toContain(itemId);
      expect(after.upcomingRecord).toBe(before.upcomingRecord - 1);
    });
  });

  it("shows a case an admin reassigns on this process at once, in both officers' answers", async () => {
    const officersItem = await itemOn('officer');
    const colleaguesItem = await itemOn('colleague');
    await withoutAlarmAnnouncements(async () => {
      await expect.poll(() => answeredFromMemory(one(), officer, officersItem)).toBe(true);
      await expect.poll(() => answeredFromMemory(one(), colleague, colleaguesItem)).toBe(true);
      const current = (await apiCalls(one()).get(`/case/edit/${caseOf.officer}`, admin)).json().data;
      const updated = await apiCalls(one()).post('/case/Update', admin, {
        ...current,
        assignedOfficerId: colleague.id,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const ids = (list: AlarmList) => list.data.map((alarm) => alarm.actionItemDetailId);
      expect(await alarms(one(), officer)).toEqual({
        data: [],
        upcomingRecord: 0,
        datePassedRecord: 0,
        newRecord: 0,
      });
      expect(ids(await alarms(one(), colleague))).toEqual(
        expect.arrayContaining([officersItem, colleaguesItem]),
      );
    });
  });
});
