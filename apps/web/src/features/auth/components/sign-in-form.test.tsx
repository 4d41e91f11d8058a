import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SubmitFailure } from '@/lib/forms/form-failure';
import { renderWithRouter } from '@/testing/render-with-router';
import { signInSchema } from '../validation/validate-sign-in';
import { SignInForm } from './sign-in-form';

const loadSignInSchema = () => Promise.resolve(signInSchema);

async function fillIn(email: string, password: string) {
  if (email) await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), email);
  if (password) await userEvent.type(screen.getByLabelText(/^password/i), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('SignInForm', () => {
  it('hands the e-mail address and password to its submit handler', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={onSubmit} />);

    await fillIn('officer@council.gov.uk', 'correct horse');

    expect(onSubmit).toHaveBeenCalledWith({ email: 'officer@council.gov.uk', password: 'correct horse' });
  });

  it('shows the contract’s messages beside empty fields and focuses the first', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={onSubmit} />);

    await fillIn('', '');

    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole('textbox', { name: /e-mail address/i });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter your e-mail address');
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription('Enter your password');
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('shows a failed sign-in’s message in an alert and moves focus there', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new SubmitFailure({ message: 'The e-mail address or password is incorrect.', fields: {} }),
      ),
    );
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={onSubmit} />);

    await fillIn('officer@council.gov.uk', 'wrong password');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The e-mail address or password is incorrect.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('shows the server’s per-field messages beside the fields', async () => {
    const onSubmit = vi.fn(() =>
      Promise.reject(
        new SubmitFailure({
          message: 'Check the highlighted fields.',
          fields: {
            email: 'Enter an e-mail address like name@council.gov.uk',
            captchaToken: 'The security check failed.',
          },
        }),
      ),
    );
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={onSubmit} />);

    await fillIn('officer@council.gov.uk', 'secret');

    const email = screen.getByRole('textbox', { name: /e-mail address/i });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Enter an e-mail address like name@council.gov.uk'),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check the highlighted fields. The security check failed.',
    );
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('says it is busy and ignores further submits while signing in', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={onSubmit} />);

    await fillIn('officer@council.gov.uk', 'secret');
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    await userEvent.click(busy);

    expect(onSubmit).toHaveBeenCalledOnce();
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('starts loading what signing in needs when someone first uses the form', async () => {
    const onFirstUse = vi.fn();
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={vi.fn()} onFirstUse={onFirstUse} />);
    expect(onFirstUse).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('textbox', { name: /e-mail address/i }));

    expect(onFirstUse).toHaveBeenCalled();
  });

  it('links to the forgotten password page', () => {
    renderWithRouter(<SignInForm schema={loadSignInSchema} onSubmit={vi.fn()} />);

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
