import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render-app';

describe('app router', () => {
  it.each([
    '/nope',
    '/case-manager',
    '/authority/nothing/here/at/all',
    '/actionDiary/view/41',
    '/actionItemText/add',
    '/actionItemFile/remove/3',
  ])('renders NOT FOUND for the unknown path %s', async (path) => {
    renderApp(path);

    expect(await screen.findByRole('heading', { name: 'NOT FOUND' })).toBeTruthy();
    expect(screen.getByText('The page you are looking not found.')).toBeTruthy();
  });

  it('renders the Forbidden page at /unauthorized', async () => {
    renderApp('/unauthorized');

    expect(await screen.findByRole('heading', { name: 'Forbidden' })).toBeTruthy();
  });

  it('sends a visitor without a session from / to the login page', async () => {
    const router = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('takes the user home from NOT FOUND, which without a session is the login page', async () => {
    const router = renderApp('/nope');

    await userEvent.click(await screen.findByRole('link', { name: 'Go Home' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
  });
});
