import {
  publicConfigEndpoints,
  SINGLE_SIGN_ON_MESSAGES,
  singleSignOnEndpoints,
  type FindSignOnAnswer,
} from '@casekeeper/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authenticatedClient } from '@/lib/api/authenticated-client';
import { publicClient } from '@/lib/api/public-client';
import { resetBotCheckConfigForTests } from '@/lib/bot-check/start-bot-check';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { LoginRoute } from './login-route';
import { PortalLoginRoute } from './portal-login-route';

const ownAdapter = publicClient.defaults.adapter;
let found: FindSignOnAnswer['provider'] = null;

beforeEach(() => {
  // The sign-in page's calls go through the public client: answered by the same fake server.
  publicClient.defaults.adapter = authenticatedClient.defaults.adapter;
  answer(publicConfigEndpoints.get, () => ({ botCheck: { provider: 'off', siteKey: null } }));
  answer(singleSignOnEndpoints.find, () => ({ provider: found }));
});
afterEach(() => {
  publicClient.defaults.adapter = ownAdapter;
  resetBotCheckConfigForTests();
  window.history.replaceState(null, '', '/');
});

// Typed and left without focusing the form, which would start loading the whole store.
function typeEmail(email: string) {
  const field = screen.getByRole('textbox', { name: /e-mail address/i });
  fireEvent.change(field, { target: { value: email } });
  fireEvent.blur(field);
}

describe('single sign-on on the staff sign-in page', () => {
  it('offers the organisation’s provider once the address is typed, beside the password', async () => {
    found = { name: 'Ambridge Council', passwordSignIn: true };
    answer(singleSignOnEndpoints.start, () => ({ authorizationUrl: '#at-the-provider' }));
    renderWithRouter(<LoginRoute />, { route: '/login' });

    typeEmail('sam.officer@ambridge.gov.uk');

    expect(await screen.findByText('Your organisation signs you in with Ambridge Council.')).toBeVisible();
    expect(callsTo(singleSignOnEndpoints.find)).toEqual([
      expect.objectContaining({ body: { email: 'sam.officer@ambridge.gov.uk' } }),
    ]);
    expect(screen.getByLabelText(/^password/i)).toBeVisible();
    // The provider's button stands out; the password's Sign in steps back to outlined.
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-outlined');
    expect(screen.getByRole('button', { name: 'Sign in with Ambridge Council' })).toHaveClass(
      'MuiButton-contained',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Ambridge Council' }));
    await waitFor(() => expect(window.location.hash).toBe('#at-the-provider'));
    expect(callsTo(singleSignOnEndpoints.start)).toEqual([
      expect.objectContaining({ body: { email: 'sam.officer@ambridge.gov.uk' } }),
    ]);
  });

  it('asks for no password when the organisation signs in without them, and sending the form takes the offer', async () => {
    found = { name: 'Ambridge Council', passwordSignIn: false };
    answer(singleSignOnEndpoints.start, () => ({ authorizationUrl: '#at-the-provider' }));
    renderWithRouter(<LoginRoute />, { route: '/login' });

    typeEmail('sam.officer@ambridge.gov.uk');

    expect(
      await screen.findByText('People there sign in with Ambridge Council, not with a Casekeeper password.'),
    ).toBeVisible();
    expect(screen.queryByLabelText(/^password/i)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in with Ambridge Council' })).toBeVisible();

    // Enter in the address field sends the form.
    fireEvent.submit(screen.getByRole('textbox', { name: /e-mail address/i }));
    await waitFor(() => expect(window.location.hash).toBe('#at-the-provider'));
  });

  it('says the server’s words when the provider cannot be reached', async () => {
    found = { name: 'Ambridge Council', passwordSignIn: true };
    answer(singleSignOnEndpoints.start, () => {
      throw axiosFailure(503, SINGLE_SIGN_ON_MESSAGES.refused['provider-unreachable']);
    });
    renderWithRouter(<LoginRoute />, { route: '/login' });

    typeEmail('sam.officer@ambridge.gov.uk');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in with Ambridge Council' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      SINGLE_SIGN_ON_MESSAGES.refused['provider-unreachable'],
    );
  });

  it('offers nothing when no provider signs in the address’s domain', async () => {
    found = null;
    renderWithRouter(<LoginRoute />, { route: '/login' });

    typeEmail('someone@elsewhere.org.uk');

    await waitFor(() => expect(callsTo(singleSignOnEndpoints.find)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByText(/signs you in with/)).toBeNull();
    expect(screen.getByLabelText(/^password/i)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveClass('MuiButton-contained');
  });

  it('is not asked about on the applicant portal’s sign-in', async () => {
    found = { name: 'Ambridge Council', passwordSignIn: false };
    renderWithRouter(<PortalLoginRoute />, { route: '/portal/login' });

    typeEmail('applicant@ambridge.gov.uk');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your password')).toBeVisible();
    expect(callsTo(singleSignOnEndpoints.find)).toEqual([]);
  });
});
