import {
  API_ENDPOINTS,
  API_PREFIX,
  disposalEndpoints,
  endpointKey,
  grantEndpoints,
  isAdmitted,
  linkedCaseEndpoints,
  paymentEndpoints,
  recordKindsIn,
  resolveExample,
  signInMethodEndpoints,
  spendEndpoints,
  type AccessSubject,
  type EndpointDefinition,
  type RecordKind,
} from '@casekeeper/contract';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  actionItems,
  applicantCases,
  authorityAllocationChanges,
  authorityAllocations,
  authorityChoices,
  authorityClosureDays,
  bookmarkFilters,
  caseDocuments,
  caseLinks,
  cases,
  clockDefinitions,
  disposalReviews,
  documentRequests,
  letterTemplates,
  totpAuthenticators,
  warningNotes,
  webUsers,
} from '../../db/schema';
import {
  createTestAuthority,
  createTestUser,
  signIn,
  type SignedIn,
  type TestUser,
} from '../../test/accounts';
import { createTestContractor, freshIp, heldSession } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { injectCall } from '../../test/inject-call';
import { createTestDiary, createTestItem, createTestStoredFile } from '../../test/diaries';
import { createTestGrant, createTestQuote, createTestVariation, createTestWork } from '../../test/grants';
import { multipartForm } from '../../test/multipart';
import { authoriseTestPayment, createTestPayment, letOfficersAuthorisePayments } from '../../test/payments';

/**
 * The authorization matrix, made from the endpoint definitions: every endpoint's example call,
 * made by every kind of caller on records of their own authority and of another, answers what its
 * access rule says (the example's status, 401, 403 or 404). The records an example names are made
 * afresh for every call from their kind, so an endpoint added later is in the matrix with no test
 * code: its definition's access rule and example are all the matrix reads.
 */

const context = useTestApp();

type Side = 'own' | 'other';

type Persona = {
  name: string;
  who: AccessSubject | null;
  /** The authority the persona belongs to (platform admins: none). */
  authorityId: number | null;
  /** The user the persona acts as; records assigned to someone are assigned to them. */
  userId: number | null;
  /** The session every call uses. */
  session: SignedIn | undefined;
  /** A session of its own, for calls that end the session they are made in. */
  fresh(): Promise<SignedIn | undefined>;
};

let authorityA: number;
let authorityB: number;
let codes = 0;
let uniques = 0;

/** A short code no other authority has: letters only. */
function nextShortCode(): string {
  codes += 1;
  const digits = String(codes).padStart(3, '0');
  return `MX${digits.replace(/[0-9]/g, (digit) => String.fromCharCode(65 + Number(digit)))}`;
}

/** A user of an authority (null: a platform admin) without a password, straight into the database. */
async function insertUser(authorityId: number | null): Promise<number> {
  const [row] = await context.db
    .insert(webUsers)
    .values({
      email: `matrix.${Math.random().toString(36).slice(2)}@council.gov.uk`,
      firstName: 'Mat',
      lastName: 'Rix',
      userType: authorityId === null ? 'ADMIN' : 'AUTHORITY_USER',
      role: authorityId === null ? null : 'READWRITE',
      authorityId,
    })
    .returning({ id: webUsers.id });
  if (!row) throw new Error('user not created');
  return row.id;
}

let caseNumbers = 0;

/** A case of an authority, assigned to `assignee`, straight into the database. */
async function insertCase(authorityId: number, assignee: number | null): Promise<number> {
  caseNumbers += 1;
  const creator = assignee ?? (await insertUser(authorityId));
  const [row] = await context.db
    .insert(cases)
    .values({
      authorityId,
      caseNumber: `MX-2026-${String(caseNumbers).padStart(5, '0')}`,
      clientFirstName: 'Ada',
      clientLastName: 'Client',
      // Each case's client has an address of their own, for the applicant invitation.
      clientEmail: `ada.client.${caseNumbers}.${Math.random().toString(36).slice(2)}@example.com`,
      addressLine1: '1 High Street',
      postCode: 'B33 8TH',
      statusId: 1,
      assignedOfficerId: assignee,
      createdById: creator,
      updatedById: creator,
    })
    .returning({ id: cases.id });
  if (!row) throw new Error('case not created');
  return row.id;
}

