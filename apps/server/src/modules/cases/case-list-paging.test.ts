import { CASE_LIST_SORT_COLUMNS, STATUS_ID } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { casePins, cases, webUsers } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { referenceCaseOrder } from '../../test/case-list-data';

// The case list reads a page in steps (total, pins apart, the rest from the sort's index, from
// whichever end is nearer, officer by officer for the Officer sort). Whatever the steps, paging
// through it must give exactly one ORDER BY over every matching case: pinned first, then the
// column (empty values last) and the id.

const context = useTestApp();
const { get } = apiCalls(context);

let authorityId: number;
let admin: SignedInUser;
let officer: SignedInUser;

const expected = (viewer: SignedInUser, sortCol: string, dir: 'asc' | 'desc', statusIds: number[]) =>
  referenceCaseOrder(context.db, {
    authorityId,
    viewerId: viewer.id,
    ...(viewer.id === officer.id ? { officerId: officer.id } : {}),
    sortCol,
    dir,
    statusIds,
  });

type ListPage = { data: { id: number }[]; totalRecords: number; next: string | null };

/** Every case of the list, page by page by number; the same page by page from `next` cursors. */
async function pagedThrough(viewer: SignedInUser, query: Record<string, string>) {
  const pageOf = async (pageNo: number, cursor: string | null) => {
    const response = await get('/case/list/', viewer, {
      ...query,
      PageSize: '3',
      PageNo: String(pageNo),
      ...(cursor ? { Cursor: cursor } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page: ListPage = response.json().data;
    return page;
  };
  const ids: number[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await pageOf(pageNo, null);
    if (page.data.length === 0) {
      expect(page.totalRecords).toBe(ids.length);
      break;
    }
    ids.push(...page.data.map((row) => row.id));
  }
  const byCursor: number[] = [];
  let cursor: string | null = null;
  for (let pageNo = 1; pageNo === 1 || cursor !== null; pageNo += 1) {
    const page = await pageOf(pageNo, cursor);
    byCursor.push(...page.data.map((row) => row.id));
    cursor = page.next;
  }
  expect(byCursor).toEqual(ids);
  return ids;
}

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'PGD' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  const twin = await signedInUser(context, { authorityId, role: 'READWRITE' });
  const other = await signedInUser(context, { authorityId, role: 'READWRITE' });
  // Two officers whose names sort alike (the Officer sort ties them), and one after them.
  await context.db
    .update(webUsers)
    .set({ firstName: 'Kim', lastName: 'Baker' })
    .where(eq(webUsers.id, officer.id));
  await context.db
    .update(webUsers)
    .set({ firstName: 'KIM', lastName: 'baker' })
    .where(eq(webUsers.id, twin.id));
  await context.db
    .update(webUsers)
    .set({ firstName: 'Al', lastName: 'Young' })
    .where(eq(webUsers.id, other.id));

  const officers = [officer.id, twin.id, other.id, null];
  const priorities = ['Low', 'Normal', 'High', 'Urgent'] as const;
  const statuses = [STATUS_ID.ENQUIRY, STATUS_ID.ASSESSMENT, STATUS_ID.APPROVED, STATUS_ID.CLOSED];
  const values = Array.from({ length: 17 }, (_, n) => ({
    authorityId,
    caseNumber: `PGD-2026-${String(100 - n).padStart(5, '0')}`,
    clientFirstName: ['Ann', 'bob', 'Cy'][n % 3] ?? 'Ann',
    clientLastName: ['Smith', 'jones', 'Smith', 'Adams', 'JONES'][n % 5] ?? 'Smith',
    addressLine1: `${n} High Street`,
    postCode: ['LS1 1AA', 'BD2 2BB', 'LS1 1AA'][n % 3] ?? 'LS1 1AA',
    statusId: statuses[n % 4] ?? STATUS_ID.ENQUIRY,
    assignedOfficerId: officers[n % 4] ?? null,
    priority: priorities[n % 4] ?? 'Normal',
    referralDate: n % 3 === 0 ? null : `2026-0${1 + (n % 2)}-1${n % 4}`,
    createdById: admin.id,
    updatedById: admin.id,
  }));
  const inserted = await context.db.insert(cases).values(values).returning({ id: cases.id });
  const id = (n: number) => inserted[n]?.id ?? 0;
  await context.db
    .update(cases)
    .set({ deletedAt: new Date() })
    .where(eq(cases.id, id(5)));
  await context.db
    .insert(casePins)
    .values(
      [id(2), id(9), id(13), id(5)].flatMap((caseId) => [
        { webUserId: admin.id, caseId, authorityId },
        ...(caseId === id(13) ? [] : [{ webUserId: officer.id, caseId, authorityId }]),
      ]),
    );
});

describe('paging through the case list', () => {
  for (const sortCol of CASE_LIST_SORT_COLUMNS) {
    it(`gives one ORDER BY, sorted by ${sortCol}, for an admin and an officer, with and without a status filter`, async () => {
      for (const viewer of [admin, officer]) {
        for (const dir of ['asc', 'desc'] as const) {
          for (const statusIds of [[], [STATUS_ID.ENQUIRY, STATUS_ID.CLOSED]]) {
            const query = { SortCol: sortCol, SortDir: dir, ApplicationStatusMasterIds: statusIds.join(',') };
            expect(await pagedThrough(viewer, query)).toEqual(
              await expected(viewer, sortCol, dir, statusIds),
            );
          }
        }
      }
    });
  }
});
