import {
  GRANT_MESSAGES,
  STALE_RECORD_MESSAGE,
  STATUS_DATE_MESSAGES,
  STATUS_ID,
  type CaseGrant,
  type CaseMaster,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, authorities, cases, caseStatusHistory } from '../../db/schema';
import { addDays } from '../../platform/time/calendar-days';
import { londonDay, londonStartOf } from '../../platform/time/london-calendar';
import {
  apiCalls,
  createTestContractor,
  lastAudit,
  signedInApplicant,
  signedInUser,
  type SignedInUser,
} from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { backdateCaseHistory } from '../../test/case-history';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { costsOf, firstAdaptationType, grantCalls, quoteOf, workOf } from '../../test/grants';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const { grantOf, change, changed } = grantCalls(context);

/** A second authority ADMIN: the approver when the first proposes. */
let secondAdmin: SignedInUser;
beforeAll(async () => {
  secondAdmin = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
});

const today = () => londonDay(new Date());

const openCase = () => openOfficersCase(context, people);

async function moveCase(caseId: number, statusId: number) {
  const moved = await post(`/case/${caseId}/${statusId}`, people.admin);
  expect(moved.statusCode, moved.body).toBe(200);
}

/** Works and an accepted quote of `quotePence` on a case at Application submitted (a new one unless given). */
async function readyCase(options: { quotePence?: number; caseId?: number } = {}): Promise<number> {
  const caseId = options.caseId ?? (await openCase());
  if (options.caseId === undefined) await moveCase(caseId, STATUS_ID.APPLICATION_SUBMITTED);
  const type = await firstAdaptationType(context.db, people.authorityId);
  await changed(caseId, 'works/add', people.admin, { work: workOf(type) });
  const contractorId = await createTestContractor(context.db, people.authorityId, {
    companyName: 'Ambridge Access',
  });
  const { quotes } = await changed(caseId, 'quotes/add', people.admin, {
    quote: quoteOf(contractorId, options.quotePence ?? 850_000),
  });
  await changed(caseId, 'quotes/accept', people.admin, { id: quotes[0]?.id, reason: null });
  return caseId;
}

const propose = (caseId: number, who: SignedInUser, costs: object = {}) =>
  changed(caseId, 'grant/propose', who, { costs: costsOf(costs) });

const approve = (caseId: number, who: SignedInUser, body: object = {}) =>
  change(caseId, 'grant/approve', who, { effectiveDate: null, note: null, ...body });

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields?: Record<string, string[]> } }).data.fields;

const statusOf = async (caseId: number) =>
  (await context.db.select({ statusId: cases.statusId }).from(cases).where(eq(cases.id, caseId)))[0]
    ?.statusId;

const approvalsOf = (caseId: number) =>
  context.db.$count(
    caseStatusHistory,
    and(eq(caseStatusHistory.caseId, caseId), eq(caseStatusHistory.toStatusId, STATUS_ID.APPROVED)),
  );

