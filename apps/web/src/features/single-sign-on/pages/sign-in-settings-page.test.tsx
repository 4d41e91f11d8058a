import {
  SINGLE_SIGN_ON_MESSAGES,
  singleSignOnEndpoints,
  type IdentityProvider,
  type SessionUser,
} from '@casekeeper/contract';
import { configureStore } from '@reduxjs/toolkit';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api/api';
import { axiosFailure } from '@/testing/axios-failure';
import { answer, callsTo } from '@/testing/fake-api';
import { renderWithRouter } from '@/testing/render-with-router';
import { sessionUser } from '@/testing/session-user';
import type { ProviderOwner } from '../hooks/use-identity-provider';
import { SignInSettingsPage } from './sign-in-settings-page';

const actor = userEvent.setup({ delay: null });
const REDIRECT_URI = 'https://casekeeper.example/login/sso';

const saved: IdentityProvider = {
  id: 4,
  authorityId: 2,
  displayName: 'Ambridge Council',
  issuerUrl: 'https://login.microsoftonline.com/tenant-1/v2.0',
  clientId: 'casekeeper',
  hasClientSecret: true,
  allowedDomains: ['ambridge.gov.uk'],
  passwordSignIn: true,
  enforcesMfa: false,
  isActive: true,
  redirectUri: REDIRECT_URI,
  version: 3,
};

function showSettings(owner: ProviderOwner) {
  const user = sessionUser({ user_type: 'AUTHORITY_USER', role: 'ADMIN', auth_id: 2 });
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      auth: (state: { user: SessionUser | null } = { user }) => state,
    },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  renderWithRouter(
    <Provider store={store}>
      <SignInSettingsPage owner={owner} intro="How your authority’s people sign in." />
    </Provider>,
  );
}

const type = (label: RegExp, value: string) =>
  act(() => void fireEvent.change(screen.getByLabelText(label), { target: { value } }));

describe('the sign-in settings page', () => {
  it('sets up an authority’s provider with what was typed', async () => {
    answer(singleSignOnEndpoints.getForAuthority, () => ({ provider: null, redirectUri: REDIRECT_URI }));
    answer(
      singleSignOnEndpoints.saveForAuthority,
      ({ body }) => ({ provider: { ...saved, ...(body as object) }, redirectUri: REDIRECT_URI }),
      SINGLE_SIGN_ON_MESSAGES.saved('Ambridge Council'),
    );
    showSettings({ authorityId: 2 });

    const section = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(within(section).getByText(REDIRECT_URI)).toBeVisible();
    expect(within(section).getByText(/Not set up/)).toBeVisible();
    type(/^Display name/, 'Ambridge Council');
    type(/^Issuer URL/, 'https://login.microsoftonline.com/tenant-1/v2.0');
    type(/^Client ID/, 'casekeeper');
    type(/^Client secret/, 'from-the-app-registration');
    type(/^E-mail domains/, 'ambridge.gov.uk, Ambridge.org.uk  @ambridge.net');
    await actor.click(
      within(section).getByRole('switch', { name: 'People may still sign in with a password' }),
    );
    const mfa = within(section).getByRole('switch', {
      name: 'The provider enforces multi-factor authentication',
    });
    expect(mfa).toHaveAccessibleDescription(/counts as two-factor/);
    await actor.click(mfa);
    await actor.click(within(section).getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(callsTo(singleSignOnEndpoints.saveForAuthority)).toHaveLength(1));
    expect(callsTo(singleSignOnEndpoints.saveForAuthority)[0]).toEqual(
      expect.objectContaining({
        params: { authorityId: '2' },
        body: {
          displayName: 'Ambridge Council',
          issuerUrl: 'https://login.microsoftonline.com/tenant-1/v2.0',
          clientId: 'casekeeper',
          clientSecret: 'from-the-app-registration',
          allowedDomains: ['ambridge.gov.uk', 'ambridge.org.uk', 'ambridge.net'],
          passwordSignIn: false,
          enforcesMfa: true,
          isActive: true,
        },
      }),
    );
    expect(await within(section).findByText('A secret is saved. Leave blank to keep it.')).toBeVisible();
  });

  it('puts the server’s refusal beside the field it is about, keeping the saved secret', async () => {
    answer(singleSignOnEndpoints.getForPlatform, () => ({ provider: saved, redirectUri: REDIRECT_URI }));
    const taken = SINGLE_SIGN_ON_MESSAGES.domainTaken('ambridge.gov.uk');
    answer(singleSignOnEndpoints.saveForPlatform, () => {
      throw axiosFailure(409, taken, { allowedDomains: [taken] }, 'CONFLICT');
    });
    showSettings('platform');

    const section = await screen.findByRole('region', { name: 'Single sign-on' });
    expect(within(section).getByLabelText(/^E-mail domains/)).toHaveValue('ambridge.gov.uk');
    await actor.click(within(section).getByRole('button', { name: 'Save' }));

    const domains = within(section).getByLabelText(/^E-mail domains/);
    await vi.waitFor(() => expect(domains).toHaveAccessibleDescription(taken));
    expect(domains).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(singleSignOnEndpoints.saveForPlatform)[0]?.body).toEqual(
      expect.objectContaining({ version: 3, allowedDomains: ['ambridge.gov.uk'] }),
    );
    expect(callsTo(singleSignOnEndpoints.saveForPlatform)[0]?.body).not.toHaveProperty('clientSecret');
  });

  it('removes the provider once the removal is confirmed', async () => {
    answer(singleSignOnEndpoints.getForAuthority, () => ({ provider: saved, redirectUri: REDIRECT_URI }));
    answer(
      singleSignOnEndpoints.removeForAuthority,
      () => ({ provider: null, redirectUri: REDIRECT_URI }),
      SINGLE_SIGN_ON_MESSAGES.removed,
    );
    showSettings({ authorityId: 2 });

    await actor.click(await screen.findByRole('button', { name: 'Remove single sign-on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove single sign-on?' });
    await actor.click(within(dialog).getByRole('button', { name: 'Remove single sign-on' }));

    expect(await screen.findByText(/Not set up/)).toBeVisible();
    expect(callsTo(singleSignOnEndpoints.removeForAuthority)).toHaveLength(1);
    expect(screen.getByLabelText(/^Display name/)).toHaveValue('');
  });
});
