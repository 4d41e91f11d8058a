import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCurrentUser } from '@/features/auth/api/get-current-user';
import { getPublicConfig } from '@/lib/bot-check/get-public-config';
import { postLogin } from '@/features/auth/api/login';
import { resetBotCheckConfigForTests } from '@/lib/bot-check/start-bot-check';
import { axiosFailure } from '@/testing/axios-failure';
import { renderApp } from '@/testing/render-app';
import { sessionUser, storeSessionUser } from '@/testing/session-user';
import { resetAppStoreForTests } from '../store/app-store';

vi.mock('@/features/auth/api/login', () => ({ postLogin: vi.fn() }));
vi.mock('@/features/auth/api/get-current-user', () => ({ getCurrentUser: vi.fn() }));
vi.mock('@/lib/bot-check/get-public-config', () => ({ getPublicConfig: vi.fn() }));

beforeEach(() => {
  vi.mocked(getPublicConfig).mockResolvedValue({ botCheck: { provider: 'off', siteKey: null } });
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

// Signing in loads the logged-in area lazily, which is slow on a busy machine.
describe('/login', { timeout: 60_000 }, () => {
  it('signs an admin in, stores the user and goes to the admin dashboard', async () => {
    const user = sessionUser({ user_type: 'ADMIN', first_name: 'Priya' });
    vi.mocked(postLogin).mockResolvedValue(user);
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const router = renderApp('/login');

    await signIn('admin@council.gov.uk', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Welcome, Priya.')).toBeInTheDocument();
    expect(postLogin).toHaveBeenCalledWith({
      email: 'admin@council.gov.uk',
      password: 'correct horse battery',
    });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(user);
  });

  it('takes an authority user to the authority dashboard', async () => {
    const user = sessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2 });
    vi.mocked(postLogin).mockResolvedValue(user);
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const router = renderApp('/login');

    await signIn('officer@council.gov.uk', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/authority/dashboard'));
  });

  it('shows the server’s message for a wrong password and stays signed out', async () => {
    vi.mocked(postLogin).mockRejectedValue(axiosFailure(401, 'The e-mail address or password is incorrect.'));
    const router = renderApp('/login');

    await signIn('admin@council.gov.uk', 'wrong');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('sends the bot check token when one is configured', async () => {
    vi.mocked(getPublicConfig).mockResolvedValue({
      botCheck: { provider: 'recaptcha', siteKey: 'site-key-1' },
    });
    const execute = vi.fn(() => Promise.resolve('captcha-token-1'));
    const user = sessionUser();
    vi.mocked(postLogin).mockResolvedValue(user);
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const observer = new MutationObserver(() => {
      const script = document.head.querySelector<HTMLScriptElement>('script[src*="recaptcha"]');
      if (!script || script.dataset.answered) return;
      script.dataset.answered = 'yes';
      Object.assign(window, { grecaptcha: { ready: (callback: () => void) => callback(), execute } });
      script.dispatchEvent(new Event('load'));
    });
    observer.observe(document.head, { childList: true });
    const router = renderApp('/login');

    await signIn('admin@council.gov.uk', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(document.head.querySelector('script[src*="recaptcha"]')?.getAttribute('src')).toBe(
      'https://www.google.com/recaptcha/api.js?render=site-key-1',
    );
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'login' });
    expect(postLogin).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: 'captcha-token-1' }));
    observer.disconnect();
  });

  it('shows a notice handed over by another page', async () => {
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await router.navigate('/login', { state: { notice: 'Your password has been changed.' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it.each([
    ['ADMIN', null, '/dashboard'],
    ['AUTHORITY', 'ADMIN', '/authority/dashboard'],
    ['AUTHORITY_USER', 'READWRITE', '/authority/dashboard'],
    ['AUTHORITY_USER', 'READONLY', '/authority/case/list'],
  ] as const)('takes a signed-in %s (%s) from /login to %s', async (userType, role, path) => {
    storeSessionUser({ user_type: userType, role, auth_id: userType === 'ADMIN' ? null : 2 });
    vi.mocked(getCurrentUser).mockResolvedValue(sessionUser({ user_type: userType, role }));
    const router = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('takes a signed-in authority user who follows Go Home (/) to their dashboard, not the sign-in form', async () => {
    storeSessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE', auth_id: 2 });
    vi.mocked(getCurrentUser).mockResolvedValue(
      sessionUser({ user_type: 'AUTHORITY_USER', role: 'READWRITE' }),
    );
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/authority/dashboard'));
  });

  it('returns to the page the guard sent the visitor from after signing in', async () => {
    const user = sessionUser({ user_type: 'ADMIN' });
    vi.mocked(postLogin).mockResolvedValue(user);
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const router = renderApp('/change-password?from=mail');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await signIn('admin@council.gov.uk', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/change-password'));
    expect(router.state.location.search).toBe('?from=mail');
  });

  it('ignores a return address outside the app', async () => {
    const user = sessionUser({ user_type: 'ADMIN' });
    vi.mocked(postLogin).mockResolvedValue(user);
    vi.mocked(getCurrentUser).mockResolvedValue(user);
    const router = renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    await router.navigate('/login', { state: { returnTo: '//evil.example/admin' } });

    await signIn('admin@council.gov.uk', 'correct horse battery');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('says the session has ended when the server ended it, once', async () => {
    sessionStorage.setItem('casekeeper.session-ended', '1');
    renderApp('/login');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    // Cleared after the page has shown it (an effect, which may run after the first paint).
    await waitFor(() => expect(sessionStorage.getItem('casekeeper.session-ended')).toBeNull());
  });

  it('says nothing after a plain logout', async () => {
    renderApp('/login');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