/** A saved filter of `owner` (a member of `authorityId`), straight into the database. */
async function insertBookmark(authorityId: number, owner: number): Promise<number> {
  const [row] = await context.db
    .insert(bookmarkFilters)
    .values({ authorityId, webUserId: owner, name: `Matrix ${Math.random()}`, filter: {} })
    .returning({ id: bookmarkFilters.id });
  if (!row) throw new Error('bookmark not created');
  return row.id;
}

/** A diary on a new case of the target's, assigned as the target says. */
async function insertDiary({ authorityId, assignee }: Target) {
  const caseId = await insertCase(authorityId, assignee);
  const createdById = assignee ?? (await insertUser(authorityId));
  return {
    authorityId,
    caseId,
    createdById,
    diaryId: await createTestDiary(context.db, { authorityId, caseId, createdById }),
  };
}

/** Where the records an example names are made, and for whom. */
type Target = {
  authorityId: number;
  /** Who records that are someone's are assigned to or owned by (the caller, on their own side). */
  assignee: number | null;
  callerId: number | null;
  /** Platform routes reach any authority: they get one of their own, which they may delete. */
  scope: 'platform' | 'authority';
};

/** The records made so far for the call, by kind. */
type Made = ReadonlyMap<RecordKind, number>;

/** The case of the call (made first, from its path) with someone to record as making what is put on it. */
async function onTheCase({ authorityId, assignee }: Target, made: Made) {
  return {
    authorityId,
    caseId: made.get('case') ?? (await insertCase(authorityId, assignee)),
    createdById: assignee ?? (await insertUser(authorityId)),
  };
}

