import { authorityFieldsSchema } from '@casekeeper/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LabelledInput } from '@/components/labelled-input';
import { FormMessage } from '@/components/form-message';
import { SubmitFailure } from './form-failure';
import { z } from 'zod';
import { formSchema } from './form-schema';
import { useContractForm } from './use-contract-form';

const schema = formSchema(
  (values: { currentPassword: string }) => values,
  z.object({ currentPassword: z.string() }),
);

function PasswordForm({ failure }: { failure: SubmitFailure }) {
  const form = useContractForm({ defaultValues: { currentPassword: '' }, schema });
  return (
    <form noValidate onSubmit={form.submit(() => Promise.reject(failure))}>
      <FormMessage message={form.formError} />
      <LabelledInput id="current" label="Current password" {...form.field('currentPassword')} />
      <button type="submit">Save</button>
    </form>
  );
}

const contactSchema = formSchema(
  (values: { contactEmail: string }) => values,
  authorityFieldsSchema.pick({ contactEmail: true }),
);

function ContactForm() {
  const form = useContractForm({ defaultValues: { contactEmail: '' }, schema: contactSchema });
  return (
    <form noValidate onSubmit={form.submit(() => Promise.resolve())}>
      <LabelledInput id="contact" label="Contact e-mail" {...form.field('contactEmail')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('useContractForm', () => {
  it('words what a schema leaves unworded by the field’s name in the contract, as the server does', async () => {
    render(<ContactForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const field = screen.getByRole('textbox', { name: 'Contact e-mail' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Enter the contact e-mail address'));
  });

  it('does not repeat above the form a message shown beside its field', async () => {
    const message = 'Your current password is incorrect';
    render(<PasswordForm failure={new SubmitFailure({ message, fields: { currentPassword: message } })} />);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const field = screen.getByRole('textbox', { name: 'Current password' });
    await waitFor(() => expect(field).toHaveAccessibleDescription(message));
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('shows a different message above the form, with messages for fields it does not show', async () => {
    render(
      <PasswordForm
        failure={
          new SubmitFailure({
            message: 'Check the highlighted fields.',
            fields: {
              currentPassword: 'Enter your current password',
              captchaToken: 'The security check failed.',
            },
          })
        }
      />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields. The security check failed.',
    );
  });
});
