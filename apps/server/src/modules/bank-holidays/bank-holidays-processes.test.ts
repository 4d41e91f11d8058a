import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseConnection } from '../../db/client';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import type { TestContext } from '../../test/build-test-app';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { startServerProcess } from '../../test/server-process';

/**
 * Two server processes on one database, each keeping the corrected bank holidays. The calendar is
 * kept per module instance, so the second process is built from a fresh copy of the modules: a
 * correction made on the first drops the second's calendar only through PostgreSQL's announcement.
 */
let database: TestDatabase;
const connections: DatabaseConnection[] = [];
const processes: TestContext[] = [];
let platformAdmin: SignedInUser;

const one = () => processes[0] as TestContext;
const other = () => processes[1] as TestContext;

/** GOV.UK's bank-holidays.json for 2026, with Scotland's extra bank holiday of Monday 15 June. */
const govUkFile = readFileSync(new URL('./test-files/bank-holidays-2026.json', import.meta.url), 'utf8');

async function scotland2026(process: TestContext): Promise<string[]> {
  const response = await apiCalls(process).get('/admin/bank-holidays/SCOTLAND/2026', platformAdmin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { days: { day: string }[] } }>().data.days.map(({ day }) => day);
}

/** Weekdays of October 2026 (weekends are never in the calendar). */
const QUIET_DAYS = [5, 6, 7, 8, 9, 12, 13, 14, 15, 16, 19, 20, 21, 22, 23].map(
  (day) => `2026-10-${String(day).padStart(2, '0')}`,
);
let quietDays = 0;
/**
 * Whether `process` answers from the calendar it keeps: a day is added straight into the table
 * with triggers off, so no process hears of it, and only a kept calendar can hide it.
 */
async function answersFromKeptCalendar(process: TestContext): Promise<boolean> {
  await scotland2026(process);
  const day = QUIET_DAYS[quietDays];
  quietDays += 1;
  if (!day) throw new Error('the calendar was never kept');
  await one().ownerDb.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into bank_holiday_days (nation, day, correction, title, created_by_id)
      values ('SCOTLAND', ${day}, 'ADDED', 'Quiet day', ${platformAdmin.id})`);
  });
  return !(await scotland2026(process)).includes(day);
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  processes.push(await startServerProcess(database, connections));
  vi.resetModules();
  const fresh = await import('../../test/server-process');
  processes.push(await fresh.startServerProcess(database, connections));
  platformAdmin = await signedInUser(one(), { userType: 'ADMIN' });
  expect(one().app.announcements.listening && other().app.announcements.listening).toBe(true);
});

afterAll(async () => {
  for (const process of processes) await process.app.close();
  for (const connection of connections) await connection.close();
  await database.drop();
});

describe('the corrected bank holidays kept by each server process', () => {
  it('drops the calendar another process holds when a day is added, removed or a file loaded through the API', async () => {
    await expect.poll(() => answersFromKeptCalendar(other())).toBe(true);
    const quiet = QUIET_DAYS[quietDays - 1];

    const added = await apiCalls(one()).post('/admin/bank-holidays/day/add', platformAdmin, {
      nation: 'SCOTLAND',
      day: '2026-06-16',
      title: 'A proclaimed holiday',
    });
    expect(added.statusCode, added.body).toBe(200);
    await expect.poll(() => scotland2026(other())).toEqual(expect.arrayContaining(['2026-06-16', quiet]));

    await expect.poll(() => answersFromKeptCalendar(other())).toBe(true);
    const removed = await apiCalls(one()).post('/admin/bank-holidays/day/remove', platformAdmin, {
      nation: 'SCOTLAND',
      day: '2026-06-16',
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await expect.poll(() => scotland2026(other())).not.toContain('2026-06-16');

    await expect.poll(() => answersFromKeptCalendar(other())).toBe(true);
    const applied = await apiCalls(one()).post('/admin/bank-holidays/apply', platformAdmin, {
      file: govUkFile,
    });
    expect(applied.statusCode, applied.body).toBe(200);
    await expect.poll(() => scotland2026(other())).toContain('2026-06-15');
  });
});