describe('proposing the grant', () => {
  it('needs the works and an accepted quote first', async () => {
    const caseId = await openCase();
    const noWorks = await change(caseId, 'grant/propose', people.officer, { costs: costsOf() });
    expect(noWorks.statusCode).toBe(422);
    expect(noWorks.json()).toMatchObject({ message: GRANT_MESSAGES.noWorks });
    const type = await firstAdaptationType(context.db, people.authorityId);
    await changed(caseId, 'works/add', people.officer, { work: workOf(type) });
    const contractorId = await createTestContractor(context.db, people.authorityId);
    await changed(caseId, 'quotes/add', people.officer, { quote: quoteOf(contractorId, 500_000) });
    const noQuote = await change(caseId, 'grant/propose', people.officer, { costs: costsOf() });
    expect(noQuote.statusCode).toBe(422);
    expect(noQuote.json()).toMatchObject({ message: GRANT_MESSAGES.noAcceptedQuote });
    expect(await grantOf(caseId, people.officer)).toMatchObject({
      state: 'DRAFT',
      version: 3,
      costs: null,
      can: { propose: false },
    });
  });

  it('works out the figures and records who proposed it; an authority ADMIN may approve it, the proposer not', async () => {
    const caseId = await readyCase();
    expect((await grantOf(caseId, people.officer)).can).toEqual({
      prepare: true,
      propose: true,
      approve: false,
      vary: false,
      decideVariations: false,
    });
    const grant = await propose(caseId, people.officer);
    expect(grant).toMatchObject({
      state: 'PROPOSED',
      proposed: { name: 'Sam Officer', byCaller: true },
      costs: costsOf(),
      figures: {
        quotePence: 850_000,
        feesPence: 85_000,
        eligiblePence: 935_000,
        contributionPence: 0,
        needPence: 935_000,
        mandatoryPence: 935_000,
        overMaximumPence: 0,
        topUpPence: 0,
        totalPence: 935_000,
      },
      approved: null,
    });
    expect(grant.can).toEqual({
      prepare: true,
      propose: true,
      approve: false,
      vary: false,
      decideVariations: false,
    });
    expect((await grantOf(caseId, people.admin)).can.approve).toBe(true);
    expect(await lastAudit(context.db, 'grant.propose', caseId)).toMatchObject({
      actorId: people.officer.id,
      before: { costs: null, grantState: 'DRAFT' },
      after: { grantState: 'PROPOSED', figures: { totalPence: 935_000 } },
    });
  });

  it('refuses costs against the rules, each on its field, and changes nothing', async () => {
    const caseId = await readyCase();
    const refusals: [object, string, string][] = [
      [{ contributionPence: 100 }, 'costs.contributionPence', GRANT_MESSAGES.contributionFree],
      [
        { contributionBasis: 'CHILD', contributionPence: 100 },
        'costs.contributionPence',
        GRANT_MESSAGES.contributionFree,
      ],
      [{ contributionBasis: 'OTHER' }, 'costs.contributionText', GRANT_MESSAGES.contributionText],
      [{ otherFeePence: 5_000 }, 'costs.otherFeeText', GRANT_MESSAGES.otherFeeText],
      [
        { contributionBasis: 'ASSESSED', contributionPence: 935_001 },
        'costs.contributionPence',
        GRANT_MESSAGES.contributionAboveCost,
      ],
      [{ topUpPence: 100, topUpReason: 'Extra' }, 'costs.topUpPence', GRANT_MESSAGES.topUpsOff],
      [{ agencyFeePence: -1 }, 'costs.agencyFeePence', GRANT_MESSAGES.negative],
    ];
    for (const [costs, field, message] of refusals) {
      const response = await change(caseId, 'grant/propose', people.officer, { costs: costsOf(costs) });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)?.[field]?.[0], field).toBe(message);
    }
    expect(await grantOf(caseId, people.officer)).toMatchObject({
      state: 'DRAFT',
      costs: null,
      proposed: null,
    });
    const allowed = await propose(caseId, people.officer, {
      contributionBasis: 'OTHER',
      contributionText: 'Agreed with the applicant’s family',
      contributionPence: 935_000,
      otherFeePence: 5_000,
      otherFeeText: 'Asbestos survey',
    });
    expect(allowed.figures).toMatchObject({ eligiblePence: 940_000, needPence: 5_000, totalPence: 5_000 });
  });

  it('returns a proposed grant to DRAFT when its works, quotes or acceptance change, and says so', async () => {
    const caseId = await readyCase();
    const type = await firstAdaptationType(context.db, people.authorityId);
    const contractorId = await createTestContractor(context.db, people.authorityId);
    const changes: [string, string, () => object][] = [
      ['works/add', 'grant.work-add', () => ({ work: workOf(type) })],
      ['quotes/add', 'grant.quote-add', () => ({ quote: quoteOf(contractorId, 900_000) })],
      ['quotes/accept', 'grant.quote-accept', () => ({ id: quoteId, reason: null })],
    ];
    let quoteId = 0;
    for (const [path, action, body] of changes) {
      const proposed = await propose(caseId, people.officer);
      quoteId = proposed.acceptedQuoteId ?? 0;
      const grant = await changed(caseId, path, people.officer, body());
      expect(grant, path).toMatchObject({ state: 'DRAFT', proposed: null, costs: costsOf() });
      expect(grant.can.approve).toBe(false);
      expect(await lastAudit(context.db, action, caseId)).toMatchObject({
        before: { grantState: 'PROPOSED' },
        after: { grantState: 'DRAFT', proposalWithdrawn: expect.any(String) },
      });
    }
    expect((await grantOf(caseId, people.admin)).can.approve).toBe(false);
  });
});

