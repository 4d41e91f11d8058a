import {
  GRANT_MESSAGES,
  MAX_VARIATIONS_PER_CASE,
  STALE_RECORD_MESSAGE,
  STATUS_ID,
  VARIATION_CHANGE_MAX_PENCE,
  VARIATION_DONE,
  VARIATION_MESSAGES,
  type CaseGrant,
  type CaseMaster,
} from '@casekeeper/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicantCases, auditLog, caseGrantVariations, casePayments, cases, files } from '../../db/schema';
import { apiCalls, lastAudit, signedInApplicant, signedInUser, type SignedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { openOfficersCase, useCaseWorkers } from '../../test/case-workers';
import { approveThroughGrant, createTestGrant, createTestVariation, grantCalls } from '../../test/grants';
import { multipartForm, postMultipart } from '../../test/multipart';
import { storedPaths } from '../../test/stored-files';
import { approvedTotalOf } from './index';

const context = useTestApp();
const people = useCaseWorkers(context);
const { get, post } = apiCalls(context);
const { grantOf, change, changed } = grantCalls(context);

/** A second authority ADMIN: the one who decides what the first records. */
let secondAdmin: SignedInUser;
beforeAll(async () => {
  secondAdmin = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const SECOND_PDF = Buffer.from('%PDF-1.7\n% revised variation\ntrailer <<>>\n%%EOF\n');

/** An authority's people for a test that changes the authority's grant settings. */
type Team = { authorityId: number; officer: SignedInUser; admin: SignedInUser; secondAdmin: SignedInUser };

async function newTeam(): Promise<Team> {
  const admin = await signedInUser(context, { role: 'ADMIN' });
  const authorityId = admin.authorityId ?? 0;
  return {
    authorityId,
    admin,
    officer: await signedInUser(context, { authorityId, role: 'READWRITE' }),
    secondAdmin: await signedInUser(context, { authorityId, role: 'ADMIN' }),
  };
}

/**
 * A case of the team's officer with its grant approved (by the team's admin) for `totalPence`,
 * 850,000 unless given, under the authority's maximum (3,000,000 by default).
 */
async function approvedCase(
  team: Pick<Team, 'authorityId' | 'officer' | 'admin'> = people,
  totalPence?: number,
) {
  const added = await post('/case/add', team.admin, {
    clientFirstName: 'Jill',
    clientLastName: 'Archer',
    addressLine1: 'Brookfield Farm',
    postCode: 'B33 8TH',
    assignedOfficerId: team.officer.id,
  });
  const caseId = added.json<{ data: { id: number } }>().data.id;
  await createTestGrant(context.db, context.app.fileStorage, {
    authorityId: team.authorityId,
    caseId,
    createdById: team.officer.id,
    proposed: true,
    approved: { byId: team.admin.id, totalPence },
  });
  return caseId;
}

const variationOf = (costChangePence: number, overrides: object = {}) => ({
  worksAdded: 'Grab rail beside the shower',
  worksRemoved: null,
  costChangePence,
  reason: 'The occupational therapist asked for it at the second visit',
  ...overrides,
});

const vary = (caseId: number, who: SignedInUser, costChangePence: number, overrides: object = {}) =>
  change(caseId, 'variations/add', who, { variation: variationOf(costChangePence, overrides) });

/** Records a variation that must be taken: the grant, and the variation (the newest). */
async function varied(caseId: number, who: SignedInUser, costChangePence: number, overrides: object = {}) {
  const grant = await changed(caseId, 'variations/add', who, {
    variation: variationOf(costChangePence, overrides),
  });
  const variation = grant.variations.at(-1);
  if (!variation) throw new Error('no variation');
  return { grant, variation };
}

const decide = (caseId: number, verb: 'approve' | 'reject', who: SignedInUser, body: object) =>
  change(caseId, `variations/${verb}`, who, body);

const fieldsOf = (response: { json(): unknown }) =>
  (response.json() as { data: { fields?: Record<string, string[]> } }).data.fields;

const variationRows = (caseId: number) =>
  context.db.$count(caseGrantVariations, eq(caseGrantVariations.caseId, caseId));

const caseGrantPence = async (caseId: number) =>
  (await context.db.select({ pence: cases.approvedGrantPence }).from(cases).where(eq(cases.id, caseId)))[0]
    ?.pence;

const auditsOf = (action: string, caseId: number) =>
  context.db.$count(auditLog, and(eq(auditLog.action, action), eq(auditLog.entityId, String(caseId))));

/** A payment straight into the database: what the variation rules count as held. */
async function insertPayment(caseId: number, amountPence: number, state: 'REQUESTED' | 'REJECTED' | 'PAID') {
  await context.db.insert(casePayments).values({
    authorityId: people.authorityId,
    caseId,
    kind: 'INTERIM',
    amountPence,
    payee: 'CONTRACTOR',
    payeeName: 'Acme Adaptations Ltd',
    invoiceReference: `INV-${amountPence}`,
    certifiedOn: '2026-04-01',
    state,
    requestedById: people.officer.id,
    ...(state === 'REJECTED'
      ? { rejectedById: people.admin.id, rejectedAt: new Date(), rejectionReason: 'Duplicate' }
      : {}),
    ...(state === 'PAID'
      ? {
          authorisedById: people.admin.id,
          authorisedAt: new Date(),
          paidOn: '2026-04-10',
          financeReference: 'FIN-1',
          paidById: people.admin.id,
          paidAt: new Date(),
        }
      : {}),
  });
}

describe('recording a variation', () => {
  it('is refused on a grant not approved, changing nothing', async () => {
    const caseId = await openOfficersCase(context, people);
    const draft = await vary(caseId, people.officer, -1_000);
    expect(draft.statusCode).toBe(422);
    expect(draft.json()).toMatchObject({ message: VARIATION_MESSAGES.notApproved });
    await createTestGrant(context.db, context.app.fileStorage, {
      authorityId: people.authorityId,
      caseId,
      createdById: people.officer.id,
      proposed: true,
    });
    const proposed = await vary(caseId, people.officer, 18_500);
    expect(proposed.statusCode).toBe(422);
    expect(proposed.json()).toMatchObject({ message: VARIATION_MESSAGES.notApproved });
    expect(await variationRows(caseId)).toBe(0);
    expect(await grantOf(caseId, people.officer)).toMatchObject({
      state: 'PROPOSED',
      version: 1,
      variations: [],
      approvedTotalPence: null,
      can: { vary: false, decideVariations: false },
    });
  });

  it('leaves the total while a raise awaits approval; a lowering stands at once and lowers it; all audited', async () => {
    const caseId = await approvedCase();
    const before = await grantOf(caseId, people.officer);
    expect(before).toMatchObject({
      version: 1,
      approvedTotalPence: 850_000,
      can: { prepare: false, vary: true, decideVariations: false },
    });
    expect((await grantOf(caseId, people.admin)).can).toMatchObject({ vary: true, decideVariations: true });

    const raise = await vary(caseId, people.officer, 18_500);
    expect(raise.statusCode, raise.body).toBe(200);
    expect(raise.json()).toMatchObject({ message: VARIATION_DONE.proposed });
    const raised = raise.json<{ data: CaseGrant }>().data;
    expect(raised).toMatchObject({ version: 2, approvedTotalPence: 850_000 });
    expect(raised.variations).toEqual([
      {
        id: expect.any(Number),
        worksAdded: 'Grab rail beside the shower',
        worksRemoved: null,
        costChangePence: 18_500,
        reason: 'The occupational therapist asked for it at the second visit',
        file: null,
        state: 'PROPOSED',
        recorded: { name: expect.any(String), at: expect.any(String), byCaller: true },
        decided: null,
        rejectionReason: null,
        version: 1,
      },
    ]);
    expect((await grantOf(caseId, people.admin)).variations[0]?.recorded.byCaller).toBe(false);
    expect(await lastAudit(context.db, 'grant.variation-add', caseId)).toMatchObject({
      actorId: people.officer.id,
      before: { approvedTotalPence: 850_000, grantState: 'APPROVED', grantVersion: 1 },
      after: { costChangePence: 18_500, state: 'PROPOSED', approvedTotalPence: 850_000, grantVersion: 2 },
    });
    expect(await caseGrantPence(caseId)).toBe(850_000);

    const lower = await vary(caseId, people.officer, -50_000, {
      worksAdded: null,
      worksRemoved: 'The second handrail',
    });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ message: VARIATION_DONE.recorded });
    const lowered = lower.json<{ data: CaseGrant }>().data;
    expect(lowered.approvedTotalPence).toBe(800_000);
    expect(lowered.variations.map((variation) => [variation.costChangePence, variation.state])).toEqual([
      [18_500, 'PROPOSED'],
      [-50_000, 'APPROVED'],
    ]);
    expect(lowered.variations[1]).toMatchObject({ worksRemoved: 'The second handrail', decided: null });
    expect(await lastAudit(context.db, 'grant.variation-add', caseId)).toMatchObject({
      before: { approvedTotalPence: 850_000 },
      after: { costChangePence: -50_000, state: 'APPROVED', approvedTotalPence: 800_000 },
    });
    // The case's own Approved grant field follows.
    expect(await caseGrantPence(caseId)).toBe(800_000);
    expect(await approvedTotalOf(context.db, { authorityId: people.authorityId, caseId })).toBe(800_000);

    // Works alone, at no cost, stand at once too.
    const { grant } = await varied(caseId, people.officer, 0, { worksAdded: 'Move the light switch' });
    expect(grant.variations.at(-1)).toMatchObject({ state: 'APPROVED', costChangePence: 0 });
    expect(grant.approvedTotalPence).toBe(800_000);
    // The grant's own works and costs stay locked: they change by a variation only.
    const locked = await change(caseId, 'works/remove', people.officer, { id: before.works[0]?.id });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ message: GRANT_MESSAGES.approvedLocked });
  });

  it('refuses bad input on its field and a stale version (with the grant as it is), changing nothing', async () => {
    const caseId = await approvedCase();
    const refusals: [object, string, string][] = [
      [variationOf(1.5), 'variation.costChangePence', VARIATION_MESSAGES.notWhole],
      [variationOf(VARIATION_CHANGE_MAX_PENCE + 1), 'variation.costChangePence', VARIATION_MESSAGES.tooLarge],
      [
        variationOf(-VARIATION_CHANGE_MAX_PENCE - 1),
        'variation.costChangePence',
        VARIATION_MESSAGES.tooLarge,
      ],
      [variationOf(0, { worksAdded: null }), 'variation.worksAdded', VARIATION_MESSAGES.nothingChanges],
      [
        { ...variationOf(100), costChangePence: undefined },
        'variation.costChangePence',
        VARIATION_MESSAGES.costChange,
      ],
    ];
    for (const [variation, field, message] of refusals) {
      const response = await change(caseId, 'variations/add', people.officer, { variation });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response)?.[field]?.[0], field).toBe(message);
    }
    const unexplained = await change(caseId, 'variations/add', people.officer, {
      variation: variationOf(100, { reason: ' ' }),
    });
    expect(fieldsOf(unexplained)?.['variation.reason']).toHaveLength(1);

    await varied(caseId, people.officer, 100);
    const outdated = await post(`/case/${caseId}/variations/add`, people.officer, {
      version: 1,
      variation: variationOf(-100),
    });
    expect(outdated.statusCode).toBe(409);
    expect(outdated.json()).toMatchObject({
      message: STALE_RECORD_MESSAGE,
      data: { current: { version: 2, approvedTotalPence: 850_000, variations: [{ costChangePence: 100 }] } },
    });
    expect(await variationRows(caseId)).toBe(1);
  });

  it(`holds at most ${MAX_VARIATIONS_PER_CASE} variations`, async () => {
    const caseId = await approvedCase();
    const on = { authorityId: people.authorityId, caseId, createdById: people.officer.id };
    for (let count = 0; count < MAX_VARIATIONS_PER_CASE; count += 1) {
      await createTestVariation(context.db, context.app.fileStorage, on);
    }
    const response = await vary(caseId, people.officer, -100);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: VARIATION_MESSAGES.tooMany });
    expect(await variationRows(caseId)).toBe(MAX_VARIATIONS_PER_CASE);
  });
});

