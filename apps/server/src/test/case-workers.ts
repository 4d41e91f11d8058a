import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { cases } from '../db/schema';
import { createTestAuthority } from './accounts';
import { apiCalls, signedInUser, type SignedInUser } from './api';
import type { TestContext } from './build-test-app';

export type CaseWorkers = {
  authorityId: number;
  /** READWRITE, with a case assigned to them. */
  officer: SignedInUser;
  /** Another READWRITE officer of the authority, with a case of their own. */
  colleague: SignedInUser;
  /** READONLY, with a case assigned to them from before their role changed (none is assigned anew). */
  reader: SignedInUser;
  /** An authority ADMIN (AUTHORITY_USER): every case of the authority. */
  admin: SignedInUser;
  /** Another authority's AUTHORITY account. */
  outsider: SignedInUser;
  platformAdmin: SignedInUser;
  /** A case of each, by who it is assigned to. */
  caseOf: { officer: number; colleague: number; reader: number };
  /** A diary the officer started on their case. */
  officersDiary: number;
};

/** An authority's people, one of each kind, each with a case of their own (opened by the admin), and a diary on the officer's. */
export async function createCaseWorkers(context: TestContext): Promise<CaseWorkers> {
  const { post } = apiCalls(context);
  const authorityId = await createTestAuthority(context.db);
  const admin = await signedInUser(context, { authorityId, role: 'ADMIN' });
  const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
  const colleague = await signedInUser(context, { authorityId, role: 'READWRITE' });
  const reader = await signedInUser(context, { authorityId, role: 'READONLY' });
  const outsider = await signedInUser(context, {
    userType: 'AUTHORITY',
    role: 'ADMIN',
    authorityId: await createTestAuthority(context.db),
  });
  const platformAdmin = await signedInUser(context, { userType: 'ADMIN' });
  const openCase = async (assignee: SignedInUser) => {
    const response = await post('/case/add', admin, {
      clientFirstName: 'Ada',
      clientLastName: 'Lovelace',
      addressLine1: '12 Mill Lane',
      postCode: 'B33 8TH',
      assignedOfficerId: assignee.id,
    });
    if (response.statusCode !== 200) throw new Error(`case not opened: ${response.body}`);
    return response.json<{ data: { id: number } }>().data.id;
  };
  const heldSinceBefore = async (holder: SignedInUser) => {
    const id = await openCase(admin);
    await context.db.update(cases).set({ assignedOfficerId: holder.id }).where(eq(cases.id, id));
    return id;
  };
  const caseOf = {
    officer: await openCase(officer),
    colleague: await openCase(colleague),
    reader: await heldSinceBefore(reader),
  };
  const diary = await post('/actionDiary/add', officer, {
    caseId: caseOf.officer,
    title: 'Visits and papers',
  });
  if (diary.statusCode !== 200) throw new Error(`diary not added: ${diary.body}`);
  return {
    authorityId,
    officer,
    colleague,
    reader,
    admin,
    outsider,
    platformAdmin,
    caseOf,
    officersDiary: diary.json<{ data: { id: number } }>().data.id,
  };
}

/** The case workers of a test file, filled in before its first test (like useTestApp). */
export function useCaseWorkers(context: TestContext): CaseWorkers {
  const people = {} as CaseWorkers;
  beforeAll(async () => {
    Object.assign(people, await createCaseWorkers(context));
  });
  return people;
}

/** A new case assigned to the officer, opened by the admin; `fields` change what the form sends. */
export async function openOfficersCase(
  context: TestContext,
  people: CaseWorkers,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const added = await apiCalls(context).post('/case/add', people.admin, {
    clientFirstName: 'Jill',
    clientLastName: 'Archer',
    addressLine1: 'Brookfield Farm',
    postCode: 'B33 8TH',
    assignedOfficerId: people.officer.id,
    ...fields,
  });
  if (added.statusCode !== 200) throw new Error(`no case: ${added.body}`);
  return added.json<{ data: { id: number } }>().data.id;
}