/** Makes a record of each kind, as a valid call of an example needs it. */
const MAKE_RECORD: Record<RecordKind, (target: Target, made: Made) => Promise<number>> = {
  authority: async ({ authorityId, scope }) =>
    scope === 'platform' ? createTestAuthority(context.db, { shortCode: nextShortCode() }) : authorityId,
  user: ({ authorityId }) => insertUser(authorityId),
  'platform-admin': () => insertUser(null),
  contractor: ({ authorityId }) => createTestContractor(context.db, authorityId),
  case: ({ authorityId, assignee }) => insertCase(authorityId, assignee),
  bookmark: async ({ authorityId, assignee }) =>
    insertBookmark(authorityId, assignee ?? (await insertUser(authorityId))),
  diary: async (target) => (await insertDiary(target)).diaryId,
  'action-item': async (target) => createTestItem(context.db, await insertDiary(target)),
  'file-item': async (target) => {
    const diary = await insertDiary(target);
    const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
      authorityId: diary.authorityId,
      uploadedById: diary.createdById,
    });
    return createTestItem(context.db, { ...diary, fileId });
  },
  'clock-definition': async ({ authorityId }) => {
    uniques += 1;
    const [row] = await context.db
      .insert(clockDefinitions)
      .values({
        authorityId,
        name: `Matrix clock ${uniques}`,
        startStatusId: 2,
        stopStatusId: 3,
        limitUnit: 'WORKING_DAYS',
        limitValue: 10,
        amberAtPercent: 75,
        redAtPercent: 100,
        pausedByOnHold: true,
      })
      .returning({ id: clockDefinitions.id });
    if (!row) throw new Error('clock not created');
    return row.id;
  },
  'closure-day': async ({ authorityId }) => {
    uniques += 1;
    const [row] = await context.db
      .insert(authorityClosureDays)
      .values({
        authorityId,
        day: new Date(Date.UTC(2030, 0, uniques)).toISOString().slice(0, 10),
        description: 'Matrix closure',
        createdById: await insertUser(authorityId),
      })
      .returning({ id: authorityClosureDays.id });
    if (!row) throw new Error('closure day not created');
    return row.id;
  },
  'authority-choice': async ({ authorityId }) => {
    uniques += 1;
    const [row] = await context.db
      .insert(authorityChoices)
      .values({
        authorityId,
        list: 'ADAPTATION_TYPE',
        name: `Matrix type ${uniques}`,
        sortOrder: 100 + uniques,
      })
      .returning({ id: authorityChoices.id });
    if (!row) throw new Error('adaptation type not created');
    return row.id;
  },
  // Put on the call's case without bumping its grant's version, which the examples name as 1.
  work: async (target, made) => createTestWork(context.db, await onTheCase(target, made)),
  quote: async (target, made) =>
    createTestQuote(context.db, context.app.fileStorage, await onTheCase(target, made)),
  // Awaiting approval, recorded by someone other than the caller (who may then decide it).
  variation: async (target, made) =>
    createTestVariation(context.db, context.app.fileStorage, {
      ...(await onTheCase(target, made)),
      createdById: await insertUser(target.authorityId),
    }),
  // On a grant approved by someone else, requested by someone other than the caller (who may
  // then authorise it), with its invoice.
  'warning-note': async (target, made) => {
    const on = await onTheCase(target, made);
    const [row] = await context.db
      .insert(warningNotes)
      .values({
        authorityId: on.authorityId,
        caseId: on.caseId,
        subject: 'CLIENT',
        type: 'OTHER',
        text: 'Matrix warning',
        reviewOn: '2099-01-01',
        createdById: on.createdById,
        updatedById: on.createdById,
      })
      .returning({ id: warningNotes.id });
    if (!row) throw new Error('warning note not created');
    return row.id;
  },
  // Filed by the caller on their own side (whoever filed one may delete it).
  'case-document': async (target, made) => {
    const on = await onTheCase(target, made);
    const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
      authorityId: on.authorityId,
      uploadedById: on.createdById,
    });
    const [row] = await context.db
      .insert(caseDocuments)
      .values({ ...on, type: 'PHOTO', name: 'Matrix photo', fileId })
      .returning({ id: caseDocuments.id });
    if (!row) throw new Error('case document not created');
    return row.id;
  },
  // A document the applicant sent, on the call's case, unseen.
  'applicant-item': async (target, made) => {
    const on = await onTheCase(target, made);
    const diaryId = await createTestDiary(context.db, on);
    const fileId = await createTestStoredFile(context.db, context.app.fileStorage, {
      authorityId: on.authorityId,
      uploadedById: on.createdById,
    });
    const itemId = await createTestItem(context.db, { ...on, diaryId, fileId });
    await context.db.update(actionItems).set({ fromApplicant: true }).where(eq(actionItems.id, itemId));
    return itemId;
  },
  // Asked of the applicant on the call's case, and answered: theirs to accept or ask again.
  'document-request': async (target, made) => {
    const on = await onTheCase(target, made);
    const [row] = await context.db
      .insert(documentRequests)
      .values({
        authorityId: on.authorityId,
        caseId: on.caseId,
        kind: 'PHOTOS',
        state: 'SENT',
        dueOn: '2099-01-01',
        requestedById: on.createdById,
      })
      .returning({ id: documentRequests.id });
    if (!row) throw new Error('document request not created');
    return row.id;
  },
  // One of the authority's letter templates (a case's letter is sent from its own authority's).
  'letter-template': async ({ authorityId }) => {
    const [row] = await context.db
      .insert(letterTemplates)
      .values({ authorityId, title: 'Matrix letter', body: 'Dear {{client.name}}' })
      .returning({ id: letterTemplates.id });
    if (!row) throw new Error('letter template not created');
    return row.id;
  },
  payment: async (target, made) => {
    const on = await onTheCase(target, made);
    await createTestGrant(context.db, context.app.fileStorage, {
      ...on,
      proposed: true,
      approved: { byId: await insertUser(target.authorityId) },
    });
    return createTestPayment(context.db, context.app.fileStorage, {
      ...on,
      requestedById: await insertUser(target.authorityId),
    });
  },
  // Between the call's case and another the caller reaches.
  'case-link': async (target, made) => {
    const on = await onTheCase(target, made);
    const other = await insertCase(target.authorityId, target.assignee);
    const [row] = await context.db
      .insert(caseLinks)
      .values({
        authorityId: on.authorityId,
        firstCaseId: Math.min(on.caseId, other),
        secondCaseId: Math.max(on.caseId, other),
        kind: 'SAME_HOUSEHOLD',
        createdById: on.createdById,
      })
      .returning({ id: caseLinks.id });
    if (!row) throw new Error('case link not created');
    return row.id;
  },
  caller: ({ callerId }) => Promise.resolve(callerId ?? 1),
};

