import {
  DISPOSAL_MESSAGES,
  disposalEndpoints,
  type DisposalBatch,
  type DisposalReviewRow,
  type SessionUser,
} from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import { DisposalPage } from './disposal-page';

const actor = userEvent.setup({ delay: null });
const admin = sessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', auth_id: 2 });

const row = (caseId: number, more: Partial<DisposalReviewRow> = {}): DisposalReviewRow => ({
  caseId,
  caseNumber: `AMB-2019-0000${caseId}`,
  statusId: 9,
  endedOn: '2019-03-14',
  dueOn: '2025-03-14',
  state: 'PENDING',
  keepReason: null,
  keepNote: null,
  keptUntil: null,
  officerName: 'Sam Officer',
  ...more,
});

let rows: DisposalReviewRow[] = [];
let running: DisposalBatch | null = null;

function showPage(user: SessionUser = admin) {
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <DisposalPage />
    </Provider>,
  );
}

beforeEach(() => {
  rows = [row(1), row(2), row(3, { state: 'KEPT', keepReason: 'OMBUDSMAN', keptUntil: '2030-01-01' })];
  running = null;
  answer(disposalEndpoints.getSchedule, () => ({
    authorityId: 2,
    caseRetentionYears: 6,
    applicantAccountRetentionYears: 6,
    fileRetentionYears: 6,
  }));
  answer(disposalEndpoints.list, () => ({
    data: rows,
    totalRecords: rows.length,
    pageNo: 1,
    pageSize: 25,
    runningBatch: running,
    caseRetentionYears: 6,
  }));
});

