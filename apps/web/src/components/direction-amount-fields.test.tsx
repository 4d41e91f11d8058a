import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { DirectionAmountFields } from './direction-amount-fields';

const user = userEvent.setup({ delay: null });

type Values = { way: string; amount: string };
const schema = formSchema(
  (values: Values) => values,
  z.object({ way: z.enum(['UP', 'DOWN', 'NONE'], { error: 'Say which way it goes' }), amount: z.string() }),
);

/** The amount is asked for only once the change has a direction, and named by it. */
function amountLabel(way: string): string | null {
  if (way === 'UP') return 'How much up (£)';
  if (way === 'DOWN') return 'How much down (£)';
  return null;
}

function ChangeForm() {
  const form = useContractForm<Values, Values>({ defaultValues: { way: '', amount: '' }, schema });
  return (
    <form noValidate onSubmit={form.submit(() => Promise.resolve())}>
      <DirectionAmountFields
        id="change"
        legend="Which way does it go?"
        choices={{ UP: 'It goes up', DOWN: 'It goes down', NONE: 'It stays' }}
        control={form.control}
        direction={form.field('way')}
        amount={form.field('amount')}
        amountLabel={amountLabel}
        amountHint="In pounds and pence."
        onAmountTidied={(tidied) => form.setValue('amount', tidied)}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('DirectionAmountFields', () => {
  it('offers the directions in words, in order, under their question, and says when none is chosen', async () => {
    render(<ChangeForm />);

    const group = screen.getByRole('group', { name: /Which way does it go\?/ });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['UP', 'DOWN', 'NONE']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Say which way it goes'),
    );
  });

  it('asks for the amount only once a direction needs one, labelled by it, and tidies it when left', async () => {
    render(<ChangeForm />);
    expect(screen.queryByRole('textbox')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'It goes up' }));
    const amount = screen.getByRole('textbox', { name: /How much up \(£\)/ });
    expect(amount).toHaveAccessibleDescription('In pounds and pence.');
    await user.type(amount, '185');
    await user.tab();
    expect(amount).toHaveValue('185.00');

    await user.click(screen.getByRole('radio', { name: 'It goes down' }));
    expect(screen.getByRole('textbox', { name: /How much down \(£\)/ })).toHaveValue('185.00');
    await user.click(screen.getByRole('radio', { name: 'It stays' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
