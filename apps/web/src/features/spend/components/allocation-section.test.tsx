import { SPEND_DONE, spendEndpoints, STALE_RECORD_MESSAGE, type YearAllocation } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { ALLOCATION_READ_AGAIN } from '../lib/allocation-failure';
import { noAllocation, sampleAllocation, sampleSpend } from '../testing/sample-spend';
import { fill, showAllocation } from '../testing/show-spend';
import { allocationPanel } from '../testing/spend-queries';

// Clicks and choices without a pause between their events, nor a look up the page for pointer-events.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** A field of a dialog by its label (a required one's ends in an asterisk). */
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { exact: false });

async function openDialog(button: string, title: string) {
  await user.click(within(await allocationPanel()).getByRole('button', { name: button }));
  return screen.findByLabelText(title);
}

beforeEach(() => {
  // 27 November 2026 in London; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
  vi.spyOn(toast, 'success');
  answer(spendEndpoints.spend, () => sampleSpend());
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the allocation', () => {
  it('records the year’s first allocation in pounds, sent as pence on version 0', async () => {
    let allocation: YearAllocation = noAllocation();
    answer(spendEndpoints.allocation, () => allocation);
    answer(
      spendEndpoints.saveAllocation,
      () => {
        allocation = sampleAllocation({ allocationPence: 90_000_000, changes: [], totalPence: 90_000_000 });
        return allocation;
      },
      SPEND_DONE.allocationSaved,
    );
    showAllocation();

    const dialog = await openDialog('Record the allocation', 'Record the allocation');
    await fill(field(dialog, 'Allocation for 2026/27 (£)'), '900,000');
    await user.click(within(dialog).getByRole('button', { name: 'Record the allocation' }));

    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(callsTo(spendEndpoints.saveAllocation)).toEqual([
      expect.objectContaining({
        params: { year: '2026' },
        body: { version: 0, allocationPence: 90_000_000 },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(SPEND_DONE.allocationSaved);
    expect(within(await allocationPanel()).getByText('The year’s allocation: £900,000.00')).toBeVisible();
    // The year's figures are read again: what remains moves with the allocation.
    await vi.waitFor(() => expect(callsTo(spendEndpoints.spend)).toHaveLength(1));
  });

  it('adds an in-year change whose direction is chosen in words, sent in signed pence', async () => {
    answer(spendEndpoints.allocation, () => sampleAllocation());
    answer(
      spendEndpoints.addAllocationChange,
      () => sampleAllocation({ version: 3 }),
      SPEND_DONE.changeAdded,
    );
    showAllocation();

    const dialog = await openDialog('Add an in-year change', 'Add an in-year change to 2026/27');
    // Today, within the year, unless said otherwise.
    expect(field(dialog, 'Date of the change')).toHaveValue('27/11/2026');
    await user.click(field(dialog, 'Less: the allocation goes down'));
    await fill(field(dialog, 'How much less (£)'), '25,000');
    expect(
      within(dialog).getByText(
        'The year’s allocation is £1,200,000.00; with this change it becomes £1,175,000.00.',
      ),
    ).toBeVisible();
    await fill(field(dialog, 'Why the allocation changes'), 'Returned to the BCF');
    await fill(field(dialog, 'Date of the change'), '15/01/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Record the change' }));

    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(callsTo(spendEndpoints.addAllocationChange)).toEqual([
      expect.objectContaining({
        params: { year: '2026' },
        body: {
          version: 2,
          change: { amountPence: -2_500_000, reason: 'Returned to the BCF', changedOn: '2027-01-15' },
        },
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith(SPEND_DONE.changeAdded);
  });

  it('asks which way the allocation goes, and refuses a day outside the year, before sending', async () => {
    answer(spendEndpoints.allocation, () => sampleAllocation());
    showAllocation();

    const dialog = await openDialog('Add an in-year change', 'Add an in-year change to 2026/27');
    await fill(field(dialog, 'Amount (£)'), '25,000');
    await fill(field(dialog, 'Why the allocation changes'), 'Top-up');
    await fill(field(dialog, 'Date of the change'), '01/04/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Record the change' }));

    expect(await within(dialog).findByText('Say whether the allocation goes up or down')).toBeVisible();
    expect(field(dialog, 'Date of the change')).toHaveAccessibleDescription(
      'Choose a date within the financial year',
    );
    expect(callsTo(spendEndpoints.addAllocationChange)).toEqual([]);
  });

  it('refuses a change that takes the allocation below nothing, beside its amount', async () => {
    answer(spendEndpoints.allocation, () => sampleAllocation());
    showAllocation();

    const dialog = await openDialog('Add an in-year change', 'Add an in-year change to 2026/27');
    await user.click(field(dialog, 'Less: the allocation goes down'));
    const amount = field(dialog, 'How much less (£)');
    await fill(amount, '1,200,000.01');
    await fill(field(dialog, 'Why the allocation changes'), 'Clawed back');
    await user.click(within(dialog).getByRole('button', { name: 'Record the change' }));

    await vi.waitFor(() =>
      expect(amount).toHaveAccessibleDescription('That takes the year’s allocation below nothing'),
    );
    expect(callsTo(spendEndpoints.addAllocationChange)).toEqual([]);
  });

  it('puts the server’s refusal of a field beside it', async () => {
    answer(spendEndpoints.allocation, () => sampleAllocation());
    answer(spendEndpoints.addAllocationChange, () => {
      throw axiosFailure(400, 'Please correct the highlighted fields.', {
        'change.reason': ['Use at most 300 characters'],
      });
    });
    showAllocation();

    const dialog = await openDialog('Add an in-year change', 'Add an in-year change to 2026/27');
    await user.click(field(dialog, 'More: the allocation goes up'));
    await fill(field(dialog, 'How much more (£)'), '1,000');
    const reason = field(dialog, 'Why the allocation changes');
    await fill(reason, 'Top-up');
    await user.click(within(dialog).getByRole('button', { name: 'Record the change' }));

    await vi.waitFor(() => expect(reason).toHaveAccessibleDescription('Use at most 300 characters'));
    expect(reason).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads the allocation again and says so when someone else changed it first, then saves on its version', async () => {
    let allocation = sampleAllocation();
    answer(spendEndpoints.allocation, () => allocation);
    answer(spendEndpoints.saveAllocation, ({ body }) => {
      if ((body as { version: number }).version !== 3) {
        allocation = sampleAllocation({ allocationPence: 110_000_000, totalPence: 130_000_000, version: 3 });
        throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT', { current: allocation });
      }
      return sampleAllocation({ allocationPence: 105_000_000, totalPence: 125_000_000, version: 4 });
    });
    showAllocation();

    const dialog = await openDialog('Correct the allocation', 'Correct the allocation');
    const amount = field(dialog, 'Allocation for 2026/27 (£)');
    expect(amount).toHaveValue('1,000,000.00');
    await fill(amount, '1,050,000');
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));

    expect(await within(dialog).findByText(ALLOCATION_READ_AGAIN)).toBeVisible();
    // The dialog now tells of the allocation as read again, and the year's figures are read again too.
    expect(within(dialog).getByText(/with them the year’s allocation is now £1,300,000.00/)).toBeVisible();
    await vi.waitFor(() => expect(callsTo(spendEndpoints.spend)).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));

    await vi.waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(callsTo(spendEndpoints.saveAllocation).map((call) => call.body)).toEqual([
      { version: 2, allocationPence: 105_000_000 },
      { version: 3, allocationPence: 105_000_000 },
    ]);
  });

  it('offers no change to whoever the server says may not make one', async () => {
    answer(spendEndpoints.allocation, () => sampleAllocation({ can: { change: false } }));
    showAllocation();

    const panel = await allocationPanel();
    expect(within(panel).getByText('The year’s allocation: £1,200,000.00')).toBeVisible();
    expect(within(panel).queryByRole('button')).toBeNull();
  });
});
