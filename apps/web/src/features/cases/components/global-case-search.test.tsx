import { caseEndpoints, type CaseSearchItem } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { GlobalCaseSearch } from './global-case-search';

const found = (id: number, caseNumber: string, lastName: string): CaseSearchItem => ({
  caseManagerDetailId: id,
  caseNumber,
  firstName: 'Peggy',
  lastName,
  address: '14 Elm Grove, Ambridge',
  postCode: 'B33 8TH',
  statusName: 'Assessment',
});

function renderSearch() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  answer(caseEndpoints.search, () => ({
    data: [found(41, 'HALE-2026-00001', 'Woolley'), found(42, 'HALE-2025-00001', 'Archer')],
    totalRecords: 2,
    pageNo: 1,
    pageSize: 10,
  }));
  renderWithRouter(
    <Provider store={store}>
      <GlobalCaseSearch user={{ auth_id: 2, webUserId: 7, role: 'ADMIN' }} />
    </Provider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('GlobalCaseSearch', () => {
  it('lists each matching case as a link to its edit page in a new tab, with its number and status', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'HALE 1');
    const results = await screen.findByRole('listbox', { name: 'Matching cases' });
    // Each option is the link itself (an <a href>), so the browser treats it as one.
    const links = within(results).getAllByRole('option');
    for (const link of links) expect(link.tagName).toBe('A');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/case-manager/edit/41',
      '/case-manager/edit/42',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener');
    }
    const first = within(results).getAllByRole('option')[0];
    expect(first).toHaveTextContent('HALE-2026-00001 · Peggy Woolley');
    expect(first).toHaveTextContent('Assessment · 14 Elm Grove, Ambridge · B33 8TH');
    expect(first).not.toHaveTextContent('Case 41');
  });

  it('still moves through the results with the arrow keys and opens the chosen one in a new tab with Enter', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    renderSearch();
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Elm Grove');
    await screen.findByRole('listbox', { name: 'Matching cases' });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(opened).toHaveBeenCalledWith('/case-manager/edit/41', '_blank', 'noopener');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