describe('the maximum and the top-up', () => {
  it('caps the mandatory grant at the maximum; a top-up needs the policy, a reason, and no more than the cap leaves', async () => {
    const generous = await signedInUser(context, { role: 'ADMIN' });
    const officer = await signedInUser(context, {
      authorityId: generous.authorityId ?? 0,
      role: 'READWRITE',
    });
    const settings = await post('/grant-settings', generous, {
      mandatoryMaxPence: 3_000_000,
      discretionaryTopUps: true,
    });
    expect(settings.statusCode).toBe(200);
    const added = await post('/case/add', officer, {
      clientFirstName: 'Lynda',
      clientLastName: 'Snell',
      addressLine1: 'Ambridge Hall',
      postCode: 'B33 8TH',
    });
    const caseId = added.json<{ data: { id: number } }>().data.id;
    const type = await firstAdaptationType(context.db, generous.authorityId ?? 0);
    await changed(caseId, 'works/add', officer, {
      work: workOf(type, { description: 'Ground-floor extension' }),
    });
    const contractorId = await createTestContractor(context.db, generous.authorityId ?? 0);
    const { quotes } = await changed(caseId, 'quotes/add', officer, {
      quote: quoteOf(contractorId, 3_400_000),
    });
    await changed(caseId, 'quotes/accept', officer, { id: quotes[0]?.id, reason: null });
    const costs = { agencyFeePence: 100_000, contributionBasis: 'ASSESSED', contributionPence: 200_000 };

    const beyond = await change(caseId, 'grant/propose', officer, {
      costs: costsOf({ ...costs, topUpPence: 300_001, topUpReason: 'Extension needed for a wheelchair' }),
    });
    expect(fieldsOf(beyond)).toEqual({ 'costs.topUpPence': [GRANT_MESSAGES.topUpBeyondNeed('£3,000.00')] });
    const unexplained = await change(caseId, 'grant/propose', officer, {
      costs: costsOf({ ...costs, topUpPence: 300_000 }),
    });
    expect(fieldsOf(unexplained)).toEqual({ 'costs.topUpReason': [GRANT_MESSAGES.topUpReason] });
    expect((await grantOf(caseId, officer)).state).toBe('DRAFT');

    const grant = await propose(caseId, officer, {
      ...costs,
      topUpPence: 300_000,
      topUpReason: 'Extension needed for a wheelchair',
    });
    expect(grant.figures).toEqual({
      quotePence: 3_400_000,
      feesPence: 100_000,
      eligiblePence: 3_500_000,
      contributionPence: 200_000,
      needPence: 3_300_000,
      mandatoryPence: 3_000_000,
      overMaximumPence: 300_000,
      topUpPence: 300_000,
      totalPence: 3_300_000,
    });
    expect(grant.limits).toEqual({ mandatoryMaxPence: 3_000_000, discretionaryTopUps: true });
  });
});

