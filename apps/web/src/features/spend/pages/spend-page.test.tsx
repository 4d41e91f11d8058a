import { spendEndpoints, type YearAllocation, type YearSpend } from '@casekeeper/contract';
import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { noAllocation, sampleAllocation, sampleSpend } from '../testing/sample-spend';
import { showSpend } from '../testing/show-spend';
import { allocationPanel, figureCard, pagePart } from '../testing/spend-queries';

// Clicks and choices without a pause between their events, nor a look up the page for pointer-events.
const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

function answerYear(spend: () => YearSpend, allocation: () => YearAllocation = sampleAllocation) {
  answer(spendEndpoints.spend, spend);
  answer(spendEndpoints.allocation, allocation);
}

beforeEach(() => {
  // 27 November 2026 in London; only Date is faked, so timers and promises run as usual.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-27T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the Spend page', () => {
  it('shows the year’s figures as at their day, each with the cases it counts', async () => {
    answerYear(sampleSpend);
    showSpend();

    expect(await screen.findByText('2026/27, as at 27 November 2026', { selector: 'h2' })).toBeVisible();
    expect(await figureCard('Allocation')).toHaveTextContent(
      'Allocation£1,200,000.00Including any in-year changes',
    );
    expect(await figureCard('Paid')).toHaveTextContent('Paid£42,500.50In 3 cases');
    expect(await figureCard('Committed')).toHaveTextContent(
      'Committed£61,000.00Approved, not yet paid, in 4 cases',
    );
    expect(await figureCard('Remaining')).toHaveTextContent('Remaining£1,096,499.50Left to commit');

    const byType = screen.getByLabelText('Approved by adaptation type in 2026/27');
    expect(
      within(byType)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TypeCasesApproved', 'Level-access shower2£56,000.00', 'Stairlift1£29,000.00']);
    expect(await pagePart('Approved grants')).toHaveTextContent(
      'Cases3 casesTotal approved£85,000.00Average grant£28,333.33Median grant£29,000.00',
    );
    expect(await pagePart('Approval to final payment')).toHaveTextContent(
      'Cases2 casesAverage47.5 daysMedian47.5 days',
    );

    const allocation = await allocationPanel();
    expect(within(allocation).getByText('£1,000,000.00')).toBeVisible();
    const [, change] = within(within(allocation).getByRole('table')).getAllByRole('row');
    expect(change).toHaveTextContent('01/10/2026');
    expect(change).toHaveTextContent('In-year top-up from the Better Care Fund');
    expect(change).toHaveTextContent('Recorded by Ada Admin');
    expect(within(change as HTMLElement).getByText('+£200,000.00')).toBeVisible();
    // A screen reader hears the word rather than the sign.
    expect(within(change as HTMLElement).getByText('£200,000.00 more')).toBeInTheDocument();
    expect(within(allocation).getByText('The year’s allocation: £1,200,000.00')).toBeVisible();
  });

  it('charts what was paid each month, April to March, with its figures as a table', async () => {
    answerYear(sampleSpend);
    showSpend();

    const byMonth = await pagePart('Paid each month');
    expect(
      within(byMonth).getByText('£42,500.50 paid in 2026/27, in 3 cases; the most in Oct 2026 (£30,000.00).'),
    ).toBeVisible();
    await user.click(within(byMonth).getByText('Figures'));
    const rows = within(byMonth.querySelector('table') as HTMLElement).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('Apr 2026£0.000');
    expect(rows[3]).toHaveTextContent('Jun 2026£12,500.501');
    expect(rows[7]).toHaveTextContent('Oct 2026£30,000.002');
    expect(rows[12]).toHaveTextContent('Mar 2027£0.000');
    // The months under the bars are named in the table's words, less the year.
    const ticks = [...byMonth.querySelectorAll('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')];
    expect(ticks.length).toBeGreaterThan(0);
    for (const tick of ticks) {
      expect(rows.some((row) => row.textContent.startsWith(`${tick.textContent} 20`))).toBe(true);
    }
  });

  it('links each figure’s cases to the case list filtered to them', async () => {
    answerYear(sampleSpend);
    showSpend();
    const linkOf = async (part: HTMLElement | null, name: string | RegExp) =>
      within(part as HTMLElement)
        .getByRole('link', { name })
        .getAttribute('href');

    const list = '/authority/case/list?';
    expect(await linkOf(await figureCard('Paid'), 'In 3 cases')).toBe(`${list}spend=Paid&spendYear=2026`);
    expect(await linkOf(await figureCard('Committed'), /in 4 cases/)).toBe(
      `${list}spend=Committed&spendYear=2026`,
    );
    expect(await linkOf(await pagePart('Approved grants'), '3 cases')).toBe(
      `${list}spend=Approved&spendYear=2026`,
    );
    expect(await linkOf(await pagePart('Approval to final payment'), '2 cases')).toBe(
      `${list}spend=FinalPaid&spendYear=2026`,
    );
    const byType = screen.getByLabelText('Approved by adaptation type in 2026/27');
    expect(await linkOf(byType, 'List the 2 Level-access shower cases')).toMatch(
      /^\/authority\/case\/list\?spend=Approved&spendYear=2026&spendType=\d+$/,
    );
    const byMonth = await pagePart('Paid each month');
    await user.click(within(byMonth).getByText('Figures'));
    expect(await linkOf(byMonth, 'Oct 2026')).toBe(`${list}spend=Paid&spendYear=2026&spendMonth=2026-10`);
    // A month with nothing paid has nothing to list.
    expect(within(byMonth).queryByRole('link', { name: 'Apr 2026' })).toBeNull();
  });

  it('opens on the year under way, and asks for the year chosen, keeping it in the address', async () => {
    answerYear(() => sampleSpend({ paid: { pence: 0, cases: 0 } }));
    const router = showSpend();

    const chooser = await screen.findByLabelText('Financial year');
    expect(chooser).toHaveDisplayValue('2026/27 (this year)');
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2027/28', '2026/27 (this year)', '2025/26', '2024/25', '2023/24', '2022/23']);
    await vi.waitFor(() => expect(callsTo(spendEndpoints.spend).at(-1)?.params).toEqual({ year: '2026' }));

    await user.selectOptions(chooser, '2024/25');
    await vi.waitFor(() => expect(callsTo(spendEndpoints.spend).at(-1)?.params).toEqual({ year: '2024' }));
    await vi.waitFor(() =>
      expect(callsTo(spendEndpoints.allocation).at(-1)?.params).toEqual({ year: '2024' }),
    );
    expect(router.state.location.search).toBe('?year=2024');
  });

  it('opens on the year its address names', async () => {
    answerYear(() => sampleSpend({ paid: { pence: 0, cases: 0 } }));
    showSpend('/authority/spend?year=2019');

    expect(await screen.findByLabelText('Financial year')).toHaveDisplayValue('2019/20');
    await vi.waitFor(() => expect(callsTo(spendEndpoints.spend).at(-1)?.params).toEqual({ year: '2019' }));
  });

  it('says in words, not colour alone, that the year is overspent', async () => {
    answerYear(() => sampleSpend({ remainingPence: -123_456, paid: { pence: 0, cases: 0 } }));
    showSpend();

    expect(await figureCard('Remaining')).toHaveTextContent('Remaining−£1,234.56Overspent by £1,234.56');
  });

  it('says when no allocation is recorded, and offers an ADMIN to record it', async () => {
    answerYear(
      () => sampleSpend({ allocationPence: null, remainingPence: null, paid: { pence: 0, cases: 0 } }),
      () => noAllocation(),
    );
    showSpend();

    expect(await figureCard('Allocation')).toHaveTextContent('AllocationNot recordedNo allocation recorded');
    expect(await figureCard('Remaining')).toHaveTextContent('Remaining–No allocation recorded');
    const allocation = await allocationPanel();
    expect(
      within(allocation).getByText(
        'No allocation is recorded for 2026/27, so what remains of it cannot be worked out.',
      ),
    ).toBeVisible();
    expect(within(allocation).getByRole('button', { name: 'Record the allocation' })).toBeVisible();
    expect(within(allocation).queryByRole('button', { name: 'Add an in-year change' })).toBeNull();
  });

  it('tells whoever the server refuses why, in its words, and shows nothing else', async () => {
    const refusal = () => {
      throw axiosFailure(403, 'You do not have permission to do that.', undefined, 'FORBIDDEN');
    };
    answerYear(refusal, refusal);
    showSpend();

    expect(await screen.findByText('You do not have permission to do that.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText(/^Allocation for/)).toBeNull();
  });
});