describe('/authority/disposal', () => {
  it("saves the authority's retention schedule, refusing files kept longer than cases", async () => {
    answer(
      disposalEndpoints.saveSchedule,
      ({ body }) => ({ authorityId: 2, ...(body as object) }),
      DISPOSAL_MESSAGES.scheduleSaved,
    );
    showPage();
    const section = await screen.findByRole('region', { name: 'Retention schedule' });
    const files = await within(section).findByLabelText(/Files \(years\)/);
    act(() => void fireEvent.change(files, { target: { value: '9' } }));
    await actor.click(within(section).getByRole('button', { name: 'Save retention schedule' }));
    expect(await within(section).findByText(DISPOSAL_MESSAGES.filesLongerThanCases)).toBeVisible();
    expect(callsTo(disposalEndpoints.saveSchedule)).toHaveLength(0);

    act(() => void fireEvent.change(files, { target: { value: '3' } }));
    await actor.click(within(section).getByRole('button', { name: 'Save retention schedule' }));
    await vi.waitFor(() => expect(callsTo(disposalEndpoints.saveSchedule)).toHaveLength(1));
    expect(callsTo(disposalEndpoints.saveSchedule)[0]).toMatchObject({
      params: { authorityId: '2' },
      body: { caseRetentionYears: 6, applicantAccountRetentionYears: 6, fileRetentionYears: 3 },
    });
  });

  it('lists the cases past their date without naming anyone, and disposes of one only once confirmed', async () => {
    answer(
      disposalEndpoints.dispose,
      ({ body }) => {
        rows = rows.filter((entry) => entry.caseId !== (body as { caseId: number }).caseId);
        return { caseId: 1, disposedAt: '2026-12-02T10:00:00.000Z' };
      },
      DISPOSAL_MESSAGES.disposed,
    );
    showPage();
    const review = await screen.findByRole('region', { name: 'Disposal review' });
    expect(await within(review).findByText('AMB-2019-00001')).toBeVisible();
    expect(within(review).getAllByText('14 March 2019')).toHaveLength(3);
    expect(within(review).getByText(/Kept until 1 January 2030 \(Ombudsman\)/)).toBeVisible();

    await actor.click(within(review).getByRole('button', { name: 'Dispose of case AMB-2019-00001' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispose of case AMB-2019-00001?' });
    const confirm = within(dialog).getByRole('button', { name: 'Dispose of 1 case' });
    expect(confirm).toBeDisabled();
    await actor.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that this cannot be undone' }),
    );
    await actor.click(confirm);
    await vi.waitFor(() => expect(callsTo(disposalEndpoints.dispose)).toHaveLength(1));
    expect(callsTo(disposalEndpoints.dispose)[0]).toMatchObject({
      body: { caseId: 1, confirmDisposal: true },
    });
    await vi.waitFor(() => expect(within(review).queryByText('AMB-2019-00001')).toBeNull());
  });

  it('disposes of the chosen cases together and shows the progress until the batch has finished', async () => {
    let reads = 0;
    answer(
      disposalEndpoints.disposeBatch,
      ({ body }) => {
        const count = (body as { caseIds: number[] }).caseIds.length;
        running = {
          id: 7,
          caseCount: count,
          disposedCount: 0,
          state: 'RUNNING',
          createdAt: '2026-12-02T10:00:00.000Z',
          finishedAt: null,
        };
        return running;
      },
      DISPOSAL_MESSAGES.batchStarted(2),
    );
    answer(disposalEndpoints.batch, () => {
      reads += 1;
      if (reads < 2) return { ...running, disposedCount: 1 };
      rows = rows.filter((entry) => entry.caseId === 3);
      const finished = {
        ...running,
        disposedCount: 2,
        state: 'FINISHED',
        finishedAt: '2026-12-02T10:00:05.000Z',
      };
      running = null;
      return finished;
    });
    showPage();
    const review = await screen.findByRole('region', { name: 'Disposal review' });
    await actor.click(await within(review).findByRole('checkbox', { name: 'Choose case AMB-2019-00001' }));
    await actor.click(within(review).getByRole('checkbox', { name: 'Choose case AMB-2019-00002' }));
    await actor.click(within(review).getByRole('button', { name: 'Dispose of 2 cases' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Dispose of 2 cases?' });
    await actor.click(
      within(dialog).getByRole('checkbox', { name: 'I understand that this cannot be undone' }),
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Dispose of 2 cases' }));
    expect(callsTo(disposalEndpoints.disposeBatch)[0]).toMatchObject({
      body: { caseIds: [1, 2], confirmDisposal: true },
    });
    expect(await within(review).findByRole('progressbar')).toBeVisible();
    expect(
      await within(review).findByText('Finished: disposed of 2 of 2 cases.', {}, { timeout: 4000 }),
    ).toBeVisible();
    await vi.waitFor(() => expect(within(review).queryByText('AMB-2019-00001')).toBeNull());
  });

  it('keeps a case with a reason and a date, asking for a note when the reason is Other', async () => {
    answer(
      disposalEndpoints.keep,
      ({ body }) => ({ ...row(1), ...(body as object), state: 'KEPT' }),
      DISPOSAL_MESSAGES.kept(1),
    );
    showPage();
    const review = await screen.findByRole('region', { name: 'Disposal review' });
    await actor.click(await within(review).findByRole('button', { name: 'Keep case AMB-2019-00001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Keep case AMB-2019-00001' });
    act(() => void fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'OTHER' } }));
    act(
      () =>
        void fireEvent.change(within(dialog).getByLabelText(/Keep until/), {
          target: { value: '2030-01-01' },
        }),
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Keep the case' }));
    expect(await within(dialog).findByText(DISPOSAL_MESSAGES.noteRequired)).toBeVisible();
    act(
      () =>
        void fireEvent.change(within(dialog).getByLabelText(/Note/), {
          target: { value: 'Insurance claim' },
        }),
    );
    await actor.click(within(dialog).getByRole('button', { name: 'Keep the case' }));
    await vi.waitFor(() => expect(callsTo(disposalEndpoints.keep)).toHaveLength(1));
    expect(callsTo(disposalEndpoints.keep)[0]).toMatchObject({
      body: { caseId: 1, reason: 'OTHER', note: 'Insurance claim', keptUntil: '2030-01-01' },
    });
  });
});
