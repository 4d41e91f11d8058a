import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { CaseFormOutput, CaseValues } from '../lib/case-form-schema';
import { CaseFormDraft } from './case-form-draft';

const user = userEvent.setup({ delay: null });

const TYPED = [
  'clientFirstName',
  'clientLastName',
  'clientDateOfBirth',
  'addressLine1',
  'postCode',
  'uprn',
] as const;

/** The fields the draft reads, as the case form registers them, and the draft shown as JSON. */
function DraftOfTyped() {
  const form = useForm<CaseValues, unknown, CaseFormOutput>({
    defaultValues: Object.fromEntries(TYPED.map((name) => [name, ''])) as CaseValues,
  });
  return (
    <>
      {TYPED.map((name) => (
        <input key={name} aria-label={name} {...form.register(name)} />
      ))}
      <CaseFormDraft control={form.control}>
        {(draft) => <output aria-label="Draft">{JSON.stringify(draft)}</output>}
      </CaseFormDraft>
    </>
  );
}

async function fill(name: (typeof TYPED)[number], text: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(text);
}

const draft = () => JSON.parse(screen.getByRole('status', { name: 'Draft' }).textContent) as unknown;

describe('the new case as typed, for what shows above Save', () => {
  it('gives the client and address typed so far, the date of birth as a day, and leaves out what the server would refuse', async () => {
    render(<DraftOfTyped />);
    expect(draft()).toEqual({
      clientFirstName: null,
      clientLastName: null,
      clientDateOfBirth: null,
      addressLine1: null,
      postCode: null,
      uprn: null,
    });
    await fill('clientFirstName', ' Joe ');
    await fill('clientLastName', 'Grundy');
    await fill('clientDateOfBirth', '1/4/1950');
    await fill('postCode', 'B33 8TH');
    await fill('addressLine1', 'x'.repeat(201));
    await fill('uprn', '12AB');
    expect(draft()).toEqual({
      clientFirstName: 'Joe',
      clientLastName: 'Grundy',
      clientDateOfBirth: '1950-04-01',
      addressLine1: null,
      postCode: 'B33 8TH',
      uprn: null,
    });
  });

  it('gives a date of birth that is not a real day as none, and a UPRN of digits as it is', async () => {
    render(<DraftOfTyped />);
    await fill('clientDateOfBirth', '31/02/1950');
    await fill('uprn', '100012345678');
    expect(draft()).toMatchObject({ clientDateOfBirth: null, uprn: '100012345678' });
  });
});
