import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/client';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, createTestContractor, signedInUser, type SignedInUser } from '../../test/api';
import type { TestContext } from '../../test/build-test-app';
import { startServerProcess } from '../../test/server-process';
import { createMigratedDatabase, type TestDatabase } from '../../test/database';
import { createAnnouncements } from '../../platform/database/announcements';
import { createCaseListCache } from './case-list-cache';

/**
 * Two server processes on one database, each keeping recent case-list pages: whatever one
 * changes, the other's next list shows, and the process that wrote shows it at once.
 */
let database: TestDatabase;
const connections: DatabaseConnection[] = [];
const processes: TestContext[] = [];
let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;

const serverProcess = () => startServerProcess(database, connections);

const one = () => processes[0] as TestContext;
const other = () => processes[1] as TestContext;

type ListRow = {
  clientLastName: string;
  assignedOfficerName: string | null;
  contractorName: string | null;
  pinned: boolean;
  statusId: number;
};

async function listed(process: TestContext, who: SignedInUser, query: Record<string, string> = {}) {
  const response = await apiCalls(process).get('/case/list/', who, { SortCol: 'ClientName', ...query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: ListRow[]; totalRecords: number } }>().data;
}

const surnames = (page: { data: ListRow[] }) => page.data.map((row) => row.clientLastName);

async function addCase(process: TestContext, who: SignedInUser, clientLastName: string) {
  const response = await apiCalls(process).post('/case/add', who, {
    clientFirstName: 'Ann',
    clientLastName,
    addressLine1: '1 High Street',
    postCode: 'B33 8TH',
    assignedOfficerId: officer.id,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number } }>().data.id;
}

