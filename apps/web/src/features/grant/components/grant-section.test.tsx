import {
  authorityChoiceEndpoints,
  caseEndpoints,
  GRANT_DONE,
  GRANT_MESSAGES,
  grantEndpoints,
  grantFigures,
  STALE_RECORD_MESSAGE,
  type CaseGrant,
} from '@casekeeper/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_POLL_MS } from '@/lib/files/use-reread-while-checked';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { sampleGrant, sampleQuote, sampleWork } from '../testing/sample-grant';
import { authorityAdmin, fill, MAY_NOTHING, showGrant } from '../testing/show-grant';

const PREPARER = { ...MAY_NOTHING, prepare: true };
const PROPOSER = { ...MAY_NOTHING, prepare: true, propose: true };
// Clicks and choices without a pause between their events.
const user = userEvent.setup({ delay: null });

/** A grant ready to propose: one item of works and two quotes, the lower one accepted. */
function readyGrant(overrides: Partial<CaseGrant> = {}): CaseGrant {
  return sampleGrant({
    works: [sampleWork()],
    quotes: [
      sampleQuote({ id: 601, amountPence: 2_900_000, accepted: true, lowest: true }),
      sampleQuote({
        id: 602,
        contractorId: 32,
        contractorName: 'Borchester Lifts',
        amountPence: 3_100_000,
        lowest: false,
      }),
    ],
    acceptedQuoteId: 601,
    can: PREPARER,
    ...overrides,
  });
}

const part = (name: string) => screen.findByRole('region', { name });
const statement = async (label: string) =>
  (await within(await part('Approval')).findByText(label, { selector: 'dt' })).nextElementSibling;

beforeEach(() => {
  // 27 November 2026 in London; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
  answer(authorityChoiceEndpoints.list, () => [
    {
      id: 13,
      list: 'ADAPTATION_TYPE',
      name: 'Level-access shower',
      needsText: false,
      isActive: true,
      sortOrder: 3,
      version: 1,
    },
    {
      id: 14,
      list: 'ADAPTATION_TYPE',
      name: 'Stairlift',
      needsText: false,
      isActive: true,
      sortOrder: 1,
      version: 1,
    },
    {
      id: 15,
      list: 'ADAPTATION_TYPE',
      name: 'Hoist',
      needsText: false,
      isActive: false,
      sortOrder: 12,
      version: 2,
    },
  ]);
  answer(caseEndpoints.options, () => ({
    officers: [],
    contractors: [{ id: 31, name: 'Ambridge Builders' }],
  }));
});
afterEach(() => vi.useRealTimers());