describe('approving the grant', () => {
  it('is for an authority ADMIN who did not propose it', async () => {
    const caseId = await readyCase();
    const { version } = await propose(caseId, people.admin);
    const own = await approve(caseId, people.admin);
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: GRANT_MESSAGES.ownProposal });
    for (const who of [people.officer, people.reader]) {
      expect((await post(`/case/${caseId}/grant/approve`, who, { version })).statusCode).toBe(403);
    }
    expect(await grantOf(caseId, people.admin)).toMatchObject({ state: 'PROPOSED', can: { approve: false } });
    expect(await statusOf(caseId)).toBe(STATUS_ID.APPLICATION_SUBMITTED);
    expect((await approve(caseId, secondAdmin)).statusCode).toBe(200);
  });

  it('refuses a grant not proposed, a stale version, and a case not at Application submitted, changing nothing', async () => {
    const caseId = await readyCase();
    const notProposed = await approve(caseId, people.admin);
    expect(notProposed.statusCode).toBe(422);
    expect(notProposed.json()).toMatchObject({ message: GRANT_MESSAGES.notProposed });

    const { version } = await propose(caseId, people.officer);
    const stale = await post(`/case/${caseId}/grant/approve`, people.admin, { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ message: STALE_RECORD_MESSAGE, data: { current: { version } } });

    await moveCase(caseId, STATUS_ID.ON_HOLD);
    const onHold = await approve(caseId, people.admin);
    expect(onHold.statusCode).toBe(422);
    expect(onHold.json()).toMatchObject({ message: GRANT_MESSAGES.notAtDecision });
    expect(await grantOf(caseId, people.admin)).toMatchObject({ state: 'PROPOSED', version, approved: null });
    expect(await statusOf(caseId)).toBe(STATUS_ID.ON_HOLD);
    expect(await approvalsOf(caseId)).toBe(0);
  });

  it('moves the case to Approved on its effective day, stopping the Decision clock then, and keeps the figures', async () => {
    const caseId = await readyCase();
    const submitted = addDays(today(), -20);
    await backdateCaseHistory(context.db, caseId, [addDays(today(), -30), submitted]);
    await propose(caseId, people.officer);
    const decided = addDays(today(), -5);

    const future = await approve(caseId, people.admin, { effectiveDate: addDays(today(), 1) });
    expect(fieldsOf(future)).toEqual({ effectiveDate: [STATUS_DATE_MESSAGES.future] });
    expect(await statusOf(caseId)).toBe(STATUS_ID.APPLICATION_SUBMITTED);

    const approved = await approve(caseId, people.admin, { effectiveDate: decided, note: 'Panel of 12 May' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: 'Grant approved. The case is now Approved.' });
    const grant = approved.json<{ data: CaseGrant }>().data;
    expect(grant).toMatchObject({
      state: 'APPROVED',
      approved: { name: 'Sam Officer', effectiveDate: decided },
      figures: { totalPence: 935_000, mandatoryPence: 935_000 },
      can: { prepare: false, propose: false, approve: false },
    });
    expect(await statusOf(caseId)).toBe(STATUS_ID.APPROVED);
    const onCase = await get(`/case/edit/${caseId}`, people.officer);
    expect(onCase.json<{ data: { approvedGrantPence: number } }>().data.approvedGrantPence).toBe(935_000);

    const history = await get(`/case/status-history/${caseId}`, people.officer);
    expect(
      history.json<{ data: { toStatusId: number; effectiveDate: string; note: string }[] }>().data.at(-1),
    ).toMatchObject({ toStatusId: STATUS_ID.APPROVED, effectiveDate: decided, note: 'Panel of 12 May' });
    const clocks = await get(`/case/${caseId}/clocks`, people.officer);
    const decision = clocks
      .json<{ data: { clocks: { name: string; state: string; stoppedAt: string | null }[] } }>()
      .data.clocks.find((clock) => clock.name === 'Decision');
    expect(decision).toMatchObject({ state: 'met', stoppedAt: londonStartOf(decided).toISOString() });
    expect(await lastAudit(context.db, 'grant.approve', caseId)).toMatchObject({
      actorId: people.admin.id,
      before: { grantState: 'PROPOSED', caseStatusId: STATUS_ID.APPLICATION_SUBMITTED },
      after: { grantState: 'APPROVED', approvedOn: decided, figures: { totalPence: 935_000 } },
    });
    expect(await lastAudit(context.db, 'case.status', caseId)).toMatchObject({
      after: { statusId: STATUS_ID.APPROVED, effectiveDate: decided },
    });

    // A later change of the authority's maximum leaves the approved figures as they were.
    expect(
      (
        await post('/grant-settings', people.admin, {
          mandatoryMaxPence: 500_000,
          discretionaryTopUps: false,
        })
      ).statusCode,
    ).toBe(200);
    const later = await grantOf(caseId, people.officer);
    expect(later.figures).toMatchObject({ mandatoryPence: 935_000, totalPence: 935_000 });
    expect(later.limits.mandatoryMaxPence).toBe(500_000);
    await post('/grant-settings', people.admin, { mandatoryMaxPence: 3_000_000, discretionaryTopUps: false });
  });

  it('locks the grant once approved: every change is refused and nothing moves', async () => {
    const caseId = await readyCase();
    await propose(caseId, people.officer);
    expect((await approve(caseId, people.admin)).statusCode).toBe(200);
    const approved = await grantOf(caseId, people.officer);
    const type = await firstAdaptationType(context.db, people.authorityId);
    const attempts: [string, object][] = [
      ['works/add', { work: workOf(type) }],
      ['works/remove', { id: approved.works[0]?.id }],
      [
        'quotes/update',
        { id: approved.quotes[0]?.id, quote: quoteOf(approved.quotes[0]?.contractorId ?? 0, 1) },
      ],
      ['quotes/accept', { id: approved.quotes[0]?.id, reason: null }],
      ['grant/propose', { costs: costsOf() }],
    ];
    for (const [path, body] of attempts) {
      const response = await change(caseId, path, people.officer, body);
      expect(response.statusCode, path).toBe(422);
      expect(response.json()).toMatchObject({ message: GRANT_MESSAGES.approvedLocked });
    }
    const again = await approve(caseId, secondAdmin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: GRANT_MESSAGES.alreadyApproved });
    expect(await grantOf(caseId, people.officer)).toEqual(approved);
    expect(await approvalsOf(caseId)).toBe(1);
  });

  it('lets exactly one of two approvals made at once win; the other is a 409', async () => {
    const caseId = await readyCase();
    const { version } = await propose(caseId, people.officer);
    const both = await Promise.all(
      [people.admin, secondAdmin].map((who) =>
        post(`/case/${caseId}/grant/approve`, who, { version, effectiveDate: null, note: null }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await approvalsOf(caseId)).toBe(1);
    expect(await grantOf(caseId, people.officer)).toMatchObject({ state: 'APPROVED', version: version + 1 });
  });

  it('lets a READONLY user read the approved grant of a case they hold', async () => {
    const caseId = people.caseOf.reader;
    await moveCase(caseId, STATUS_ID.APPLICATION_SUBMITTED);
    await readyCase({ caseId });
    await propose(caseId, people.admin);
    expect((await change(caseId, 'grant/propose', people.reader, { costs: costsOf() })).statusCode).toBe(403);
    expect((await approve(caseId, secondAdmin)).statusCode).toBe(200);
    expect(await grantOf(caseId, people.reader)).toMatchObject({
      state: 'APPROVED',
      figures: { totalPence: 935_000 },
      can: { prepare: false, propose: false, approve: false },
    });
  });
});

