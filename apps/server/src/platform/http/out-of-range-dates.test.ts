import { DAY_RANGE_MESSAGE, MONTH_RANGE_MESSAGE } from '@casekeeper/contract';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { actionItems, auditLog, authorityClosureDays, cases } from '../../db/schema';
import { createTestAuthority } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { createTestDiary } from '../../test/diaries';

/*
 * PostgreSQL has no year 0: "0000-02-29" reached it from these fields and came back a 500 (22008),
 * and the export had sent its headers by then. Every day and month a request carries lies from
 * 1900 to 2199, refused on its field before anything is read or written.
 */
const context = useTestApp();
const { get, post } = apiCalls(context);

const YEAR_ZERO_DAY = '0000-02-29';
const YEAR_ZERO_MONTH = '0000-02';

let authorityId: number;
let admin: SignedInUser;
let platformAdmin: SignedInUser;
let caseId: number;
let diaryId: number;

beforeAll(async () => {
  authorityId = await createTestAuthority(context.db, { shortCode: 'YRZ' });
  admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  const added = await post('/case/add', admin, {
    clientFirstName: 'Ann',
    clientLastName: 'Client',
    addressLine1: '1 High Street',
    postCode: 'B33 8TH',
  });
  caseId = added.json<{ data: { id: number } }>().data.id;
  diaryId = await createTestDiary(context.db, { authorityId, caseId, createdById: admin.id });
});

async function rowsOf(table: typeof cases | typeof authorityClosureDays | typeof actionItems) {
  const [row] = await context.db
    .select({ rows: count() })
    .from(table)
    .where(eq(table.authorityId, authorityId));
  return row?.rows ?? 0;
}

async function exportAudits() {
  const [row] = await context.db
    .select({ rows: count() })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'case.export'), eq(auditLog.authorityId, authorityId)));
  return row?.rows ?? 0;
}

function expectRefusedOn(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode, `${field}: ${JSON.stringify(response.json())}`).toBe(400);
  expect(response.json()).toMatchObject({
    statusCode: 400,
    data: { code: 'VALIDATION_FAILED', fields: { [field]: [message] } },
  });
}

const CASE_FILTER_DAYS = ['ReferralDateFrom', 'ReferralDateTo'];
const CASE_FILTER_MONTHS = ['OpenedMonth', 'ClosedMonth', 'ClockMonth', 'ClockMonthTo'];
const FILTER_PATHS = ['/case/list/', '/case/chartList/', '/case/clockPerformance/', '/caseexcel/list'];

describe('days and months outside 1900 to 2199', () => {
  it('refuses a closure day in year 0 or after 2199 on its field, and adds none', async () => {
    for (const day of [YEAR_ZERO_DAY, '1899-12-31', '2200-01-01']) {
      const response = await post('/clocks/closure-day/add', admin, { day, description: 'Closed' });
      expectRefusedOn(response, 'day', DAY_RANGE_MESSAGE);
    }
    expect(await rowsOf(authorityClosureDays)).toBe(0);
    const first = await post('/clocks/closure-day/add', admin, { day: '1900-01-01', description: 'Closed' });
    expect(first.statusCode).toBe(200);
    const last = await post('/clocks/closure-day/add', admin, { day: '2199-12-31', description: 'Closed' });
    expect(last.statusCode).toBe(200);
  });

  it('refuses every day and month filter of the case list, the charts and the export in year 0', async () => {
    for (const path of FILTER_PATHS) {
      for (const field of CASE_FILTER_DAYS) {
        expectRefusedOn(await get(path, admin, { [field]: YEAR_ZERO_DAY }), field, DAY_RANGE_MESSAGE);
      }
      for (const field of CASE_FILTER_MONTHS) {
        expectRefusedOn(await get(path, admin, { [field]: YEAR_ZERO_MONTH }), field, MONTH_RANGE_MESSAGE);
      }
    }
    for (const path of ['/case/chartList/', '/case/clockPerformance/']) {
      for (const field of ['MonthFrom', 'MonthTo']) {
        expectRefusedOn(await get(path, admin, { [field]: YEAR_ZERO_MONTH }), field, MONTH_RANGE_MESSAGE);
        expectRefusedOn(await get(path, admin, { [field]: '2200-01' }), field, MONTH_RANGE_MESSAGE);
      }
    }
    // A day the calendar lacks was a 500 too: the old check let JavaScript roll it into March.
    const thirtiethOfFebruary = await get('/case/list/', admin, { ReferralDateFrom: '2026-02-30' });
    expectRefusedOn(thirtiethOfFebruary, 'ReferralDateFrom', 'Give dates as YYYY-MM-DD');
    expect(
      (await get('/case/list/', admin, { ReferralDateFrom: '1900-01-01', OpenedMonth: '2199-12' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers the export in year 0 with the error envelope, not a cut download, and audits no export', async () => {
    const response = await get('/caseexcel/list', admin, { OpenedMonth: YEAR_ZERO_MONTH });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toBeUndefined();
    expect(response.json()).toMatchObject({
      statusCode: 400,
      data: {
        code: 'VALIDATION_FAILED',
        requestId: expect.any(String),
        fields: { OpenedMonth: [MONTH_RANGE_MESSAGE] },
      },
    });
    expect(await exportAudits()).toBe(0);
  });

  it("refuses a client's date of birth or a referral date in year 0, and opens or changes no case", async () => {
    const client = {
      clientFirstName: 'Zed',
      clientLastName: 'Zero',
      addressLine1: '1 Low Road',
      postCode: 'B33 8TH',
    };
    const before = await rowsOf(cases);
    const born = await post('/case/add', admin, { ...client, clientDateOfBirth: YEAR_ZERO_DAY });
    expectRefusedOn(born, 'clientDateOfBirth', "Enter the client's date of birth from 1900 onwards");
    const referred = await post('/case/add', admin, { ...client, referralDate: YEAR_ZERO_DAY });
    expectRefusedOn(referred, 'referralDate', 'Enter the referral date from 2000 onwards');
    const read = await get(`/case/edit/${caseId}`, admin);
    const { version } = read.json<{ data: { version: number } }>().data;
    const update = await post('/case/Update', admin, {
      ...client,
      id: caseId,
      version,
      clientDateOfBirth: YEAR_ZERO_DAY,
    });
    expectRefusedOn(update, 'clientDateOfBirth', "Enter the client's date of birth from 1900 onwards");
    expect(await rowsOf(cases)).toBe(before);
    expect((await get(`/case/edit/${caseId}`, admin)).json()).toEqual(read.json());
  });

  it('refuses an action item scheduled in year 0, and adds none', async () => {
    const response = await post('/actionItemText/add', admin, {
      diaryId,
      prefix: 'Call',
      description: 'Ring the client',
      scheduledAt: `${YEAR_ZERO_DAY}T09:30:00Z`,
      text: 'About the visit',
    });
    expectRefusedOn(response, 'scheduledAt', 'Choose a date between 2000 and 2099');
    expect(await rowsOf(actionItems)).toBe(0);
  });

  it("refuses the audit log's days in year 0 on their field", async () => {
    for (const field of ['from', 'to']) {
      expectRefusedOn(
        await get('/audit', platformAdmin, { [field]: YEAR_ZERO_DAY }),
        field,
        DAY_RANGE_MESSAGE,
      );
    }
  });
});
