import { LETTERHEAD_ADDRESS_MAX_LINES, type LetterheadView } from '@casekeeper/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { LongTextField } from '@/components/long-text-field';
import { SectionCard } from '@/components/section-card';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdateLetterheadMutation } from '../api/letters-api';
import {
  letterheadFormSchema,
  letterheadFormValues,
  type LetterheadFormFields,
} from '../lib/letterhead-form';

/** The authority's letterhead, printed at the top of every letter (and its footer at the foot): set by an ADMIN. */
export function LetterheadForm({ letterhead }: { letterhead: LetterheadView }) {
  const form = useContractForm({
    defaultValues: letterheadFormValues(letterhead),
    schema: letterheadFormSchema,
  });
  const [updateLetterhead] = useUpdateLetterheadMutation();
  const [saved, setSaved] = useState<string | null>(null);

  const send = async (fields: LetterheadFormFields) => {
    setSaved(null);
    const answer = await updateLetterhead({ body: { ...fields, version: letterhead.version } }).unwrap();
    form.reset(letterheadFormValues(answer.data));
    setSaved(answer.message);
  };

  return (
    <SectionCard
      heading="Letterhead"
      hint={
        letterhead.version === 0
          ? "Not set yet: letters use the authority's own name, address and contact details, shown here."
          : 'Printed at the top of every letter; the footer at the foot of each page.'
      }
    >
      <form noValidate aria-busy={form.busy} onSubmit={form.submit(send)}>
        <Stack spacing={2.5} sx={{ maxWidth: 640 }}>
          <FormMessage message={form.formError} />
          {saved && <Alert severity="success">{saved}</Alert>}
          <LabelledInput
            id="letterhead-name"
            label="Name"
            required
            readOnly={!letterhead.can.change}
            {...form.field('name')}
          />
          <LongTextField
            id="letterhead-address"
            label="Address"
            hint={`One line per line, at most ${LETTERHEAD_ADDRESS_MAX_LINES}.`}
            readOnly={!letterhead.can.change}
            {...form.field('addressLines')}
          />
          <LabelledInput
            id="letterhead-phone"
            label="Telephone"
            autoComplete="off"
            readOnly={!letterhead.can.change}
            {...form.field('phone')}
          />
          <LabelledInput
            id="letterhead-email"
            label="E-mail"
            type="email"
            autoComplete="off"
            readOnly={!letterhead.can.change}
            {...form.field('email')}
          />
          <LabelledInput
            id="letterhead-footer"
            label="Footer"
            hint="Optional: a line at the foot of each page, such as the service's name."
            readOnly={!letterhead.can.change}
            {...form.field('footer')}
          />
          {letterhead.can.change && (
            <div>
              <Button type="submit" variant="contained" aria-disabled={form.busy} sx={{ minHeight: 44 }}>
                {form.busy ? 'Saving…' : 'Save letterhead'}
              </Button>
            </div>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
