import {
  grantEndpoints,
  grantFigures,
  STALE_RECORD_MESSAGE,
  STATUS_ID,
  VARIATION_DONE,
  VARIATION_MESSAGES,
  type CaseGrant,
} from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { COST_DIRECTION_MESSAGE } from '../lib/variation-form';
import { sampleGrant, sampleVariation } from '../testing/sample-grant';
import { authorityAdmin, fill, MAY_NOTHING, officer, showGrant } from '../testing/show-grant';

const user = userEvent.setup({ delay: null });
const NO_FEES = {
  agencyFeePence: 0,
  buildingControlFeePence: 0,
  otherFeePence: 0,
  contributionPence: 0,
  topUpPence: 0,
};

/**
 * A grant of £29,000.00, approved on 20 November 2026; its works and quotes, which variations
 * leave as they were, are left out to keep the page small.
 */
function approvedGrant(overrides: Partial<CaseGrant> = {}): CaseGrant {
  return sampleGrant({
    state: 'APPROVED',
    version: 3,
    acceptedQuoteId: 601,
    costs: {
      ...NO_FEES,
      otherFeeText: null,
      contributionBasis: 'CHILD',
      contributionText: null,
      topUpReason: null,
    },
    figures: grantFigures({ quotePence: 2_900_000, costs: NO_FEES, mandatoryMaxPence: 3_000_000 }),
    proposed: { name: 'Sam Officer', at: '2026-11-19T10:00:00.000Z', byCaller: false },
    approved: { name: 'Ruth Admin', at: '2026-11-20T10:00:00.000Z', effectiveDate: '2026-11-20' },
    approvedTotalPence: 2_900_000,
    ...overrides,
  });
}

const variationsPart = () => screen.findByRole('region', { name: 'Variations' });
const items = async () => within(await variationsPart()).getAllByRole('listitem');
const show = (grant: CaseGrant, viewer = officer) =>
  showGrant(grant, { user: viewer, caseStatusId: STATUS_ID.APPROVED });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
});
afterEach(() => vi.useRealTimers());

