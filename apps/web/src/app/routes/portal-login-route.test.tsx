import { CASE_MASTER_STORAGE_KEY, portalEndpoints } from '@casekeeper/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { postPortalLogin } from '@/features/auth/api/portal-login';
import { getPublicConfig } from '@/lib/bot-check/get-public-config';
import { resetBotCheckConfigForTests } from '@/lib/bot-check/start-bot-check';
import { axiosFailure } from '@/testing/axios-failure';
import { answer } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { sampleCaseMaster } from '@/testing/sample-case-master';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { getAppStore, resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/portal-login', () => ({ postPortalLogin: vi.fn() }));
vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/lib/bot-check/get-public-config', () => ({ getPublicConfig: vi.fn() }));

const applicant = sessionUser({ user_type: 'APPLICANT', role: null, first_name: 'Peggy', webUserId: 40 });
const caseMaster = sampleCaseMaster();

beforeEach(() => {
  vi.mocked(getPublicConfig).mockResolvedValue({ botCheck: { provider: 'off', siteKey: null } });
  vi.mocked(getCurrentUser).mockResolvedValue(applicant);
  answer(portalEndpoints.case, () => caseMaster);
});
afterEach(() => {
  resetAppStoreForTests();
  resetBotCheckConfigForTests();
  vi.clearAllMocks();
});

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByRole('textbox', { name: /e-mail address/i }), email);
  await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/portal/login, the second login flow', { timeout: 60_000 }, () => {
  it('signs an applicant in, stores the user and the case master apart, and shows their case', async () => {
    vi.mocked(postPortalLogin).mockResolvedValue({ ...applicant, caseMaster });
    const router = renderApp('/portal/login');
    expect(await screen.findByRole('heading', { name: 'Follow your application' })).toBeInTheDocument();

    await signIn('peggy@example.com', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/case'));
    expect(await screen.findByRole('heading', { name: 'Your application' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(applicant);
    expect(JSON.parse(localStorage.getItem(CASE_MASTER_STORAGE_KEY) ?? '{}')).toEqual(caseMaster);
    expect(getAppStore().store.getState().secondAuth).toEqual({ isLoggedIn: true, user: caseMaster });
  });

  it('on a refusal shows the message and stays signed out', async () => {
    vi.mocked(postPortalLogin).mockRejectedValue(
      axiosFailure(401, 'The e-mail address or password is incorrect.'),
    );
    const router = renderApp('/portal/login');

    await signIn('peggy@example.com', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
    expect(router.state.location.pathname).toBe('/portal/login');
    expect(localStorage.getItem(CASE_MASTER_STORAGE_KEY)).toBeNull();
  });

  it('sends a signed-out visitor of the case page to the portal sign-in, not the staff one', async () => {
    const router = renderApp('/portal/case');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/login'));
  });

  it('keeps an applicant off staff pages and sends one at / to their case', async () => {
    storeSessionUser({ user_type: 'APPLICANT', role: null, first_name: 'Peggy' });
    const router = renderApp('/authority/case/list');
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));

    await router.navigate('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/portal/case'));
    const menu = await screen.findByRole('button', { name: 'Account' });
    await userEvent.click(menu);
    expect(
      within(screen.getByRole('menu'))
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Change Password', 'Logout']);
  });
});
