import { APPLICATION_STATUSES, DASHBOARD_ACTIVITY_DAYS } from '@casekeeper/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

const context = useTestApp();
const { get } = apiCalls(context);

let admin: SignedInUser;

beforeAll(async () => {
  admin = await signedInUser(context, { userType: 'ADMIN' });
  const authorityId = await createTestAuthority(context.db, { shortCode: 'DASH' });
  await createTestAuthority(context.db, { isActive: false });
  await createTestAuthority(context.db, { deletedAt: new Date() });
  const officer = await createTestUser(context.db, { authorityId, role: 'READWRITE' });
  await createTestUser(context.db, { authorityId, role: 'READONLY', isActive: false });
  await createTestUser(context.db, { authorityId, userType: 'AUTHORITY', role: 'ADMIN' });
  const base = {
    authorityId,
    clientFirstName: 'Joan',
    clientLastName: 'Archer',
    addressLine1: '1 The Green',
    postCode: 'B33 8TH',
    createdById: officer.id,
    updatedById: officer.id,
  };
  await context.db.insert(cases).values([
    { ...base, caseNumber: 'DASH-2026-00001', statusId: 1 },
    { ...base, caseNumber: 'DASH-2026-00002', statusId: 1 },
    { ...base, caseNumber: 'DASH-2026-00003', statusId: 5 },
    { ...base, caseNumber: 'DASH-2026-00004', statusId: 9, deletedAt: new Date() },
  ]);
  // Two days ago, in the early hours in London.
  await context.db.insert(auditLog).values({
    action: 'probe.event',
    actorId: officer.id,
    occurredAt: new Date(Date.now() - 2 * 86_400_000),
  });
});

describe('GET /api/admin/dashboard', () => {
  it('counts authorities, users by type and role, and cases by every status, leaving deleted ones out', async () => {
    const response = await get('/admin/dashboard', admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.authorities).toEqual({ total: 2, active: 1, inactive: 1 });
    expect(data.users).toMatchObject({ total: 4, active: 3, inactive: 1 });
    expect(data.users.byTypeAndRole).toEqual([
      { userType: 'ADMIN', role: null, total: 1, active: 1 },
      { userType: 'AUTHORITY', role: 'ADMIN', total: 1, active: 1 },
      { userType: 'AUTHORITY', role: 'READWRITE', total: 0, active: 0 },
      { userType: 'AUTHORITY', role: 'READONLY', total: 0, active: 0 },
      { userType: 'AUTHORITY_USER', role: 'ADMIN', total: 0, active: 0 },
      { userType: 'AUTHORITY_USER', role: 'READWRITE', total: 1, active: 1 },
      { userType: 'AUTHORITY_USER', role: 'READONLY', total: 1, active: 0 },
    ]);
    expect(data.cases.total).toBe(3);
    expect(data.cases.byStatus.map((row: { name: string }) => row.name)).toEqual(
      APPLICATION_STATUSES.map((status) => status.name),
    );
    expect(data.cases.byStatus.map((row: { count: number }) => row.count)).toEqual([
      2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('charts activity for each of the last 30 Europe/London days, today last, zero-filled', async () => {
    const { activity } = (await get('/admin/dashboard', admin)).json().data;
    expect(activity.timeZone).toBe('Europe/London');
    expect(activity.days).toHaveLength(DASHBOARD_ACTIVITY_DAYS);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
    expect(activity.days.at(-1).date).toBe(today);
    // The admin's sign-in is today's activity: its password passing (a second factor then asked
    // for), setting up the authenticator app it required, then signing in.
    expect(activity.days.at(-1)).toMatchObject({ events: 3, signIns: 1, activeUsers: 1 });
    const total = activity.days.reduce((sum: number, day: { events: number }) => sum + day.events, 0);
    expect(total).toBe(4);
    expect(activity.days.filter((day: { events: number }) => day.events > 0)).toHaveLength(2);
  });
});