/** A grant approved by someone else on the call's case: what a variation is made on. */
async function approvedGrant(target: Target, made: Made): Promise<void> {
  await createTestGrant(context.db, context.app.fileStorage, {
    ...(await onTheCase(target, made)),
    proposed: true,
    approved: { byId: await insertUser(target.authorityId) },
  });
}

/**
 * The authority's allocations made afresh for a spend example: none, so that version 0 records
 * one; or one recorded at version 1 with no change, so that a change on version 1 is made.
 */
async function freshAllocation(authorityId: number, financialYear: number | null): Promise<void> {
  await context.db
    .delete(authorityAllocationChanges)
    .where(eq(authorityAllocationChanges.authorityId, authorityId));
  await context.db.delete(authorityAllocations).where(eq(authorityAllocations.authorityId, authorityId));
  if (financialYear === null) return;
  await context.db.insert(authorityAllocations).values({
    authorityId,
    financialYear,
    allocationPence: 120_000_000,
    updatedById: await insertUser(authorityId),
  });
}

/**
 * A caller with no authenticator app in use (platform admins set one up at sign-in); one they began
 * setting up (the start's example, tried first) stays.
 */
async function withoutAuthenticatorApp(target: Target): Promise<void> {
  if (target.callerId === null) return;
  await context.db
    .delete(totpAuthenticators)
    .where(and(eq(totpAuthenticators.webUserId, target.callerId), isNotNull(totpAuthenticators.confirmedAt)));
}

/**
 * The case a link example names by number, made afresh for the call (the last call's keeps its
 * links under another number), reached by the caller.
 */
async function caseToLink(target: Target): Promise<void> {
  const { caseNumber } = linkedCaseEndpoints.add.example.body;
  const id = await insertCase(target.authorityId, target.assignee);
  await context.db
    .update(cases)
    .set({ caseNumber: sql`'LNX-2026-' || lpad(${cases.id}::text, 5, '0')` })
    .where(and(eq(cases.authorityId, target.authorityId), eq(cases.caseNumber, caseNumber)));
  await context.db.update(cases).set({ caseNumber }).where(eq(cases.id, id));
}

/** A closed case waiting in its authority's disposal review (the case of a keep or a disposal). */
async function inTheDisposalReview(target: Target, made: Made): Promise<void> {
  const on = await onTheCase(target, made);
  await context.db.update(cases).set({ statusId: 9 }).where(eq(cases.id, on.caseId));
  await context.db
    .insert(disposalReviews)
    .values({ authorityId: on.authorityId, caseId: on.caseId, dueOn: '2026-01-01' });
}

/**
 * What an example's case needs beyond being there: proposing wants works and an accepted quote;
 * approving, a grant someone else proposed on a case at Application submitted; a variation and
 * its decisions and document, an approved grant; a payment, one (made with the payment), and
 * authorising it, an authority that lets its officers; marking it paid, its authorisation.
 */