describe('the limits on the approved total', () => {
  it('keeps a raise within the maximum the grant was approved under, when recorded and when approved, unless the authority gives top-ups', async () => {
    const team = await newTeam();
    const caseId = await approvedCase(team, 2_980_000);
    const above = await vary(caseId, team.officer, 20_001);
    expect(above.statusCode).toBe(422);
    expect(above.json()).toMatchObject({ message: VARIATION_MESSAGES.aboveMaximum('£30,000.00') });
    expect(await variationRows(caseId)).toBe(0);

    // Each within the maximum alone; together above it: the second is refused when approved.
    const { variation: first } = await varied(caseId, team.officer, 15_000);
    const { variation: second } = await varied(caseId, team.officer, 15_000);
    expect((await decide(caseId, 'approve', team.admin, { id: first.id })).statusCode).toBe(200);
    const together = await decide(caseId, 'approve', team.admin, { id: second.id });
    expect(together.statusCode).toBe(422);
    expect(together.json()).toMatchObject({ message: VARIATION_MESSAGES.aboveMaximum('£30,000.00') });
    expect(await grantOf(caseId, team.officer)).toMatchObject({
      approvedTotalPence: 2_995_000,
      variations: [{ state: 'APPROVED' }, { state: 'PROPOSED' }],
    });

    // An authority that gives discretionary top-ups may go beyond it.
    const settings = { mandatoryMaxPence: 3_000_000, discretionaryTopUps: true };
    expect((await post('/grant-settings', team.admin, settings)).statusCode).toBe(200);
    const { variation: beyond } = await varied(caseId, team.officer, 100_000);
    expect(beyond.state).toBe('PROPOSED');
    expect((await decide(caseId, 'approve', team.secondAdmin, { id: second.id })).statusCode).toBe(200);
    // Top-ups stopped since it was recorded: refused when approved.
    await post('/grant-settings', team.admin, { ...settings, discretionaryTopUps: false });
    const stopped = await decide(caseId, 'approve', team.admin, { id: beyond.id });
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json()).toMatchObject({ message: VARIATION_MESSAGES.aboveMaximum('£30,000.00') });
    expect((await grantOf(caseId, team.officer)).approvedTotalPence).toBe(3_010_000);
    // A lowering is never held by the maximum.
    expect((await varied(caseId, team.officer, -5_000)).grant.approvedTotalPence).toBe(3_005_000);
  });

  it('never lowers the total below nothing, nor below what payments not rejected hold', async () => {
    const caseId = await approvedCase(people, 500_000);
    const belowZero = await vary(caseId, people.officer, -500_001);
    expect(belowZero.statusCode).toBe(422);
    expect(belowZero.json()).toMatchObject({ message: VARIATION_MESSAGES.belowZero });

    await insertPayment(caseId, 200_000, 'PAID');
    await insertPayment(caseId, 100_000, 'REQUESTED');
    await insertPayment(caseId, 150_000, 'REJECTED');
    const belowHeld = await vary(caseId, people.officer, -200_001);
    expect(belowHeld.statusCode).toBe(422);
    expect(belowHeld.json()).toMatchObject({ message: VARIATION_MESSAGES.belowCommitted('£3,000.00') });
    expect(await variationRows(caseId)).toBe(0);

    const { grant } = await varied(caseId, people.officer, -200_000);
    expect(grant.approvedTotalPence).toBe(300_000);
    expect(await caseGrantPence(caseId)).toBe(300_000);
  });
});

