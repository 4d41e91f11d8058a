import { contractorFieldsSchema } from '@casekeeper/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { formSchema } from '@/lib/forms/form-schema';
import { LEAVE_FORM_STATE } from '@/lib/forms/leave-form';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { FormActions } from './form-actions';
import { FormMessage } from './form-message';
import { LabelledInput } from './labelled-input';

type Values = { companyName: string; contactName: string; phone: string; trades: string };

const schema = formSchema(
  (values: Values) => ({ ...values, trades: values.trades.split(',').map((trade) => trade.trim()) }),
  contractorFieldsSchema,
);

/** A record form as the app builds them: the contract's schema, Save and Cancel, a link away. */
function ContractorStandIn({ onSave }: { onSave: (fields: unknown) => Promise<void> }) {
  const navigate = useNavigate();
  const form = useContractForm({
    defaultValues: {
      companyName: 'Ambridge Access',
      contactName: 'Eddie',
      phone: '01632 960 444',
      trades: '',
    },
    schema,
  });
  const save = async (fields: unknown) => {
    await onSave(fields);
    await navigate('/list', { state: LEAVE_FORM_STATE });
  };
  return (
    <form noValidate onSubmit={form.submit(save)}>
      <Link to="/elsewhere">Somewhere else</Link>
      <FormMessage message={form.formError} />
      <LabelledInput id="company" label="Company name" {...form.field('companyName')} />
      <LabelledInput id="trades" label="Trades" {...form.field('trades')} />
      <FormActions label="Save" busyLabel="Saving…" busy={form.busy} cancelTo="/list" dirty={form.isDirty} />
    </form>
  );
}

function renderForm(onSave = vi.fn(() => Promise.resolve())) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <ContractorStandIn onSave={onSave} /> },
      { path: '/list', element: <p>The list</p> },
      { path: '/elsewhere', element: <p>Another page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSave };
}

describe('a record form', () => {
  it('sends the typed request the contract checked, and leaves without asking once saved', async () => {
    const { onSave } = renderForm();
    await userEvent.type(screen.getByLabelText('Trades'), 'Ramp installer, Builder');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        companyName: 'Ambridge Access',
        trades: ['Ramp installer', 'Builder'],
        email: null,
      }),
    );
  });

  it("shows a message the contract gives an item of a list beside the list's field", async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Trades'), 'Builder, ,');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByLabelText('Trades')).toHaveAccessibleDescription('Remove the empty trade');
  });

  it('asks before leaving with unsaved changes, and stays when asked to', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('Company name'), ' Ltd');
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));

    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText('Company name')).toHaveValue('Ambridge Access Ltd');

    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });

  it('lets Cancel leave at once, and does not ask when nothing changed', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();

    renderForm();
    await userEvent.type(screen.getAllByLabelText('Company name').at(-1) as HTMLElement, ' Ltd');
    await userEvent.click(screen.getAllByRole('link', { name: 'Cancel' }).at(-1) as HTMLElement);
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