/** Changes a case with the triggers off: no process hears of it, so only a kept page can hide it. */
async function renameSilently(caseId: number, clientLastName: string) {
  await one().ownerDb.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update cases set client_last_name = ${clientLastName} where id = ${caseId}`);
  });
}

beforeAll(async () => {
  database = await createMigratedDatabase();
  processes.push(await serverProcess(), await serverProcess());
  authorityId = await createTestAuthority(one().db, { shortCode: 'LCC' });
  admin = await signedInUser(one(), { authorityId, role: 'ADMIN' });
  officer = await signedInUser(one(), { authorityId, role: 'READWRITE' });
  // The server is ready only once it listens.
  expect(one().app.announcements.listening && other().app.announcements.listening).toBe(true);
});

afterAll(async () => {
  for (const process of processes) await process.app.close();
  for (const connection of connections) await connection.close();
  await database.drop();
});

describe('case list pages kept in memory', () => {
  it('answers a repeated list from memory until something it shows changes', async () => {
    const caseId = await addCase(one(), officer, 'Keptwell');
    // Once the add's own announcement has come back, a page is kept: a silent change stays hidden.
    let renames = 0;
    const hiddenByKeptPage = async () => {
      await listed(one(), officer);
      renames += 1;
      await renameSilently(caseId, `Quiet${renames}`);
      return surnames(await listed(one(), officer)).includes(`Quiet${renames}`);
    };
    await expect.poll(hiddenByKeptPage).toBe(false);
    // The same change announced, as the triggers do: the next list reads it.
    await one().db.execute(sql`select pg_notify('casekeeper_case_list_changed', ${String(authorityId)})`);
    await expect.poll(async () => surnames(await listed(one(), officer))).toContain(`Quiet${renames}`);
  });

  it('shows a case added on this process in the very next list, without waiting for an announcement', async () => {
    await listed(one(), officer);
    await addCase(one(), officer, 'Straightaway');
    expect(surnames(await listed(one(), officer))).toContain('Straightaway');
  });

  it("shows another process's new case, status change and pin once PostgreSQL announces them", async () => {
    const before = await listed(other(), officer);
    const caseId = await addCase(one(), officer, 'Elsewhere');
    await expect.poll(async () => surnames(await listed(other(), officer))).toContain('Elsewhere');
    expect((await listed(other(), officer)).totalRecords).toBe(before.totalRecords + 1);

    const changed = await apiCalls(one()).post(`/case/${caseId}/2`, officer);
    expect(changed.statusCode, changed.body).toBe(200);
    const statusOf = async () =>
      (await listed(other(), officer)).data.find((row) => row.clientLastName === 'Elsewhere')?.statusId;
    await expect.poll(statusOf).toBe(2);

    const pinned = await apiCalls(one()).post(`/pin/${caseId}/${officer.id}`, officer);
    expect(pinned.statusCode, pinned.body).toBe(200);
    await expect.poll(async () => (await listed(other(), officer)).data[0]?.clientLastName).toBe('Elsewhere');
  });

  it("shows an officer's and a contractor's new names, changed in another module", async () => {
    await addCase(one(), officer, 'Renamed');
    const officerName = async () =>
      (await listed(other(), admin)).data.find((row) => row.clientLastName === 'Renamed')
        ?.assignedOfficerName;
    expect(await officerName()).not.toContain('Newname');
    await one().db.execute(sql`update web_users set last_name = 'Newname' where id = ${officer.id}`);
    await expect.poll(officerName).toContain('Newname');

    const contractorId = await createTestContractor(one().db, authorityId, { companyName: 'Old Builders' });
    const caseId = await addCase(one(), officer, 'Contracted');
    await one().db.execute(sql`update cases set contractor_id = ${contractorId} where id = ${caseId}`);
    const contractorName = async () =>
      (await listed(other(), admin)).data.find((row) => row.clientLastName === 'Contracted')?.contractorName;
    await expect.poll(contractorName).toBe('Old Builders');
    await one().db.execute(
      sql`update contractors set company_name = 'New Builders' where id = ${contractorId}`,
    );
    await expect.poll(contractorName).toBe('New Builders');
  });

  it("keeps each caller's own page: an admin's list is not an officer's", async () => {
    const colleague = await signedInUser(one(), { authorityId, role: 'READWRITE' });
    await addCase(one(), officer, 'Notyours');
    expect(surnames(await listed(one(), admin))).toContain('Notyours');
    expect(surnames(await listed(one(), colleague))).not.toContain('Notyours');
  });
});

describe('createCaseListCache', () => {
  it('keeps nothing while announcements are not heard', async () => {
    const deaf = createCaseListCache<string[]>({
      announcements: createAnnouncements({ db: one().db, log: one().app.log }),
      cacheMs: 10_000,
    });
    let loads = 0;
    const load = () => Promise.resolve([`load ${(loads += 1)}`]);
    await deaf.read(1, 'key', load, (rows) => rows.length);
    expect(await deaf.read(1, 'key', load, (rows) => rows.length)).toEqual(['load 2']);
  });

  it('does not keep a page read across a change, and drops the oldest pages past its row limit', async () => {
    const announcements = createAnnouncements({ db: one().db, log: one().app.log });
    const cache = createCaseListCache<string[]>({ announcements, cacheMs: 10_000, maxRows: 2 });
    await announcements.start();
    try {
      const rows = (value: string[]) => value.length;
      const across = await cache.read(
        7,
        'page',
        async () => {
          cache.forgetAuthority(7);
          return Promise.resolve(['read across a write']);
        },
        rows,
      );
      expect(across).toEqual(['read across a write']);
      expect(await cache.read(7, 'page', () => Promise.resolve(['fresh']), rows)).toEqual(['fresh']);
      expect(await cache.read(7, 'page', () => Promise.resolve(['not asked']), rows)).toEqual(['fresh']);

      await cache.read(7, 'second', () => Promise.resolve(['second']), rows);
      await cache.read(7, 'third', () => Promise.resolve(['third']), rows);
      expect(await cache.read(7, 'page', () => Promise.resolve(['evicted']), rows)).toEqual(['evicted']);
      expect(await cache.read(7, 'third', () => Promise.resolve(['not asked']), rows)).toEqual(['third']);
    } finally {
      cache.stop();
      await announcements.stop();
    }
  });
});