describe('deciding a variation', () => {
  it('is an authority ADMIN’s who did not record it: approving raises the total and the case’s grant, audited', async () => {
    const caseId = await approvedCase();
    const { grant, variation } = await varied(caseId, people.officer, 18_500);
    for (const who of [people.officer, people.reader]) {
      expect(
        (await post(`/case/${caseId}/variations/approve`, who, { version: grant.version, id: variation.id }))
          .statusCode,
      ).toBe(403);
    }
    const { variation: own } = await varied(caseId, people.admin, 1_000);
    const refused = await decide(caseId, 'approve', people.admin, { id: own.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: VARIATION_MESSAGES.ownVariation });

    const approved = await decide(caseId, 'approve', people.admin, { id: variation.id });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ message: VARIATION_DONE.approved });
    const after = approved.json<{ data: CaseGrant }>().data;
    expect(after.approvedTotalPence).toBe(868_500);
    expect(after.variations[0]).toMatchObject({
      state: 'APPROVED',
      decided: { name: expect.any(String), at: expect.any(String) },
      version: 2,
    });
    expect(after.variations[1]).toMatchObject({ state: 'PROPOSED', recorded: { byCaller: true } });
    expect(await caseGrantPence(caseId)).toBe(868_500);
    // What payments are checked against: this case's alone, other cases' variations apart.
    expect(await approvedTotalOf(context.db, { authorityId: people.authorityId, caseId })).toBe(868_500);
    expect(
      await approvedTotalOf(context.db, { authorityId: people.authorityId, caseId: people.caseOf.colleague }),
    ).toBeNull();
    expect(await lastAudit(context.db, 'grant.variation-approve', caseId)).toMatchObject({
      actorId: people.admin.id,
      before: { variationId: variation.id, state: 'PROPOSED', approvedTotalPence: 850_000 },
      after: {
        variationId: variation.id,
        state: 'APPROVED',
        decidedById: people.admin.id,
        approvedTotalPence: 868_500,
      },
    });

    // Decided already: a 409 with the grant as it is now.
    const again = await decide(caseId, 'approve', secondAdmin, { id: variation.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: VARIATION_MESSAGES.notProposed,
      data: { current: { approvedTotalPence: 868_500 } },
    });
    expect((await decide(caseId, 'approve', secondAdmin, { id: own.id })).statusCode).toBe(200);
    expect((await grantOf(caseId, people.officer)).approvedTotalPence).toBe(869_500);
  });

  it('rejects with a reason, by an ADMIN other than its recorder, leaving the total', async () => {
    const caseId = await approvedCase();
    const { variation } = await varied(caseId, people.admin, 25_000);
    const unexplained = await decide(caseId, 'reject', secondAdmin, { id: variation.id, reason: '' });
    expect(unexplained.statusCode).toBe(400);
    expect(fieldsOf(unexplained)?.reason).toHaveLength(1);
    const own = await decide(caseId, 'reject', people.admin, { id: variation.id, reason: 'Changed my mind' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ message: VARIATION_MESSAGES.ownVariation });
    expect(
      (await decide(caseId, 'reject', people.officer, { id: variation.id, reason: 'No' })).statusCode,
    ).toBe(403);

    const rejected = await decide(caseId, 'reject', secondAdmin, {
      id: variation.id,
      reason: 'The rail is in the original schedule',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ message: VARIATION_DONE.rejected });
    const after = rejected.json<{ data: CaseGrant }>().data;
    expect(after.approvedTotalPence).toBe(850_000);
    expect(after.variations[0]).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'The rail is in the original schedule',
      decided: { name: expect.any(String) },
    });
    expect(await lastAudit(context.db, 'grant.variation-reject', caseId)).toMatchObject({
      actorId: secondAdmin.id,
      before: { variationId: variation.id, state: 'PROPOSED' },
      after: { state: 'REJECTED', rejectionReason: 'The rail is in the original schedule' },
    });
    const twice = await decide(caseId, 'approve', people.admin, { id: variation.id });
    expect(twice.statusCode).toBe(409);
    expect(await caseGrantPence(caseId)).toBe(850_000);
  });

  it('lets exactly one of two approvals made at once win; the other is a 409', async () => {
    const caseId = await approvedCase();
    const { grant, variation } = await varied(caseId, people.officer, 40_000);
    const both = await Promise.all(
      [people.admin, secondAdmin].map((who) =>
        post(`/case/${caseId}/variations/approve`, who, { version: grant.version, id: variation.id }),
      ),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await auditsOf('grant.variation-approve', caseId)).toBe(1);
    expect(await grantOf(caseId, people.officer)).toMatchObject({
      version: grant.version + 1,
      approvedTotalPence: 890_000,
      variations: [{ state: 'APPROVED', version: 2 }],
    });
  });

  it('is refused by the database when its decider recorded it, whatever the application does', async () => {
    const caseId = await approvedCase();
    const id = await createTestVariation(context.db, context.app.fileStorage, {
      authorityId: people.authorityId,
      caseId,
      createdById: people.officer.id,
    });
    await expect(
      context.db
        .update(caseGrantVariations)
        .set({ state: 'APPROVED', decidedById: people.officer.id, decidedAt: new Date() })
        .where(eq(caseGrantVariations.id, id)),
    ).rejects.toThrow();
  });
});

