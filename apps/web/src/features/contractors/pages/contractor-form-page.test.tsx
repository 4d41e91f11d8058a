import {
  contractorEndpoints,
  contractorPerformanceEndpoints,
  type Contractor,
  type SessionUser,
} from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { answer, callsTo } from '@/testing/fake-api';
import { sessionUser } from '@/testing/session-user';
import { ThemeModeProvider } from '@/theme/theme-mode-provider';
import { samplePerformance } from '../testing/sample-performance';
import { ContractorFormPage } from './contractor-form-page';

const CONTRACTOR: Contractor = {
  id: 31,
  authorityId: 7,
  companyName: 'Borchester Builders',
  contactName: 'Bob Fitter',
  email: null,
  phone: '01632 960 123',
  addressLine1: null,
  addressLine2: null,
  addressLine3: null,
  town: null,
  postCode: null,
  trades: ['Builder'],
  isActive: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
  version: 1,
  can: { edit: true, toggleActive: true },
};

function showPage(user: SessionUser) {
  answer(contractorEndpoints.edit, () => CONTRACTOR);
  answer(contractorPerformanceEndpoints.one, ({ query }) => ({
    from: query.from,
    to: query.to,
    contractor: samplePerformance(),
  }));
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, auth: (state: { user: SessionUser } = { user }) => state },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  // The form guards unsaved changes with a blocker, which needs a data router.
  const page = (
    <Provider store={store}>
      <ThemeModeProvider>
        <ContractorFormPage mode="edit" contractorId={31} />
      </ThemeModeProvider>
    </Provider>
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} />);
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-02T12:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the contractor's page", () => {
  it("shows an authority ADMIN the contractor's performance below the form", async () => {
    showPage(sessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', auth_id: 7 }));
    expect(await screen.findByRole('region', { name: 'Performance' })).toBeVisible();
    expect(await screen.findByText('5, of which 4 accepted')).toBeVisible();
  });

  it('shows a platform admin the form alone, asking nothing of performance', async () => {
    showPage(sessionUser({ user_type: 'ADMIN', role: null }));
    expect(await screen.findByDisplayValue('Borchester Builders')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Performance' })).toBeNull();
    expect(callsTo(contractorPerformanceEndpoints.one)).toEqual([]);
  });
});
