import type { CaseGrant } from '@casekeeper/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authorityChoices, caseGrants, caseQuotes, caseWorks } from '../db/schema';
import type { FileStorage } from '../platform/file-storage/file-storage';
import { apiCalls, createTestContractor } from './api';
import type { TestContext } from './build-test-app';
import { createTestStoredFile } from './diaries';
import type { TestUser } from './accounts';

type OnCase = { authorityId: number; caseId: number; createdById: number };

/** The first active adaptation type of the authority's list (seeded with every authority). */
export async function firstAdaptationType(db: Database, authorityId: number): Promise<number> {
  const [row] = await db
    .select({ id: authorityChoices.id })
    .from(authorityChoices)
    .where(
      and(
        eq(authorityChoices.authorityId, authorityId),
        eq(authorityChoices.list, 'ADAPTATION_TYPE'),
        eq(authorityChoices.isActive, true),
      ),
    )
    .orderBy(asc(authorityChoices.sortOrder), asc(authorityChoices.id))
    .limit(1);
  if (!row) throw new Error('the authority has no adaptation type');
  return row.id;
}

/**
 * An item of a case's schedule of works, straight into the database: the grant's version is not
 * bumped (a call naming version 1 still holds).
 */
export async function createTestWork(db: Database, on: OnCase): Promise<number> {
  const [row] = await db
    .insert(caseWorks)
    .values({
      ...on,
      adaptationTypeId: await firstAdaptationType(db, on.authorityId),
      description: 'Level-access shower in place of the bath',
      position: 1,
    })
    .returning({ id: caseWorks.id });
  if (!row) throw new Error('work not created');
  return row.id;
}

/** A quote of a new contractor of the authority, with a PDF attached, straight into the database. */
export async function createTestQuote(
  db: Database,
  storage: FileStorage,
  on: OnCase & { amountPence?: number },
): Promise<number> {
  const { amountPence = 850_000, ...onCase } = on;
  const fileId = await createTestStoredFile(db, storage, {
    authorityId: on.authorityId,
    uploadedById: on.createdById,
  });
  const [row] = await db
    .insert(caseQuotes)
    .values({
      ...onCase,
      contractorId: await createTestContractor(db, on.authorityId),
      amountPence,
      receivedOn: '2026-03-20',
      fileId,
    })
    .returning({ id: caseQuotes.id });
  if (!row) throw new Error('quote not created');
  return row.id;
}

/**
 * A case's grant at version 1 with a work and an accepted quote, proposed by `createdById` when
 * `proposed` (passported, no fees): ready to propose, or to approve by someone else.
 */
export async function createTestGrant(
  db: Database,
  storage: FileStorage,
  on: OnCase & { proposed: boolean },
): Promise<void> {
  const { proposed, ...onCase } = on;
  await createTestWork(db, onCase);
  const acceptedQuoteId = await createTestQuote(db, storage, onCase);
  await db.insert(caseGrants).values({
    authorityId: on.authorityId,
    caseId: on.caseId,
    acceptedQuoteId,
    ...(proposed
      ? {
          state: 'PROPOSED',
          contributionPence: 0,
          contributionBasis: 'PASSPORTED',
          proposedById: on.createdById,
          proposedAt: new Date(),
        }
      : {}),
  });
}

type Who = { auth: { authorization: string } };

/** The grant calls of the API as the tests make them, each answer read as the client reads it. */
export function grantCalls(context: TestContext) {
  const { get, post } = apiCalls(context);
  const grantOf = async (caseId: number, who: Who): Promise<CaseGrant> => {
    const response = await get(`/case/${caseId}/grant`, who);
    if (response.statusCode !== 200) throw new Error(`grant not read: ${response.body}`);
    return response.json<{ data: CaseGrant }>().data;
  };
  /** A change at the version the grant is at now (read as `who`), answered as sent. */
  const change = async (caseId: number, path: string, who: Who, body: object = {}) =>
    post(`/case/${caseId}/${path}`, who, { version: (await grantOf(caseId, who)).version, ...body });
  /** A change that must succeed: the grant it answers. */
  const changed = async (caseId: number, path: string, who: Who, body: object = {}): Promise<CaseGrant> => {
    const response = await change(caseId, path, who, body);
    if (response.statusCode !== 200) throw new Error(`${path} refused: ${response.body}`);
    return response.json<{ data: CaseGrant }>().data;
  };
  return { grantOf, change, changed };
}

/** A work as the form sends it. */
export const workOf = (adaptationTypeId: number, overrides: object = {}) => ({
  adaptationTypeId,
  description: 'Replace the bath with a level-access shower',
  location: 'First-floor bathroom',
  otRecommended: true,
  otRecommendedOn: '2026-03-02',
  ...overrides,
});

/** A quote as the form sends it. */
export const quoteOf = (contractorId: number, amountPence: number, overrides: object = {}) => ({
  contractorId,
  amountPence,
  receivedOn: '2026-03-20',
  validUntil: '2026-06-20',
  notes: null,
  ...overrides,
});

/** Passported costs with an agency fee, as the proposal form sends them. */
export const costsOf = (overrides: object = {}) => ({
  agencyFeePence: 85_000,
  buildingControlFeePence: 0,
  otherFeePence: 0,
  otherFeeText: null,
  contributionPence: 0,
  contributionBasis: 'PASSPORTED',
  contributionText: null,
  topUpPence: 0,
  topUpReason: null,
  ...overrides,
});

/**
 * Takes a case at Application submitted to Approved the one way there is: `preparer` schedules a
 * work, records a contractor's quote, accepts it and proposes the grant; `approver`, an authority
 * ADMIN, approves it (on `effectiveDate`, today when absent). Answers the approved grant.
 */
export async function approveThroughGrant(
  context: TestContext,
  input: { caseId: number; preparer: TestUser & Who; approver: Who; effectiveDate?: string },
): Promise<CaseGrant> {
  const { caseId, preparer, approver } = input;
  if (preparer.authorityId === null) throw new Error('the preparer has no authority');
  const { changed } = grantCalls(context);
  const contractorId = await createTestContractor(context.db, preparer.authorityId);
  await changed(caseId, 'works/add', preparer, {
    work: workOf(await firstAdaptationType(context.db, preparer.authorityId)),
  });
  const quoted = await changed(caseId, 'quotes/add', preparer, { quote: quoteOf(contractorId, 420_000) });
  await changed(caseId, 'quotes/accept', preparer, { id: quoted.quotes.at(-1)?.id, reason: null });
  await changed(caseId, 'grant/propose', preparer, { costs: costsOf() });
  return changed(caseId, 'grant/approve', approver, {
    effectiveDate: input.effectiveDate ?? null,
    note: null,
  });
}
