import {
  SINGLE_SIGN_ON_MESSAGES,
  SINGLE_SIGN_ON_RETURN_PATH,
  singleSignOnEndpoints,
} from '@casekeeper/contract';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import { publicClient } from '@/lib/api/public-client';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { sessionUser } from '@/testing/session-user';
import { getAppStore, resetAppStoreForTests } from '../store/app-store';
import { SingleSignOnRoute } from './single-sign-on-route';

const ownAdapter = publicClient.defaults.adapter;

beforeEach(() => {
  publicClient.defaults.adapter = authenticatedClient.defaults.adapter;
});
afterEach(() => {
  publicClient.defaults.adapter = ownAdapter;
  resetAppStoreForTests();
  window.history.replaceState(null, '', '/');
});

/** The provider has sent the browser back to /login/sso with `query`. */
function returnFromProvider(query: string) {
  window.history.replaceState(null, '', `/login/sso${query}`);
  const router = createMemoryRouter(
    [
      { path: '/login/sso', Component: SingleSignOnRoute },
      { path: '/authority/dashboard', element: <h1>Dashboard</h1> },
      { path: '/login', element: <h1>Sign in</h1> },
    ],
    { initialEntries: ['/login/sso'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('/login/sso, the return from the organisation’s provider', () => {
  it('is where the server tells providers to send people back', () => {
    expect(paths.singleSignOnReturn).toBe(SINGLE_SIGN_ON_RETURN_PATH);
  });

  it('signs in with what the provider sent, keeps the session and goes home', async () => {
    const user = sessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2 });
    answer(singleSignOnEndpoints.finish, () => user);

    const router = returnFromProvider('?code=one-time&state=issued-here');

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in…');
    // Read once, then out of the address bar (and so the history).
    expect(window.location.search).toBe('');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authority/dashboard'));
    expect(callsTo(singleSignOnEndpoints.finish)).toEqual([
      expect.objectContaining({ body: { callbackQuery: '?code=one-time&state=issued-here' } }),
    ]);
    expect(getAppStore().store.getState().auth).toMatchObject({ isLoggedIn: true, user });
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
  });

  it('says why the server refused, with a way back to the sign-in page', async () => {
    answer(singleSignOnEndpoints.finish, () => {
      throw axiosFailure(403, SINGLE_SIGN_ON_MESSAGES.refused['no-account'], undefined, 'FORBIDDEN');
    });

    const router = returnFromProvider('?code=one-time&state=issued-here');

    expect(await screen.findByRole('alert')).toHaveTextContent(SINGLE_SIGN_ON_MESSAGES.refused['no-account']);
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(router.state.location.pathname).toBe('/login/sso');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('asks the server nothing when opened without what a provider sends back', () => {
    returnFromProvider('');

    expect(screen.getByRole('alert')).toHaveTextContent(SINGLE_SIGN_ON_MESSAGES.refused['no-sign-on']);
    expect(callsTo(singleSignOnEndpoints.finish)).toEqual([]);
  });
});