const ARRANGE_CASE = new Map<EndpointDefinition, (target: Target, made: Made) => Promise<void>>([
  [
    grantEndpoints.propose,
    async (target, made) =>
      createTestGrant(context.db, context.app.fileStorage, {
        ...(await onTheCase(target, made)),
        proposed: false,
      }),
  ],
  [
    grantEndpoints.approve,
    async (target, made) => {
      const on = await onTheCase(target, made);
      await context.db.update(cases).set({ statusId: 4 }).where(eq(cases.id, on.caseId));
      const proposer = await insertUser(target.authorityId);
      await createTestGrant(context.db, context.app.fileStorage, {
        ...on,
        createdById: proposer,
        proposed: true,
      });
    },
  ],
  [linkedCaseEndpoints.add, caseToLink],
  [disposalEndpoints.keep, inTheDisposalReview],
  [disposalEndpoints.dispose, inTheDisposalReview],
  [signInMethodEndpoints.startTotp, withoutAuthenticatorApp],
  [signInMethodEndpoints.confirmTotp, withoutAuthenticatorApp],
  [grantEndpoints.addVariation, approvedGrant],
  [grantEndpoints.approveVariation, approvedGrant],
  [grantEndpoints.rejectVariation, approvedGrant],
  [grantEndpoints.variationFile, approvedGrant],
  [paymentEndpoints.request, approvedGrant],
  // The access rule admits read-write officers; the server, where the authority lets them.
  [paymentEndpoints.authorise, ({ authorityId }) => letOfficersAuthorisePayments(context.db, authorityId)],
  [paymentEndpoints.reject, ({ authorityId }) => letOfficersAuthorisePayments(context.db, authorityId)],
  [paymentEndpoints.toAuthorise, ({ authorityId }) => letOfficersAuthorisePayments(context.db, authorityId)],
  [
    paymentEndpoints.markPaid,
    async ({ authorityId }, made) =>
      authoriseTestPayment(context.db, {
        authorityId,
        caseId: made.get('case') ?? 0,
        id: made.get('payment') ?? 0,
        byId: await insertUser(authorityId),
        at: new Date('2026-05-15T10:00:00Z'),
      }),
  ],
  [spendEndpoints.saveAllocation, ({ authorityId }) => freshAllocation(authorityId, null)],
  [
    spendEndpoints.addAllocationChange,
    ({ authorityId }) => freshAllocation(authorityId, spendEndpoints.addAllocationChange.example.params.year),
  ],
]);

/** Values the database keeps unique, made unique for every call so that repeated calls can succeed. */
const MAKE_UNIQUE: Record<string, (value: string) => string> = {
  email: (value) => `${(uniques += 1)}.${value}`,
  shortCode: () => nextShortCode(),
  name: (value) => `${value} ${(uniques += 1)}`,
};

function madeUnique(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(madeUnique);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' && MAKE_UNIQUE[key] ? MAKE_UNIQUE[key](item) : madeUnique(item),
    ]),
  );
}

/** The record kinds an endpoint's example names, the caller's own id apart. */
function recordsNamed(endpoint: EndpointDefinition): RecordKind[] {
  const { params, query, body } = endpoint.example ?? {};
  return recordKindsIn({ params: params ?? null, query: query ?? null, body: body ?? null }).filter(
    (kind) => kind !== 'caller',
  );
}

/** Whether the route is tried on records of another authority as well as the caller's own. */
function isTwoSided(endpoint: EndpointDefinition): boolean {
  const { access } = endpoint;
  return access.kind === 'signed-in' && access.scope !== 'platform' && recordsNamed(endpoint).length > 0;
}

