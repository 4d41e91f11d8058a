import { STATUS_ID } from '@casekeeper/contract';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authorityChoices, caseGrants } from '../../db/schema';
import { londonDay } from '../../platform/time/london-calendar';
import { apiCalls, signedInUser } from '../../test/api';
import { useTestApp } from '../../test/build-test-app';
import { useCaseWorkers, openOfficersCase } from '../../test/case-workers';
import { approveThroughGrant, firstAdaptationType, grantCalls, workOf } from '../../test/grants';
import { paymentCalls } from '../../test/payments';

const context = useTestApp();
const people = useCaseWorkers(context);
const { post } = apiCalls(context);
const { changed: grantChanged, change: grantChange } = grantCalls(context);
const { requested, changed } = paymentCalls(context);

const moneyOf = async (caseId: number) =>
  (
    await context.db
      .select({
        variationsPence: caseGrants.variationsPence,
        paidPence: caseGrants.paidPence,
        finalPaidOn: caseGrants.finalPaidOn,
        adaptationTypeIds: caseGrants.adaptationTypeIds,
      })
      .from(caseGrants)
      .where(and(eq(caseGrants.authorityId, people.authorityId), eq(caseGrants.caseId, caseId)))
  )[0];

const variationOf = (costChangePence: number) => ({
  worksAdded: costChangePence > 0 ? 'Grab rail beside the shower' : null,
  worksRemoved: costChangePence > 0 ? null : 'The handrail',
  costChangePence,
  reason: 'Found at the second visit',
});

describe('the grant row’s money', () => {
  it('follows every variation and payment through the use cases, and counts what stands only', async () => {
    const caseId = await openOfficersCase(context, people);
    const moved = await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, people.admin);
    expect(moved.statusCode, moved.body).toBe(200);
    const typeId = await firstAdaptationType(context.db, people.authorityId);
    await approveThroughGrant(context, { caseId, preparer: people.officer, approver: people.admin });
    expect(await moneyOf(caseId)).toEqual({
      variationsPence: 0,
      paidPence: 0,
      finalPaidOn: null,
      adaptationTypeIds: [typeId],
    });

    // A lowering stands at once; a raise counts once approved, and a rejected one never.
    await grantChanged(caseId, 'variations/add', people.officer, { variation: variationOf(-5_000) });
    const raised = await grantChanged(caseId, 'variations/add', people.officer, {
      variation: variationOf(30_000),
    });
    expect((await moneyOf(caseId))?.variationsPence).toBe(-5_000);
    const approving = await grantChange(caseId, 'variations/approve', people.admin, {
      id: raised.variations.at(-1)?.id,
    });
    expect(approving.statusCode, approving.body).toBe(200);
    const refused = await grantChanged(caseId, 'variations/add', people.officer, {
      variation: variationOf(10_000),
    });
    await grantChanged(caseId, 'variations/reject', people.admin, {
      id: refused.variations.at(-1)?.id,
      reason: 'Not needed',
    });
    expect((await moneyOf(caseId))?.variationsPence).toBe(25_000);

    // Only payments marked paid count; one rejected or awaiting never does.
    const authoriser = await signedInUser(context, { authorityId: people.authorityId, role: 'ADMIN' });
    const first = await changed(
      caseId,
      'authorise',
      authoriser,
      await requested(caseId, people.officer, { amountPence: 100_000 }),
    );
    await changed(
      caseId,
      'reject',
      authoriser,
      await requested(caseId, people.officer, { amountPence: 5_000 }),
      {
        reason: 'Wrong invoice',
      },
    );
    await requested(caseId, people.officer, { amountPence: 7_000 });
    expect((await moneyOf(caseId))?.paidPence).toBe(0);
    const today = londonDay(new Date());
    await changed(caseId, 'paid', people.officer, first, { paidOn: today, financeReference: 'AP-1' });
    expect(await moneyOf(caseId)).toEqual({
      variationsPence: 25_000,
      paidPence: 100_000,
      finalPaidOn: null,
      adaptationTypeIds: [typeId],
    });
  });

  it('keeps the works’ adaptation types once each, in order', async () => {
    const caseId = await openOfficersCase(context, people);
    const moved = await post(`/case/${caseId}/${STATUS_ID.APPLICATION_SUBMITTED}`, people.admin);
    expect(moved.statusCode, moved.body).toBe(200);
    const [last] = await context.db
      .select({ id: authorityChoices.id })
      .from(authorityChoices)
      .where(
        and(
          eq(authorityChoices.authorityId, people.authorityId),
          eq(authorityChoices.list, 'ADAPTATION_TYPE'),
        ),
      )
      .orderBy(desc(authorityChoices.id))
      .limit(1);
    const first = await firstAdaptationType(context.db, people.authorityId);
    const other = last?.id ?? 0;
    expect(other).not.toBe(first);
    await grantChanged(caseId, 'works/add', people.officer, { work: workOf(other) });
    await grantChanged(caseId, 'works/add', people.officer, { work: workOf(other) });
    // approveThroughGrant adds a work of the first type.
    await approveThroughGrant(context, { caseId, preparer: people.officer, approver: people.admin });
    expect((await moneyOf(caseId))?.adaptationTypeIds).toEqual([first, other].sort((a, b) => a - b));
  });
});