describe('who reaches variations', () => {
  it('answers 404 for another authority’s case, a case out of reach, and a variation of another case', async () => {
    const caseId = await approvedCase();
    const otherCase = await approvedCase();
    const { grant, variation } = await varied(caseId, people.officer, 18_500);
    const { variation: elsewhere } = await varied(otherCase, people.officer, 10_000);
    for (const who of [people.outsider, people.colleague]) {
      const body = { version: grant.version, variation: variationOf(-100) };
      expect((await post(`/case/${caseId}/variations/add`, who, body)).statusCode).toBe(404);
      expect((await get(`/case/${caseId}/variations/file/${variation.id}`, who)).statusCode).toBe(404);
    }
    const outsiders = await post(`/case/${caseId}/variations/approve`, people.outsider, {
      version: grant.version,
      id: variation.id,
    });
    expect(outsiders.statusCode).toBe(404);
    const wrongCase = await decide(caseId, 'approve', people.admin, { id: elsewhere.id });
    expect(wrongCase.statusCode).toBe(404);
    expect(await grantOf(caseId, people.officer)).toMatchObject({
      version: grant.version,
      approvedTotalPence: 850_000,
      variations: [{ state: 'PROPOSED' }],
    });
    expect((await grantOf(otherCase, people.officer)).variations[0]?.state).toBe('PROPOSED');
  });

  it('lets a READONLY user read the variations of a case they hold, and nothing more', async () => {
    const caseId = people.caseOf.reader;
    await createTestGrant(context.db, context.app.fileStorage, {
      authorityId: people.authorityId,
      caseId,
      createdById: people.officer.id,
      proposed: true,
      approved: { byId: people.admin.id },
    });
    const { grant, variation } = await varied(caseId, people.admin, 18_500);
    const read = await grantOf(caseId, people.reader);
    expect(read).toMatchObject({
      approvedTotalPence: 850_000,
      variations: [{ id: variation.id, recorded: { byCaller: false } }],
      can: { vary: false, decideVariations: false },
    });
    const body = { version: grant.version, variation: variationOf(-100) };
    expect((await post(`/case/${caseId}/variations/add`, people.reader, body)).statusCode).toBe(403);
    const decision = { version: grant.version, id: variation.id, reason: 'No' };
    expect((await post(`/case/${caseId}/variations/reject`, people.reader, decision)).statusCode).toBe(403);
    expect(await variationRows(caseId)).toBe(1);
  });
});