/** What the access rules say `persona` gets from the endpoint's example on its side. */
function expectedStatus(endpoint: EndpointDefinition, persona: Persona, side: Side): number {
  const { access } = endpoint;
  const reached = endpoint.example?.status ?? 200;
  if (access.kind === 'public') return reached;
  if (!persona.who) return 401;
  if (!isAdmitted(access, persona.who)) return 403;
  // Platform admins a route admits reach any authority's records.
  if (side === 'other' && persona.who.userType !== 'ADMIN') {
    // A record of another authority is not found; an authority id the caller sent is refused.
    return recordsNamed(endpoint).some((kind) => kind !== 'authority') ? 404 : 403;
  }
  return reached;
}

const personas: Persona[] = [];

/** An applicant with a password and live access to a case of the authority, straight into the database. */
async function applicantFollowingACase(authorityId: number): Promise<TestUser> {
  const applicant = await createTestUser(context.db, { userType: 'APPLICANT', authorityId });
  const caseId = await insertCase(authorityId, null);
  await context.db.insert(applicantCases).values({
    authorityId,
    caseId,
    applicantId: applicant.id,
    invitedById: applicant.id,
    acceptedAt: new Date(),
  });
  return applicant;
}

async function signedInPersona(
  name: string,
  user: TestUser,
  door: 'staff' | 'portal' = 'staff',
): Promise<Persona> {
  const fresh = () => signIn(context.app, user, freshIp(), door);
  const session = await fresh();
  return {
    name,
    who: { userType: session.session.user_type, role: session.session.role, impersonating: false },
    authorityId: user.authorityId,
    userId: user.id,
    session,
    fresh,
  };
}

