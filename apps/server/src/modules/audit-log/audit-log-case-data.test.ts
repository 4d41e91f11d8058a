import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, auditLog } from '../../db/schema';
import { createTestUser, signIn } from '../../test/accounts';
import { apiCalls, freshIp, heldSession, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers } from '../../test/case-workers';

const context = useTestApp();
const { get, post } = apiCalls(context);
const people = useCaseWorkers(context);

const client = {
  clientTitle: 'Mrs',
  clientFirstName: 'Philippa',
  clientLastName: 'Quenby',
  clientDateOfBirth: '1944-06-06',
  clientPhone: '01632 960 742',
  clientEmail: 'philippa.quenby@example.org',
  addressLine1: '9 Secret Road',
  town: 'Little Hollerton',
  postCode: 'SW1A 1AA',
  description: 'Key safe 1234 by the back door',
};
const diaryText = 'Daughter holds the spare key';
const applicantEmail = 'pq.portal@example.org';

/** Everything of the client's that the log holds and a platform admin must not read. */
const secrets = [
  ...Object.values(client).filter((value) => value !== 'Mrs'),
  diaryText,
  applicantEmail,
  // The helper's own cases, opened for Ada Lovelace.
  'Lovelace',
  '12 Mill Lane',
];

let caseId: number;
let applicant: SignedInUser;

beforeAll(async () => {
  const added = await post('/case/add', people.admin, { ...client, assignedOfficerId: people.officer.id });
  expect(added.statusCode, added.body).toBe(200);
  caseId = added.json<{ data: { id: number } }>().data.id;
  const item = await post('/actionItemText/add', people.officer, {
    diaryId: people.officersDiary,
    prefix: 'Call',
    description: 'Ring Philippa Quenby',
    scheduledAt: '2026-03-30T09:30:00+01:00',
    text: diaryText,
  });
  expect(item.statusCode, item.body).toBe(200);

  // The client, following the case at the portal: their sign-in is audited with them as actor.
  const user = await createTestUser(context.db, {
    userType: 'APPLICANT',
    authorityId: people.authorityId,
    email: applicantEmail,
    firstName: 'Philippa',
    lastName: 'Quenby',
  });
  await context.db.insert(applicantCases).values({
    authorityId: people.authorityId,
    caseId,
    applicantId: user.id,
    invitedById: people.officer.id,
    acceptedAt: new Date(),
  });
  applicant = { ...user, ...(await signIn(context.app, user, freshIp(), 'portal')) };
  // Rows about the applicant's account, and an invitation naming the client's address.
  await context.db.insert(auditLog).values([
    {
      action: 'applicant.invite',
      actorId: people.officer.id,
      authorityId: people.authorityId,
      entityType: 'case',
      entityId: String(caseId),
      after: { applicantId: user.id, email: applicantEmail },
    },
    {
      action: 'profile.update',
      actorId: user.id,
      authorityId: people.authorityId,
      entityType: 'web_user',
      entityId: String(user.id),
      before: { phone: null },
      after: { phone: client.clientPhone },
    },
    {
      action: 'auth.login-failed',
      actorId: null,
      authorityId: people.authorityId,
      entityType: 'web_user',
      entityId: String(user.id),
      after: { email: applicantEmail, reason: 'wrong-password' },
    },
  ]);
});

type Page = { data: { action: string; entityId: string; actor: unknown; before: unknown; after: unknown }[] };

function expectNoSecretIn(body: string) {
  for (const secret of secrets) expect(body, `"${secret}" reached a platform admin`).not.toContain(secret);
}

describe('GET /api/audit about case data, for a platform admin', () => {
  it('shows a case.create row with the field names only, every value withheld', async () => {
    const response = await get('/audit', people.platformAdmin, {
      action: 'case.create',
      entityId: String(caseId),
    });
    expect(response.statusCode).toBe(200);
    expectNoSecretIn(response.body);
    const [event] = response.json<{ data: Page }>().data.data;
    expect(event?.after).toMatchObject({
      clientFirstName: null,
      clientLastName: null,
      clientDateOfBirth: null,
      clientPhone: null,
      clientEmail: null,
      addressLine1: null,
      postCode: null,
      description: null,
    });
    expect(Object.values(event?.after ?? {}).every((value) => value === null)).toBe(true);
  });

  it('reads no client name, birth date, address, phone, e-mail, description or diary text anywhere in the log', async () => {
    const response = await get('/audit', people.platformAdmin, { limit: '200' });
    expect(response.statusCode).toBe(200);
    const actions = response.json<{ data: Page }>().data.data.map((event) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'case.create',
        'diary.create',
        'action-item.create',
        'applicant.invite',
        'portal.login',
        'profile.update',
        'auth.login-failed',
      ]),
    );
    expectNoSecretIn(response.body);
  });

  it('names an applicant as "Applicant" only, and finds nobody by an applicant’s name or address', async () => {
    const byId = (await get('/audit', people.platformAdmin, { actorId: String(applicant.id) })).json<{
      data: Page;
    }>().data.data;
    expect(byId.map((event) => event.action)).toEqual(
      expect.arrayContaining(['portal.login', 'profile.update']),
    );
    for (const event of byId) {
      expect(event.actor).toEqual({ id: applicant.id, name: 'Applicant', email: 'withheld' });
    }
    for (const actor of [applicantEmail, 'Quenby']) {
      const found = await get('/audit', people.platformAdmin, { actor });
      expect(found.json<{ data: Page }>().data.data).toEqual([]);
    }
  });

  it('still shows the values of the records platform admins manage, and of staff by name', async () => {
    const response = await get('/audit', people.platformAdmin, { actor: people.officer.email });
    const events = response.json<{ data: Page }>().data.data;
    expect(events.length).toBeGreaterThan(0);
    const signIn = events.find((event) => event.action === 'auth.login');
    expect(signIn?.after).toEqual({ sessionId: expect.any(String), method: 'PASSWORD', secondFactor: null });
    expect(signIn?.actor).toMatchObject({ email: people.officer.email });
  });

  it('keeps the values in the log itself; no authority user, nor an admin impersonating one, reads it', async () => {
    const [stored] = await context.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'case.create'), eq(auditLog.entityId, String(caseId))));
    expect(stored?.after).toMatchObject({ clientFirstName: 'Philippa', clientDateOfBirth: '1944-06-06' });

    expect((await get('/audit', people.admin, { action: 'case.create' })).statusCode).toBe(403);
    const held = heldSession(await post(`/impersonate/${people.admin.id}`, people.platformAdmin));
    expect(held.session).toMatchObject({ impersonating: true });
    expect((await get('/audit', held, { action: 'case.create' })).statusCode).toBe(403);
  });
});
