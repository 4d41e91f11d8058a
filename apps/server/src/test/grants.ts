import { DEFAULT_MANDATORY_MAX_PENCE, STATUS_ID, type CaseGrant } from '@casekeeper/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  authorities,
  authorityChoices,
  caseGrants,
  caseGrantVariations,
  caseQuotes,
  cases,
  caseWorks,
} from '../db/schema';
import { londonDay } from '../platform/time/london-calendar';
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

/** An approval made straight into the database: by whom, and for what total (the quote's by default). */
export type TestApproval = { byId: number; totalPence?: number };

/**
 * A case's grant at version 1 with a work and an accepted quote (850,000 pence unless
 * `amountPence`), proposed by `createdById` when `proposed` (passported, no fees): ready to
 * propose, or to approve by someone else. With `approved`, it is approved as well, by `byId`
 * today under the authority's maximum, and the case stands at Approved: ready for variations
 * and payments.
 */
export async function createTestGrant(
  db: Database,
  storage: FileStorage,
  on: OnCase & { proposed: boolean; approved?: TestApproval; amountPence?: number },
): Promise<void> {
  const { proposed, approved, amountPence: quotePence = 850_000, ...onCase } = on;
  await createTestWork(db, onCase);
  const acceptedQuoteId = await createTestQuote(db, storage, { ...onCase, amountPence: quotePence });
  const proposal = {
    state: 'PROPOSED',
    contributionPence: 0,
    contributionBasis: 'PASSPORTED',
    proposedById: on.createdById,
    proposedAt: new Date(),
  } as const;
  const approval = approved && (await approvalOf(db, on.authorityId, quotePence, approved));
  await db.insert(caseGrants).values({
    authorityId: on.authorityId,
    caseId: on.caseId,
    acceptedQuoteId,
    ...(proposed || approval ? proposal : {}),
    ...approval,
  });
  if (!approval) return;
  await db
    .update(cases)
    .set({ statusId: STATUS_ID.APPROVED, approvedGrantPence: approval.approvedTotalPence })
    .where(and(eq(cases.authorityId, on.authorityId), eq(cases.id, on.caseId)));
}

async function approvalOf(db: Database, authorityId: number, quotePence: number, approved: TestApproval) {
  const [authority] = await db
    .select({ nation: authorities.nation, grantMaximumPence: authorities.grantMaximumPence })
    .from(authorities)
    .where(eq(authorities.id, authorityId));
  if (!authority) throw new Error('the authority was not found');
  const now = new Date();
  return {
    state: 'APPROVED',
    approvedMaximumPence: authority.grantMaximumPence ?? DEFAULT_MANDATORY_MAX_PENCE[authority.nation],
    approvedQuotePence: quotePence,
    approvedTotalPence: approved.totalPence ?? quotePence,
    approvedById: approved.byId,
    approvedAt: now,
    approvedOn: londonDay(now),
  } as const;
}

/**
 * A variation awaiting approval on a case's grant, recorded by `createdById` with a PDF attached,
 * straight into the database: the grant's version is not bumped.
 */
export async function createTestVariation(
  db: Database,
  storage: FileStorage,
  on: OnCase & { costChangePence?: number },
): Promise<number> {
  const { costChangePence = 18_500, createdById, ...onCase } = on;
  const fileId = await createTestStoredFile(db, storage, {
    authorityId: on.authorityId,
    uploadedById: createdById,
  });
  const [row] = await db
    .insert(caseGrantVariations)
    .values({
      ...onCase,
      worksAdded: 'Grab rail beside the shower',
      costChangePence,
      reason: 'Asked for at the second visit',
      fileId,
      state: 'PROPOSED',
      recordedById: createdById,
    })
    .returning({ id: caseGrantVariations.id });
  if (!row) throw new Error('variation not created');
  return row.id;
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