describe('the variations of an approved grant', () => {
  it('lists each variation signed, with its state, who recorded and decided it, and the approved total beside the approval', async () => {
    show(
      approvedGrant({
        approvedTotalPence: 2_913_500,
        variations: [
          sampleVariation({
            state: 'APPROVED',
            decided: { name: 'Ruth Admin', at: '2026-11-26T09:00:00.000Z' },
            file: {
              name: 'rail.pdf',
              sizeBytes: 900,
              contentType: 'application/pdf',
              sha256: 'ab',
              scanStatus: 'CLEAN',
            },
          }),
          sampleVariation({
            id: 702,
            worksAdded: null,
            worksRemoved: 'Second handrail',
            costChangePence: -5_000,
            reason: 'Not needed after all',
            state: 'APPROVED',
          }),
          sampleVariation({
            id: 703,
            costChangePence: 40_000,
            reason: 'Wider door',
            state: 'REJECTED',
            decided: { name: 'Ruth Admin', at: '2026-11-27T09:00:00.000Z' },
            rejectionReason: 'In the original schedule',
          }),
        ],
      }),
    );

    const [raised, lowered, rejected] = await items();
    expect(raised).toHaveTextContent('Variation 1: +£185.00Approved');
    expect(raised).toHaveTextContent('AddedGrab rail beside the shower');
    expect(raised).toHaveTextContent('Recorded bySam Officer on 25/11/2026');
    expect(raised).toHaveTextContent('DecisionApproved by Ruth Admin on 26/11/2026');
    expect(
      within(raised as HTMLElement).getByRole('button', {
        name: 'Download rail.pdf, the document of variation 1',
      }),
    ).toBeVisible();
    expect(lowered).toHaveTextContent('Variation 2: −£50.00Approved');
    expect(lowered).toHaveTextContent('RemovedSecond handrail');
    expect(lowered).toHaveTextContent('Stood when recorded, as it does not raise the grant');
    expect(lowered).toHaveTextContent('DocumentNone');
    expect(rejected).toHaveTextContent('Rejected by Ruth Admin on 27/11/2026');
    expect(rejected).toHaveTextContent('Why rejectedIn the original schedule');

    const approval = await screen.findByRole('region', { name: 'Approval' });
    expect(
      within(approval).getByText('Approved total (with variations)', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('£29,135.00');
    // A reader is offered nothing to change.
    expect(screen.queryByRole('button', { name: /Record a variation|Approve|Reject|Attach/ })).toBeNull();
  });

  it('shows no approved total apart while no variation has changed the approval', async () => {
    show(approvedGrant());
    expect(await screen.findByText('No variations are recorded.')).toBeVisible();
    expect(screen.queryByText('Approved total (with variations)')).toBeNull();
  });

  it('records a lowering as negative pence, then uploads its document on the version the save answered', async () => {
    const grant = approvedGrant({ can: { ...MAY_NOTHING, vary: true } });
    const recorded = sampleVariation({
      id: 704,
      worksAdded: null,
      worksRemoved: 'Second handrail',
      costChangePence: -5_000,
      reason: 'Not needed after all',
      state: 'APPROVED',
      recorded: { name: 'Sam Officer', at: '2026-11-27T12:00:00.000Z', byCaller: true },
    });
    const added = { ...grant, version: 4, variations: [recorded], approvedTotalPence: 2_895_000 };
    answer(grantEndpoints.addVariation, () => added, VARIATION_DONE.recorded);
    answer(
      grantEndpoints.variationFile,
      () => ({
        ...added,
        version: 5,
        variations: [
          {
            ...recorded,
            file: {
              name: 'order.pdf',
              sizeBytes: 800,
              contentType: 'application/pdf',
              sha256: 'cd',
              scanStatus: 'CLEAN',
            },
          },
        ],
      }),
      VARIATION_DONE.file,
    );
    show(grant);
    await user.click(within(await variationsPart()).getByRole('button', { name: 'Record a variation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a variation' });

    await fill(within(dialog).getByLabelText('What is removed'), 'Second handrail');
    await user.click(within(dialog).getByRole('radio', { name: 'It goes down' }));
    await fill(within(dialog).getByLabelText(/How much it goes down by/), '50');
    await fill(within(dialog).getByLabelText(/Why the works or their cost change/), 'Not needed after all');
    const chooser = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(chooser, new File(['%PDF-1.4'], 'order.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record variation' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(grantEndpoints.addVariation)).toEqual([
      expect.objectContaining({
        params: { caseId: '41' },
        body: {
          version: 3,
          variation: {
            worksAdded: null,
            worksRemoved: 'Second handrail',
            costChangePence: -5_000,
            reason: 'Not needed after all',
          },
        },
      }),
    ]);
    const form = callsTo(grantEndpoints.variationFile)[0]?.body as FormData;
    expect([form.get('id'), form.get('version'), (form.get('file') as File).name]).toEqual([
      '704',
      '4',
      'order.pdf',
    ]);
    expect(
      await within(await variationsPart()).findByRole('button', {
        name: 'Download order.pdf, the document of variation 1',
      }),
    ).toBeVisible();
  });

  it('asks which way the cost goes before sending, and shows the server’s refusal on the field it names', async () => {
    const tooHigh = VARIATION_MESSAGES.aboveMaximum('£30,000.00');
    answer(grantEndpoints.addVariation, () => {
      throw axiosFailure(422, tooHigh, { 'variation.costChangePence': [tooHigh] }, 'UNPROCESSABLE');
    });
    show(approvedGrant({ can: { ...MAY_NOTHING, vary: true } }));
    await user.click(within(await variationsPart()).getByRole('button', { name: 'Record a variation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a variation' });
    await fill(within(dialog).getByLabelText('What is added'), 'Wider door');
    await fill(within(dialog).getByLabelText(/Why the works or their cost change/), 'Wheelchair');

    await user.click(within(dialog).getByRole('button', { name: 'Record variation' }));
    expect(await within(dialog).findByText(COST_DIRECTION_MESSAGE)).toBeVisible();
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription(COST_DIRECTION_MESSAGE);
    expect(callsTo(grantEndpoints.addVariation)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: 'It goes up' }));
    const amount = within(dialog).getByLabelText(/How much it goes up by/);
    await fill(amount, '1,500');
    await user.click(within(dialog).getByRole('button', { name: 'Record variation' }));

    await vi.waitFor(() => expect(amount).toHaveAccessibleDescription(tooHigh));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(grantEndpoints.addVariation)[0]?.body).toMatchObject({
      variation: { costChangePence: 150_000 },
    });
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('offers Approve only on a variation the approver did not record, and approves it once confirmed', async () => {
    const own = sampleVariation({
      id: 705,
      reason: 'Recorded by the admin',
      recorded: { name: 'Ruth Admin', at: '2026-11-26T10:00:00.000Z', byCaller: true },
    });
    const grant = approvedGrant({
      can: { ...MAY_NOTHING, vary: true, decideVariations: true },
      variations: [sampleVariation(), own],
    });
    answer(
      grantEndpoints.approveVariation,
      () => ({
        ...grant,
        version: 4,
        approvedTotalPence: 2_918_500,
        variations: [
          sampleVariation({
            state: 'APPROVED',
            decided: { name: 'Ruth Admin', at: '2026-11-27T12:00:00.000Z' },
          }),
          own,
        ],
      }),
      VARIATION_DONE.approved,
    );
    show(grant, authorityAdmin);
    const part = await variationsPart();
    expect(within(part).queryByRole('button', { name: 'Approve variation 2' })).toBeNull();
    expect(within(part).queryByRole('button', { name: 'Reject variation 2' })).toBeNull();
    expect(within(part).getByText('Another authority admin must approve your variation.')).toBeVisible();

    await user.click(within(part).getByRole('button', { name: 'Approve variation 1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve variation 1?' });
    expect(confirm).toHaveTextContent('the approved total becomes £29,185.00');
    await user.click(within(confirm).getByRole('button', { name: 'Approve variation' }));

    await vi.waitFor(async () => expect((await items())[0]).toHaveTextContent('Approved by Ruth Admin'));
    expect(callsTo(grantEndpoints.approveVariation)).toEqual([
      expect.objectContaining({ body: { version: 3, id: 701 } }),
    ]);
    expect(within(part).queryByRole('button', { name: 'Approve variation 1' })).toBeNull();
  });

  it('asks why before rejecting, and sends the reason', async () => {
    const grant = approvedGrant({
      can: { ...MAY_NOTHING, decideVariations: true },
      variations: [sampleVariation()],
    });
    answer(grantEndpoints.rejectVariation, () => ({
      ...grant,
      version: 4,
      variations: [sampleVariation({ state: 'REJECTED', rejectionReason: 'In the schedule' })],
    }));
    show(grant, authorityAdmin);
    await user.click(within(await variationsPart()).getByRole('button', { name: 'Reject variation 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject variation 1?' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject variation' }));
    const reason = within(dialog).getByLabelText(/Why the variation is rejected/);
    await vi.waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(callsTo(grantEndpoints.rejectVariation)).toEqual([]);

    await fill(reason, 'In the schedule');
    await user.click(within(dialog).getByRole('button', { name: 'Reject variation' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(grantEndpoints.rejectVariation)).toEqual([
      expect.objectContaining({ body: { version: 3, id: 701, reason: 'In the schedule' } }),
    ]);
    expect((await items())[0]).toHaveTextContent('Why rejectedIn the schedule');
  });

  it('says so when someone else decided first, and reads the grant again on Reload', async () => {
    answer(grantEndpoints.approveVariation, () => {
      throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT');
    });
    show(
      approvedGrant({
        can: { ...MAY_NOTHING, decideVariations: true },
        variations: [sampleVariation()],
      }),
      authorityAdmin,
    );
    await user.click(within(await variationsPart()).getByRole('button', { name: 'Approve variation 1' }));
    await user.click(await screen.findByRole('button', { name: 'Approve variation' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const alert = (await screen.findByText(/Someone else has changed this record/)).closest('[role="alert"]');
    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Reload' }));
    await vi.waitFor(() => expect(callsTo(grantEndpoints.get)).toHaveLength(2));
  });
});