beforeAll(async () => {
  authorityA = await createTestAuthority(context.db);
  authorityB = await createTestAuthority(context.db);
  const platformAdmin = await createTestUser(context.db, { userType: 'ADMIN' });
  const admin = await signedInPersona('platform ADMIN', platformAdmin);
  const impersonated = await insertUser(authorityA);
  // Each impersonation starts from a sign-in of its own: signing out of one ends the admin's
  // sign-in it came from, which must not be the platform ADMIN persona's. Another platform admin
  // runs them, so the persona's "sign out everywhere else" (which ends the impersonations
  // started from its other sign-ins) leaves them be.
  const impersonator = await createTestUser(context.db, { userType: 'ADMIN' });
  const impersonate = async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/impersonate/${impersonated}`,
      headers: (await signIn(context.app, impersonator, freshIp())).auth,
      remoteAddress: freshIp(),
    });
    return heldSession(response);
  };

  personas.push(
    {
      name: 'anonymous',
      who: null,
      authorityId: null,
      userId: null,
      session: undefined,
      fresh: () => Promise.resolve(undefined),
    },
    admin,
    await signedInPersona(
      'AUTHORITY ADMIN',
      await createTestUser(context.db, { userType: 'AUTHORITY', role: 'ADMIN', authorityId: authorityA }),
    ),
    await signedInPersona(
      'AUTHORITY_USER ADMIN',
      await createTestUser(context.db, { role: 'ADMIN', authorityId: authorityA }),
    ),
    await signedInPersona(
      'AUTHORITY_USER READWRITE',
      await createTestUser(context.db, { role: 'READWRITE', authorityId: authorityA }),
    ),
    await signedInPersona(
      'AUTHORITY_USER READONLY',
      await createTestUser(context.db, { role: 'READONLY', authorityId: authorityA }),
    ),
    await signedInPersona(
      "another authority's AUTHORITY ADMIN",
      await createTestUser(context.db, { userType: 'AUTHORITY', role: 'ADMIN', authorityId: authorityB }),
    ),
    await signedInPersona('APPLICANT following a case', await applicantFollowingACase(authorityA), 'portal'),
    {
      name: 'platform ADMIN impersonating a READWRITE user',
      who: { userType: 'AUTHORITY_USER', role: 'READWRITE', impersonating: true },
      authorityId: authorityA,
      userId: impersonated,
      session: await impersonate(),
      fresh: impersonate,
    },
  );
});

/** The authority a record on `side` of `persona` belongs to. */
function authorityFor(persona: Persona, side: Side): number {
  const own = persona.authorityId ?? authorityA;
  if (side === 'own') return own;
  return own === authorityA ? authorityB : authorityA;
}

/** The example's query as a query string takes it. */
function asQuery(query: unknown): Record<string, string> | undefined {
  if (query === undefined) return undefined;
  return Object.fromEntries(Object.entries(query as object).map(([key, value]) => [key, String(value)]));
}

async function send(endpoint: EndpointDefinition, persona: Persona, side: Side): Promise<number> {
  const authorityId = authorityFor(persona, side);
  const target: Target = {
    authorityId,
    // Only a member of the authority can be assigned its records (platform admins are not).
    assignee: side === 'own' && persona.authorityId !== null ? persona.userId : null,
    callerId: persona.userId,
    scope:
      endpoint.access.kind === 'signed-in' && endpoint.access.scope === 'platform' ? 'platform' : 'authority',
  };
  const { params, query, body } = endpoint.example ?? {};
  const ids = new Map<RecordKind, number>();
  for (const kind of recordKindsIn({ params: params ?? null, query: query ?? null, body: body ?? null })) {
    ids.set(kind, await MAKE_RECORD[kind](target, ids));
  }
  await ARRANGE_CASE.get(endpoint)?.(target, ids);
  const idOf = (kind: RecordKind) => ids.get(kind) ?? 0;
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, name: string) =>
    encodeURIComponent(String(resolveExample(params?.[name], idOf))),
  );
  const session = endpoint.endsSession ? await persona.fresh() : persona.session;
  const payload = body === undefined ? undefined : (madeUnique(resolveExample(body, idOf)) as object);
  const file = endpoint.example?.file;
  // An upload's example is sent as a browser sends a form: its fields, then its file.
  const form =
    endpoint.upload && file
      ? multipartForm((payload ?? {}) as Record<string, unknown>, { [endpoint.upload.field]: file })
      : undefined;
  const response = await injectCall(context.app, endpoint, {
    method: endpoint.method,
    url: `${API_PREFIX}${path}`,
    query: asQuery(resolveExample(query, idOf)),
    headers: { ...session?.auth, ...form?.headers },
    remoteAddress: freshIp(),
    ...(form ? { payload: form.payload } : payload === undefined ? {} : { payload }),
  });
  return response.statusCode;
}

describe('the authorization matrix', () => {
  it('holds every API route the server registers: the definitions, and the documentation pages', () => {
    const undefinedRoutes = context.app.apiRoutes
      .filter((route) => !route.endpoint && !/^\/docs(\/|$)/.test(route.path))
      .map((route) => `${route.method} ${route.path}`);
    expect(undefinedRoutes).toEqual([]);
    const registered = new Set(context.app.apiRoutes.map((route) => `${route.method} ${route.path}`));
    expect(
      API_ENDPOINTS.map((endpoint) => endpointKey(endpoint)).filter((key) => !registered.has(key)),
    ).toEqual([]);
  });

  it.each(API_ENDPOINTS.map((endpoint) => [endpointKey(endpoint), endpoint] as const))(
    '%s answers every caller as its access rule says',
    async (_route, endpoint) => {
      const sides: Side[] = isTwoSided(endpoint) ? ['own', 'other'] : ['own'];
      const expected: Record<string, number> = {};
      const actual: Record<string, number> = {};
      for (const persona of personas) {
        for (const side of sides) {
          const key = `${persona.name} · ${side} authority`;
          expected[key] = expectedStatus(endpoint, persona, side);
          actual[key] = await send(endpoint, persona, side);
        }
      }
      expect(actual).toEqual(expected);
    },
  );

  it('still has every persona signed in at the end (no call ended a session it should not have)', async () => {
    for (const persona of personas.filter((candidate) => candidate.session)) {
      const response = await context.app.inject({
        method: 'GET',
        url: `${API_PREFIX}/me`,
        headers: persona.session?.auth,
      });
      expect(response.statusCode, persona.name).toBe(200);
    }
  });
});
