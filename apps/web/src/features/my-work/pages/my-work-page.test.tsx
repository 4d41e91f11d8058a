import { myWorkEndpoints, type MyWork, type MyWorkAction } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { MyWorkPage } from './my-work-page';

const user = userEvent.setup({ delay: null });

const action = (id: number, fields: Partial<MyWorkAction> = {}): MyWorkAction => ({
  id,
  caseId: 40 + id,
  caseNumber: `DFG-2026-000${id}`,
  clientName: 'Ada Lovelace',
  diaryTitle: 'Visits',
  type: 'Call',
  description: `Ring the OT ${id}`,
  dueAt: '2026-06-14T09:00:00.000Z',
  overdue: true,
  ...fields,
});

const WORK: MyWork = {
  actions: {
    items: [action(1), action(2, { type: 'Visit', description: 'Measure the stairs', overdue: false })],
    total: 2,
    page: 1,
    pageSize: 25,
    counts: { overdue: 1, today: 1, upcoming: 4 },
  },
  clocks: {
    items: [
      {
        caseId: 77,
        caseNumber: 'DFG-2026-00077',
        clientName: 'Walter Gabriel',
        rag: 'red',
        clocks: [{ name: 'Decision in 20 days', rag: 'red', dueDate: '2026-06-10' }],
      },
    ],
    count: 1,
  },
  applicant: {
    items: [
      {
        id: 91,
        caseId: 41,
        caseNumber: 'DFG-2026-0001',
        clientName: 'Ada Lovelace',
        kind: 'document',
        description: 'Photo of the bath',
        sentAt: '2026-06-15T08:00:00.000Z',
      },
    ],
    count: 1,
  },
  payments: { items: [], count: 0 },
};

/** Where the page's router is: the address its links and controls lead to. */
function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function show(route = '/authority/my-work') {
  answer(myWorkEndpoints.read, () => WORK);
  const onOpenItem = vi.fn();
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <Routes>
        <Route path="*" element={<MyWorkPage onOpenItem={onOpenItem} />} />
      </Routes>
      <Address />
    </Provider>,
    { route },
  );
  return { onOpenItem };
}

const lastQuery = () => callsTo(myWorkEndpoints.read).at(-1)?.query;

describe('MyWorkPage', () => {
  it("shows each part on a card with its count, and the actions' filters with theirs", async () => {
    show();
    const actions = await screen.findByRole('region', { name: /Actions/ });
    expect(within(actions).getByRole('heading', { level: 2 })).toHaveTextContent('Actions (2)');
    expect(within(actions).getByRole('button', { name: 'Overdue and today (2)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(actions).getByRole('button', { name: 'Upcoming (4)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /New from applicants/ })).toHaveTextContent('(1)');
    expect(screen.getByRole('region', { name: /Clocks amber or red/ })).toHaveTextContent('Red');
    expect(screen.getByRole('region', { name: /Payments awaiting you/ })).toHaveTextContent(
      'No payment awaits you.',
    );
    expect(lastQuery()).toMatchObject({ filter: 'due', sort: 'due', dir: 'asc', page: 1 });
  });

  it('opens each line where it needs the officer: the diary at the item, the case at its timescales', async () => {
    const { onOpenItem } = show();
    const list = await screen.findByRole('list', { name: 'Your actions' });
    const line = within(list).getByRole('link', { name: 'Call - Ring the OT 1' });
    expect(line).toHaveAttribute('href', '/actionDiary/list/41');
    expect(
      within(screen.getByRole('list', { name: 'Cases with clocks amber or red' })).getByRole('link'),
    ).toHaveAttribute('href', '/case-manager/edit/77#timescales');
    await user.click(line);
    expect(onOpenItem).toHaveBeenCalledWith({ id: 1, words: 'Call - Ring the OT 1' });
    await user.click(screen.getByRole('link', { name: 'Document: Photo of the bath' }));
    expect(onOpenItem).toHaveBeenLastCalledWith({ id: 91, words: 'Photo of the bath' });
  });

  it('filters and sorts through the address, and asks the server for what it shows', async () => {
    show('/authority/my-work?filter=upcoming');
    const actions = await screen.findByRole('region', { name: /Actions/ });
    expect(within(actions).getByRole('button', { name: 'Upcoming (4)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(lastQuery()).toMatchObject({ filter: 'upcoming' });

    fireEvent.click(within(actions).getByRole('button', { name: 'Overdue (1)' }));
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/authority/my-work?filter=overdue',
    );
    fireEvent.change(within(actions).getByRole('combobox', { name: 'Type' }), { target: { value: 'Visit' } });
    fireEvent.change(within(actions).getByRole('combobox', { name: 'Order' }), {
      target: { value: 'case-desc' },
    });
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/authority/my-work?filter=overdue&type=Visit&sort=case&dir=desc',
    );
    await vi.waitFor(() =>
      expect(lastQuery()).toMatchObject({ filter: 'overdue', type: 'Visit', sort: 'case', dir: 'desc' }),
    );
  });
});