describe('the Grant section of a case', () => {
  it('works the figures out as the proposal is typed, and says when the maximum caps the mandatory grant', async () => {
    showGrant(readyGrant({ can: PROPOSER }));
    const approval = await part('Approval');

    await fill(within(approval).getByLabelText('Agency or surveyor fee (£)'), '1,500');
    await fill(within(approval).getByLabelText('Applicant’s contribution (£)'), '0');
    // £29,000 quote + £1,500 fee = £30,500 eligible, over the £30,000 maximum by £500.
    expect(await statement('Eligible cost')).toHaveTextContent('£30,500.00');
    expect(await statement('Mandatory grant')).toHaveTextContent(
      '£30,000.00, capped at the maximum: £500.00 of the cost is above it',
    );
    expect(await statement('Total grant')).toHaveTextContent('£30,000.00');

    await fill(within(approval).getByLabelText('Applicant’s contribution (£)'), '1000');
    expect(await statement('Mandatory grant')).toHaveTextContent(/^£29,500\.00$/);
  });

  it('asks for a discretionary top-up only where the authority gives them, and sends it with the costs', async () => {
    showGrant(readyGrant({ can: PROPOSER }));
    const approval = await part('Approval');
    expect(within(approval).getByLabelText('Agency or surveyor fee (£)')).toBeInTheDocument();
    expect(within(approval).queryByLabelText('Discretionary top-up (£)')).toBeNull();
    expect(within(approval).queryByLabelText('Why the top-up is given')).toBeNull();
  });

  it('proposes the costs in pence with a top-up and its reason, and shows the grant the server answers without reading it again', async () => {
    const grant = readyGrant({
      limits: { mandatoryMaxPence: 3_000_000, discretionaryTopUps: true },
      can: PROPOSER,
    });
    const costs = {
      agencyFeePence: 150_000,
      buildingControlFeePence: 0,
      otherFeePence: 0,
      otherFeeText: null,
      contributionPence: 0,
      contributionBasis: 'PASSPORTED' as const,
      contributionText: null,
      topUpPence: 50_000,
      topUpReason: 'Stairs need a curved rail',
    };
    answer(
      grantEndpoints.propose,
      () => ({
        ...grant,
        state: 'PROPOSED',
        version: 2,
        costs,
        figures: grantFigures({ quotePence: 2_900_000, costs, mandatoryMaxPence: 3_000_000 }),
        proposed: { name: 'Sam Officer', at: '2026-11-27T11:00:00.000Z', byCaller: true },
      }),
      GRANT_DONE.proposed,
    );
    showGrant(grant);
    const approval = await part('Approval');

    await fill(within(approval).getByLabelText('Agency or surveyor fee (£)'), '1500');
    await fill(within(approval).getByLabelText('Applicant’s contribution (£)'), '0');
    await user.selectOptions(within(approval).getByLabelText(/Contribution based on/), 'PASSPORTED');
    await fill(within(approval).getByLabelText('Discretionary top-up (£)'), '500');
    await fill(within(approval).getByLabelText('Why the top-up is given'), 'Stairs need a curved rail');
    expect(await statement('Discretionary top-up')).toHaveTextContent('£500.00');
    expect(await statement('Total grant')).toHaveTextContent('£30,500.00');
    await user.click(within(approval).getByRole('button', { name: 'Propose for approval' }));

    expect(await within(approval).findByText('Proposed by Sam Officer on 27/11/2026')).toBeInTheDocument();
    expect(callsTo(grantEndpoints.propose)).toEqual([
      expect.objectContaining({ body: { version: 1, costs } }),
    ]);
    expect(await statement('Discretionary top-up')).toHaveTextContent('£500.00: Stairs need a curved rail');
    expect(callsTo(grantEndpoints.get)).toHaveLength(1);
  });

  it('shows the server’s refusal beside the field it names', async () => {
    answer(grantEndpoints.propose, () => {
      throw axiosFailure(400, 'Check the highlighted fields.', {
        'costs.contributionPence': [GRANT_MESSAGES.contributionFree],
      });
    });
    showGrant(readyGrant({ can: PROPOSER }));
    const approval = await part('Approval');
    await fill(within(approval).getByLabelText('Applicant’s contribution (£)'), '250');
    await user.selectOptions(within(approval).getByLabelText(/Contribution based on/), 'PASSPORTED');
    await user.click(within(approval).getByRole('button', { name: 'Propose for approval' }));

    const contribution = within(approval).getByLabelText('Applicant’s contribution (£)');
    await vi.waitFor(() => expect(contribution).toHaveAccessibleDescription(GRANT_MESSAGES.contributionFree));
    expect(contribution).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers Approve only when the server says the viewer may, and tells the proposer another admin must', async () => {
    const proposed = readyGrant({
      state: 'PROPOSED',
      costs: {
        agencyFeePence: 0,
        buildingControlFeePence: 0,
        otherFeePence: 0,
        otherFeeText: null,
        contributionPence: 0,
        contributionBasis: 'CHILD',
        contributionText: null,
        topUpPence: 0,
        topUpReason: null,
      },
      figures: grantFigures({
        quotePence: 2_900_000,
        costs: {
          agencyFeePence: 0,
          buildingControlFeePence: 0,
          otherFeePence: 0,
          contributionPence: 0,
          topUpPence: 0,
        },
        mandatoryMaxPence: 3_000_000,
      }),
      proposed: { name: 'Ruth Admin', at: '2026-11-26T10:00:00.000Z', byCaller: true },
      can: PROPOSER,
    });
    showGrant(proposed, { user: authorityAdmin });
    const approval = await part('Approval');
    expect(
      await within(approval).findByText('Another authority admin must approve your proposal.'),
    ).toBeVisible();
    expect(within(approval).queryByRole('button', { name: 'Approve grant' })).toBeNull();
  });

  it('approves on the day decided, today unless changed, and refuses a day to come before sending', async () => {
    const proposed = readyGrant({
      state: 'PROPOSED',
      costs: null,
      proposed: { name: 'Sam Officer', at: '2026-11-26T10:00:00.000Z', byCaller: false },
      can: { ...MAY_NOTHING, approve: true },
    });
    answer(grantEndpoints.approve, () => ({
      ...proposed,
      state: 'APPROVED',
      version: 2,
      approved: { name: 'Ruth Admin', at: '2026-11-27T12:00:00.000Z', effectiveDate: '2026-11-25' },
      can: MAY_NOTHING,
    }));
    showGrant(proposed, { user: authorityAdmin });
    const approval = await part('Approval');
    const day = await within(approval).findByLabelText(/Date decided/);
    expect(day).toHaveValue('27/11/2026');

    await fill(day, '28/11/2026');
    await user.click(within(approval).getByRole('button', { name: 'Approve grant' }));
    await vi.waitFor(() => expect(day).toHaveAccessibleDescription(/not in the future/));
    expect(callsTo(grantEndpoints.approve)).toEqual([]);

    await fill(day, '25/11/2026');
    await user.click(within(approval).getByRole('button', { name: 'Approve grant' }));
    expect(
      await within(approval).findByText('Approved by Ruth Admin on 25/11/2026 (recorded 27/11/2026)'),
    ).toBeVisible();
    expect(callsTo(grantEndpoints.approve)).toEqual([
      expect.objectContaining({ body: { version: 1, effectiveDate: '2026-11-25', note: null } }),
    ]);
    expect(within(approval).queryByRole('button', { name: 'Approve grant' })).toBeNull();
  });

  it('accepts the lowest quote on a word, but asks why for one that is not the lowest', async () => {
    const grant = readyGrant({
      acceptedQuoteId: null,
      quotes: readyGrant().quotes.map((quote) => ({ ...quote, accepted: false })),
    });
    answer(grantEndpoints.acceptQuote, ({ body }) => {
      const { id } = body as { id: number };
      return {
        ...grant,
        version: 2,
        acceptedQuoteId: id,
        quotes: grant.quotes.map((quote) => ({ ...quote, accepted: quote.id === id })),
      };
    });
    showGrant(grant);
    const quotes = await part('Quotes');

    await user.click(within(quotes).getByRole('button', { name: 'Accept the quote from Borchester Lifts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the quote from Borchester Lifts?' });
    await user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    expect(await within(dialog).findByText(GRANT_MESSAGES.notLowestReason)).toBeVisible();
    expect(callsTo(grantEndpoints.acceptQuote)).toEqual([]);
    await fill(within(dialog).getByLabelText(/Why this quote/), 'Ambridge cannot start until June');
    await user.click(within(dialog).getByRole('button', { name: 'Accept quote' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(grantEndpoints.acceptQuote)).toEqual([
      expect.objectContaining({ body: { version: 1, id: 602, reason: 'Ambridge cannot start until June' } }),
    ]);

    await user.click(within(quotes).getByRole('button', { name: 'Accept the quote from Ambridge Builders' }));
    const lowest = await screen.findByRole('dialog', { name: 'Accept the quote from Ambridge Builders?' });
    expect(within(lowest).queryByRole('textbox')).toBeNull();
    expect(within(lowest).getByText('This is the lowest quote received.')).toBeVisible();
  });

  it('records a quote in pence, then uploads its document on the version the save answered', async () => {
    const grant = readyGrant({ quotes: [], acceptedQuoteId: null });
    const added = { ...grant, version: 2, quotes: [sampleQuote({ id: 603, amountPence: 850_050 })] };
    answer(grantEndpoints.addQuote, () => added, GRANT_DONE.quoteAdded);
    answer(
      grantEndpoints.quoteFile,
      () => ({
        ...added,
        version: 3,
        quotes: [
          sampleQuote({
            id: 603,
            amountPence: 850_050,
            file: {
              name: 'quote.pdf',
              sizeBytes: 1200,
              contentType: 'application/pdf',
              sha256: 'ab',
              scanStatus: 'CLEAN',
            },
          }),
        ],
      }),
      GRANT_DONE.quoteFile,
    );
    showGrant(grant);
    await user.click(within(await part('Quotes')).getByRole('button', { name: 'Record a quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a quote' });

    await user.selectOptions(within(dialog).getByLabelText(/Contractor/), '31');
    await fill(within(dialog).getByLabelText(/Amount/), '8,500.50');
    await fill(within(dialog).getByLabelText(/Received on/), '20/03/2026');
    await fill(within(dialog).getByLabelText('Estimated duration (working days)'), '12');
    const chooser = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(chooser, new File(['%PDF-1.4'], 'quote.pdf', { type: 'application/pdf' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record quote' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(grantEndpoints.addQuote)).toEqual([
      expect.objectContaining({
        body: {
          version: 1,
          quote: {
            contractorId: 31,
            amountPence: 850_050,
            receivedOn: '2026-03-20',
            validUntil: null,
            notes: null,
            estimatedWorkingDays: 12,
          },
        },
      }),
    ]);
    const [upload] = callsTo(grantEndpoints.quoteFile);
    expect(upload?.params).toEqual({ caseId: '41' });
    const form = upload?.body as FormData;
    expect([form.get('id'), form.get('version'), (form.get('file') as File).name]).toEqual([
      '603',
      '2',
      'quote.pdf',
    ]);
    expect(
      await within(await part('Quotes')).findByRole('button', {
        name: 'Download quote.pdf, the quote from Ambridge Builders',
      }),
    ).toBeVisible();
  });

  it('marks the accepted and the lowest quote and one no longer valid, and gives each one’s estimated duration', async () => {
    showGrant(
      readyGrant({
        quotes: [
          sampleQuote({
            id: 601,
            amountPence: 2_900_000,
            accepted: true,
            lowest: true,
            validUntil: '2026-11-26',
          }),
          sampleQuote({
            id: 602,
            contractorName: 'Borchester Lifts',
            amountPence: 3_100_000,
            lowest: false,
            validUntil: '2026-11-27',
            estimatedWorkingDays: null,
          }),
        ],
      }),
    );
    const rows = within(await part('Quotes')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(
      'Ambridge Builders£29,000.0020/03/202626/11/2026Expired15 working daysNoneAcceptedLowest',
    );
    expect(rows[2]).toHaveTextContent('Borchester Lifts£31,000.0020/03/202627/11/2026Not givenNone');
  });

  it('reads the grant again while a quote’s document is being checked, until the scanner has passed it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-27T12:00:00.000Z') });
    const withQuoteFile = (scanStatus: 'PENDING' | 'CLEAN') =>
      readyGrant({
        quotes: [
          sampleQuote({
            id: 601,
            accepted: true,
            lowest: true,
            file: {
              name: 'quote.pdf',
              sizeBytes: 2048,
              contentType: 'application/pdf',
              sha256: 'y',
              scanStatus,
            },
          }),
        ],
      });
    showGrant(withQuoteFile('PENDING'));
    expect(await within(await part('Quotes')).findByText(/being checked for viruses/)).toBeInTheDocument();

    answer(grantEndpoints.get, () => withQuoteFile('CLEAN'));
    const reads = callsTo(grantEndpoints.get).length;
    await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS));
    expect(
      await within(await part('Quotes')).findByRole('button', { name: /^Download quote\.pdf/ }),
    ).toBeVisible();
    expect(callsTo(grantEndpoints.get).length).toBeGreaterThan(reads);

    const settled = callsTo(grantEndpoints.get).length;
    await act(() => vi.advanceTimersByTimeAsync(SCAN_POLL_MS * 3));
    expect(callsTo(grantEndpoints.get)).toHaveLength(settled);
  });

  it('moves an item of works down, sending the new order on the grant’s version', async () => {
    const works = [
      sampleWork({ id: 501 }),
      sampleWork({ id: 502, adaptationTypeName: 'Stairlift', description: 'Straight stairlift' }),
    ];
    const grant = readyGrant({ works });
    answer(
      grantEndpoints.orderWorks,
      () => ({ ...grant, version: 2, works: [works[1], works[0]] }),
      GRANT_DONE.worksOrdered,
    );
    showGrant(grant);
    const schedule = await part('Schedule of works');
    expect(
      within(schedule).getByRole('button', { name: 'Move up: Level-access shower, item 1' }),
    ).toBeDisabled();

    await user.click(
      within(schedule).getByRole('button', { name: 'Move down: Level-access shower, item 1' }),
    );
    await vi.waitFor(() =>
      expect(within(schedule).getAllByRole('listitem')[0]).toHaveTextContent('1. Stairlift'),
    );
    expect(callsTo(grantEndpoints.orderWorks)).toEqual([
      expect.objectContaining({ body: { version: 1, ids: [502, 501] } }),
    ]);
    // The focus follows the item moved: now at the end, its Move up.
    expect(
      within(schedule).getByRole('button', { name: 'Move up: Level-access shower, item 2' }),
    ).toHaveFocus();
  });

  it('offers to read the grant again when someone else changed it first', async () => {
    answer(grantEndpoints.removeWork, () => {
      throw axiosFailure(409, STALE_RECORD_MESSAGE, undefined, 'CONFLICT');
    });
    showGrant(readyGrant());
    const schedule = await part('Schedule of works');
    await user.click(within(schedule).getByRole('button', { name: 'Remove Level-access shower, item 1' }));
    await user.click(await screen.findByRole('button', { name: 'Remove item' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const alert = await screen.findByText(/Someone else has changed this record/);
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
    );
    await vi.waitFor(() => expect(callsTo(grantEndpoints.get)).toHaveLength(2));
  });

  it('shows a reader everything and offers no change', async () => {
    showGrant(readyGrant({ state: 'DRAFT', can: MAY_NOTHING }));
    const schedule = await part('Schedule of works');
    expect(within(schedule).getByText('OT recommended on 02/03/2026')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: /Add an item|Record a quote|Accept|Remove|Move/ }),
    ).toBeNull();
    expect(screen.queryByLabelText('Agency or surveyor fee (£)')).toBeNull();
  });
});