describe('the applicant’s view of the grant', () => {
  it('shows the approved works and the total once approved, and never a quote', async () => {
    const applicant = await signedInApplicant(context, people.officer);
    const [followed] = await context.db
      .select({ caseId: applicantCases.caseId })
      .from(applicantCases)
      .where(eq(applicantCases.applicantId, applicant.id));
    const caseId = followed?.caseId ?? 0;
    const portal = async () => {
      const response = await get('/portal/case', applicant);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/Ambridge Access|850000|amountPence|contributionPence/);
      return response.json<{ data: CaseMaster }>().data;
    };
    expect((await portal()).grant).toBeNull();

    await moveCase(caseId, STATUS_ID.APPLICATION_SUBMITTED);
    await readyCase({ caseId });
    await propose(caseId, people.officer);
    expect((await portal()).grant).toBeNull();

    expect((await approve(caseId, people.admin)).statusCode).toBe(200);
    expect((await portal()).grant).toEqual({
      totalPence: 935_000,
      approvedOn: today(),
      paymentsMade: [],
      works: [
        {
          type: 'Stairlift',
          description: 'Replace the bath with a level-access shower',
          location: 'First-floor bathroom',
        },
      ],
    });
  });
});

describe('the authority’s grant settings', () => {
  it('are its nation’s maximum until set, changed by its ADMINs only, audited, and used for new figures', async () => {
    const closed = { discretionaryTopUps: false, officersAuthorisePayments: false };
    const admin = await signedInUser(context, { role: 'ADMIN' });
    const authorityId = admin.authorityId ?? 0;
    const officer = await signedInUser(context, { authorityId, role: 'READWRITE' });
    const reader = await signedInUser(context, { authorityId, role: 'READONLY' });
    const read = async (who: SignedInUser) =>
      (await get('/grant-settings', who)).json<{ data: unknown }>().data;
    expect(await read(reader)).toEqual({ mandatoryMaxPence: 3_000_000, ...closed });
    // Northern Ireland's default differs (the nation is the clocks' setting).
    await context.db
      .update(authorities)
      .set({ nation: 'NORTHERN_IRELAND' })
      .where(eq(authorities.id, authorityId));
    expect(await read(officer)).toEqual({ mandatoryMaxPence: 2_500_000, ...closed });

    expect(
      (await post('/grant-settings', officer, { mandatoryMaxPence: 1, discretionaryTopUps: true }))
        .statusCode,
    ).toBe(403);
    const invalid = await post('/grant-settings', admin, { mandatoryMaxPence: 0, discretionaryTopUps: true });
    expect(invalid.statusCode).toBe(400);
    const open = { mandatoryMaxPence: 3_600_000, discretionaryTopUps: true, officersAuthorisePayments: true };
    const saved = await post('/grant-settings', admin, open);
    expect(saved.json()).toMatchObject({ message: 'Grant settings saved.', data: open });
    expect(await read(officer)).toEqual(open);
    expect(await lastAudit(context.db, 'grant.settings', authorityId)).toMatchObject({
      actorId: admin.id,
      before: { mandatoryMaxPence: 2_500_000, ...closed },
      after: open,
    });
    const [kept] = await context.db
      .select({ officersAuthorisePayments: authorities.officersAuthorisePayments })
      .from(authorities)
      .where(eq(authorities.id, authorityId));
    expect(kept).toEqual({ officersAuthorisePayments: true });
    const added = await post('/case/add', officer, {
      clientFirstName: 'Kenton',
      clientLastName: 'Archer',
      addressLine1: 'The Bull',
      postCode: 'B33 8TH',
    });
    const caseId = added.json<{ data: { id: number } }>().data.id;
    expect((await grantOf(caseId, officer)).limits).toEqual({
      mandatoryMaxPence: 3_600_000,
      discretionaryTopUps: true,
    });
  });
});
