import { authorityFieldsSchema, normaliseUkPostCode, type Authority } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { FormActions } from '@/components/form-actions';
import { FormMessage } from '@/components/form-message';
import { AddressFields } from '@/components/address-fields';
import { LabelledInput } from '@/components/labelled-input';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';

export type AuthorityValues = {
  name: string;
  shortCode: string;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  town: string;
  postCode: string;
  contactEmail: string;
  contactPhone: string;
};

export type AuthorityFields = z.output<typeof authorityFieldsSchema>;

type AuthorityFormProps = {
  authority: Authority | null;
  cancelTo: string;
  onSave: (fields: AuthorityFields) => Promise<void>;
};

const schema = formSchema((values: AuthorityValues) => values, authorityFieldsSchema);

/** Add or edit an authority. The short code prefixes case numbers, so it is fixed once added. */
export function AuthorityForm({ authority, cancelTo, onSave }: AuthorityFormProps) {
  const defaultValues: AuthorityValues = {
    name: authority?.name ?? '',
    shortCode: authority?.shortCode ?? '',
    addressLine1: authority?.addressLine1 ?? '',
    addressLine2: authority?.addressLine2 ?? '',
    addressLine3: authority?.addressLine3 ?? '',
    town: authority?.town ?? '',
    postCode: authority?.postCode ?? '',
    contactEmail: authority?.contactEmail ?? '',
    contactPhone: authority?.contactPhone ?? '',
  };
  const form = useContractForm({ defaultValues, schema });
  // The post code is shown as it will be stored (upper case, one space) once the field is left.
  const tidyPostCode = () => {
    const typed = form.getValues('postCode');
    form.setValue('postCode', normaliseUkPostCode(typed) ?? typed);
  };

  return (
    <Stack component="form" spacing={2.5} noValidate aria-busy={form.busy} onSubmit={form.submit(onSave)}>
      <FormMessage message={form.formError} />
      <LabelledInput id="authority-name" label="Authority name" required {...form.field('name')} />
      <LabelledInput
        id="authority-short-code"
        label="Short code"
        required
        readOnly={authority !== null}
        hint={
          authority
            ? 'The short code starts every case number, so it cannot change.'
            : '2 to 8 letters, for example HALE. Case numbers start with it.'
        }
        {...form.field('shortCode')}
      />
      <AddressFields idPrefix="authority" required field={form.field} onPostCodeBlur={tidyPostCode} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="authority-email"
          type="email"
          label="Contact e-mail address"
          required
          {...form.field('contactEmail')}
        />
        <LabelledInput
          id="authority-phone"
          type="tel"
          label="Contact telephone"
          required
          hint="For example 01632 960 001."
          {...form.field('contactPhone')}
        />
      </Stack>
      <FormActions
        label={authority ? 'Save changes' : 'Add authority'}
        busyLabel="Saving…"
        busy={form.busy}
        cancelTo={cancelTo}
        dirty={form.isDirty}
      />
    </Stack>
  );
}