describe('the variation document', () => {
  const storedState = async () => ({
    rows: await context.db.$count(files),
    paths: await storedPaths(context.config.FILE_STORAGE_DIR),
  });

  async function upload(caseId: number, variationId: number, content: Buffer, who = people.officer) {
    const { version } = await grantOf(caseId, who);
    const form = multipartForm({ id: variationId, version }, { file: { name: 'Variation 1.pdf', content } });
    return postMultipart(context.app, `/api/case/${caseId}/variations/file`, who, form);
  }

  it('is attached, replaced (the old one’s row and bytes go) and downloaded as an attachment, audited', async () => {
    const caseId = await approvedCase();
    const { variation } = await varied(caseId, people.officer, -1_000);
    const before = await storedState();

    const attached = await upload(caseId, variation.id, PDF);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toMatchObject({
      message: VARIATION_DONE.file,
      data: {
        variations: [
          { file: { name: 'Variation 1.pdf', contentType: 'application/pdf', sizeBytes: PDF.length } },
        ],
      },
    });
    const replaced = await upload(caseId, variation.id, SECOND_PDF);
    expect(replaced.statusCode).toBe(200);
    const now = await storedState();
    expect(now.rows).toBe(before.rows + 1);
    expect(now.paths).toHaveLength(before.paths.length + 1);
    expect(await lastAudit(context.db, 'grant.variation-file', caseId)).toMatchObject({
      actorId: people.officer.id,
      before: { variationId: variation.id, file: { name: 'Variation 1.pdf' } },
      after: { variationId: variation.id, file: { name: 'Variation 1.pdf' } },
    });

    const download = await get(`/case/${caseId}/variations/file/${variation.id}`, people.reader);
    expect(download.statusCode).toBe(404);
    const downloaded = await get(`/case/${caseId}/variations/file/${variation.id}`, people.admin);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(SECOND_PDF)).toBe(true);
    expect(downloaded.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Variation 1.pdf"; filename*=UTF-8''Variation%201.pdf`,
    });
    expect(await lastAudit(context.db, 'grant.variation-file-download', caseId)).toMatchObject({
      actorId: people.admin.id,
      after: { variationId: variation.id, name: 'Variation 1.pdf' },
    });
  });

  it('is refused for a variation of another case, storing nothing, and is not found where there is none', async () => {
    const caseId = await approvedCase();
    const otherCase = await approvedCase();
    const { variation } = await varied(caseId, people.officer, -1_000);
    const { variation: elsewhere } = await varied(otherCase, people.officer, -1_000);
    const before = await storedState();
    expect((await upload(caseId, elsewhere.id, PDF)).statusCode).toBe(404);
    expect(await storedState()).toEqual(before);
    expect((await get(`/case/${caseId}/variations/file/${variation.id}`, people.officer)).statusCode).toBe(
      404,
    );
    expect((await grantOf(caseId, people.officer)).variations[0]?.file).toBeNull();
  });
});

describe('the applicant’s view of the grant', () => {
  it('shows the approved total with the approved variations, never one awaiting approval', async () => {
    const applicant = await signedInApplicant(context, people.officer);
    const [followed] = await context.db
      .select({ caseId: applicantCases.caseId })
      .from(applicantCases)
      .where(eq(applicantCases.applicantId, applicant.id));
    const caseId = followed?.caseId ?? 0;
    const portalTotal = async () =>
      (await get('/portal/case', applicant)).json<{ data: CaseMaster }>().data.grant?.totalPence;
    const moved = await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, people.admin);
    expect(moved.statusCode, moved.body).toBe(200);
    await approveThroughGrant(context, { caseId, preparer: people.officer, approver: people.admin });
    expect(await portalTotal()).toBe(505_000);

    await varied(caseId, people.officer, -5_000, { worksAdded: null, worksRemoved: 'The handrail' });
    const { variation } = await varied(caseId, people.officer, 30_000);
    expect(await portalTotal()).toBe(500_000);
    expect((await decide(caseId, 'approve', people.admin, { id: variation.id })).statusCode).toBe(200);
    expect(await portalTotal()).toBe(530_000);
    expect((await grantOf(caseId, people.officer)).figures?.totalPence).toBe(505_000);
  });
});
