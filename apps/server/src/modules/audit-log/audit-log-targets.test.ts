import type { AuditEvent } from '@casekeeper/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, cases, contractors } from '../../db/schema';
import { createTestAuthority, createTestUser } from '../../test/accounts';
import { apiCalls, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';

// Each row names its record as people do: the case's number, the person's or firm's name.
const context = useTestApp();
const { get, post } = apiCalls(context);

let admin: SignedInUser;
let officer: SignedInUser;
let authorityId: number;
let otherAuthorityId: number;
let kept: { id: number; caseNumber: string };
let deleted: { id: number; caseNumber: string };
let applicantId: number;
let contractorId: number;

async function openCase(lastName: string) {
  const response = await post('/case/add', officer, {
    clientFirstName: 'Ada',
    clientLastName: lastName,
    addressLine1: '1 High Street',
    postCode: 'B33 8TH',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { id: number; caseNumber: string } }>().data;
}

beforeAll(async () => {
  admin = await signedInUser(context, { userType: 'ADMIN' });
  authorityId = await createTestAuthority(context.db, { name: 'Target Council', shortCode: 'TGT' });
  otherAuthorityId = await createTestAuthority(context.db, { name: 'Elsewhere Council' });
  officer = await signedInUser(context, { authorityId, firstName: 'Olive', lastName: 'Oakes' });
  kept = await openCase('Kept');
  deleted = await openCase('Gone');
  await context.db.update(cases).set({ deletedAt: new Date() }).where(eq(cases.id, deleted.id));
  applicantId = (await createTestUser(context.db, { authorityId, userType: 'APPLICANT', firstName: 'Petra' }))
    .id;
  const [contractor] = await context.db
    .insert(contractors)
    .values({ authorityId, companyName: 'Brewery Square Builders' })
    .returning({ id: contractors.id });
  contractorId = contractor?.id ?? 0;
  const row = (
    action: string,
    entityType: string,
    entityId: string,
    forAuthority: number | null = authorityId,
  ) => ({
    action,
    actorId: officer.id,
    authorityId: forAuthority,
    entityType,
    entityId,
  });
  await context.db.insert(auditLog).values([
    row('authority-user.update', 'web_user', String(officer.id)),
    row('applicant.accept', 'web_user', String(applicantId)),
    row('contractor.update', 'contractor', String(contractorId)),
    row('authority.update', 'authority', String(authorityId), null),
    // The kept case's id, written against another authority: not that authority's case.
    row('case.update', 'case', String(kept.id), otherAuthorityId),
    row('case.update', 'case', '999999999'),
  ]);
});

async function eventsOf(action: string): Promise<AuditEvent[]> {
  const response = await get(`/audit?action=${action}&limit=200`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { data: AuditEvent[] } }>().data.data;
}

describe('GET /api/audit: the record each row is about, by name', () => {
  it('names a case by its number, and a case deleted since or of another authority not at all', async () => {
    const opened = await eventsOf('case.create');
    expect(opened.find((event) => event.entityId === String(kept.id))?.target).toBe(kept.caseNumber);
    expect(kept.caseNumber).toMatch(/^TGT-\d{4}-\d{5}$/);
    // Deleted since: the viewer falls back to "Case" and its number.
    expect(opened.find((event) => event.entityId === String(deleted.id))?.target).toBeNull();

    const updated = await eventsOf('case.update');
    expect(updated.find((event) => event.authority?.id === otherAuthorityId)?.target).toBeNull();
    expect(updated.find((event) => event.entityId === '999999999')?.target).toBeNull();
  });

  it("names a person, a contractor and an authority; an applicant's name stays withheld from platform admins", async () => {
    const [user] = (await eventsOf('authority-user.update')).filter((e) => e.entityId === String(officer.id));
    expect(user?.target).toBe('Olive Oakes');
    const [applicant] = (await eventsOf('applicant.accept')).filter(
      (e) => e.entityId === String(applicantId),
    );
    expect(applicant?.target).toBe('Applicant');
    const [contractor] = (await eventsOf('contractor.update')).filter(
      (e) => e.entityId === String(contractorId),
    );
    expect(contractor?.target).toBe('Brewery Square Builders');
    const [authority] = (await eventsOf('authority.update')).filter(
      (e) => e.entityId === String(authorityId),
    );
    expect(authority?.target).toBe('Target Council');
  });
});
