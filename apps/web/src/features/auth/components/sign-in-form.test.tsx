import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/testing/render-with-router';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('hands the e-mail address and password to its submit handler', async () => {
    const onSubmit = vi.fn();
    renderWithRouter(<SignInForm onSubmit={onSubmit} />);

    await userEvent.type(screen.getByRole('textbox', { name: /e-mail address/i }), 'officer@council.gov.uk');
    await userEvent.type(screen.getByLabelText(/^password/i), 'correct horse');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).toHaveBeenCalledWith({ email: 'officer@council.gov.uk', password: 'correct horse' });
  });

  it('does not submit while a required field is empty', async () => {
    const onSubmit = vi.fn();
    renderWithRouter(<SignInForm onSubmit={onSubmit} />);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('links to the forgotten password page', () => {
    renderWithRouter(<SignInForm onSubmit={vi.fn()} />);

    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
  });
});
