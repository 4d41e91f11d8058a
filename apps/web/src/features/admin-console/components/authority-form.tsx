import { authorityFieldsSchema, type Authority } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { AddressFields } from '@/components/address-fields';
import { EmailField, PhoneField } from '@/components/contact-fields';
import { LabelledInput } from '@/components/labelled-input';
import { RecordForm } from '@/components/record-form';
import { formSchema } from '@/lib/forms/form-schema';
import { postCodeTidier } from '@/lib/forms/tidy-post-code';
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

  return (
    <RecordForm
      form={form}
      onSave={onSave}
      saveLabel={authority ? 'Save changes' : 'Add authority'}
      cancelTo={cancelTo}
    >
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
      <AddressFields idPrefix="authority" required field={form.field} onPostCodeBlur={postCodeTidier(form)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <EmailField
          id="authority-email"
          label="Contact e-mail address"
          required
          {...form.field('contactEmail')}
        />
        <PhoneField id="authority-phone" label="Contact telephone" required {...form.field('contactPhone')} />
      </Stack>
    </RecordForm>
  );
}
