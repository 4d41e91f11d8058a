import { grantEndpoints, STATUS_ID, type CaseGrant, type SessionUser } from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent } from '@testing-library/react';
import { Provider } from 'react-redux';
import { api } from '@/lib/api/api';
import { answer } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import { GrantSection } from '../components/grant-section';

export const officer = sessionUser({
  user_type: 'AUTHORITY_USER',
  role: 'READWRITE',
  auth_id: 2,
  webUserId: 7,
});
export const authorityAdmin = sessionUser({
  user_type: 'AUTHORITY_USER',
  role: 'ADMIN',
  auth_id: 2,
  webUserId: 9,
});

/** What the caller may do to a grant: nothing, to be overridden. */
export const MAY_NOTHING: CaseGrant['can'] = {
  prepare: false,
  propose: false,
  approve: false,
  vary: false,
  decideVariations: false,
};

/** A case page's Grant section, reading `grant` from the fake API, for `user`. */
export function showGrant(
  grant: CaseGrant,
  {
    user = officer,
    caseStatusId = STATUS_ID.APPLICATION_SUBMITTED,
  }: { user?: SessionUser; caseStatusId?: number } = {},
) {
  answer(grantEndpoints.get, () => grant);
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <GrantSection caseId={grant.caseId} caseStatusId={caseStatusId} />
    </Provider>,
  );
}

/** Puts text in a field in one change, as a paste does, rather than a keystroke each. */
export async function fill(field: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value: text } });
    await Promise.resolve();
  });
}
