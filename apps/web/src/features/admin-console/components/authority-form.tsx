import {
  addAdminRecordRequestSchema,
  normaliseUkPostCode,
  updateAdminRecordRequestSchema,
  type Authority,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { FormActions } from '@/components/form-actions';
import { FormMessage } from '@/components/form-message';
import { AddressFields } from '@/components/address-fields';
import { LabelledInput } from '@/components/labelled-input';
import { useForm } from '@/lib/forms/use-form';
import { validate } from '@/lib/forms/validate';

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

type AuthorityFormProps = {
  authority: Authority | null;
  cancelTo: string;
  onSave: (request: unknown) => Promise<void>;
};

/** Add or edit an authority. The short code prefixes case numbers, so it is fixed once added. */
export function AuthorityForm({ authority, cancelTo, onSave }: AuthorityFormProps) {
  const form = useForm<AuthorityValues>({
    name: authority?.name ?? '',
    shortCode: authority?.shortCode ?? '',
    addressLine1: authority?.addressLine1 ?? '',
    addressLine2: authority?.addressLine2 ?? '',
    addressLine3: authority?.addressLine3 ?? '',
    town: authority?.town ?? '',
    postCode: authority?.postCode ?? '',
    contactEmail: authority?.contactEmail ?? '',
    contactPhone: authority?.contactPhone ?? '',
  });
  const { setValues } = form;
  const check = (values: AuthorityValues) => {
    if (authority) {
      return validate(updateAdminRecordRequestSchema, {
        ...values,
        type: 'authority',
        id: authority.id,
        version: authority.version,
      });
    }
    return validate(addAdminRecordRequestSchema, { ...values, type: 'authority' });
  };
  // The post code is shown as it will be stored (upper case, one space) once the field is left.
  const tidyPostCode = () =>
    setValues((current) => ({
      ...current,
      postCode: normaliseUkPostCode(current.postCode) ?? current.postCode,
    }));

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      aria-busy={form.busy}
      onSubmit={form.handleSubmit(check, onSave)}
    >
      <FormMessage message={form.formError} />
      <LabelledInput id="authority-name" label="Authority name" required {...form.field('name')} />
      <LabelledInput
        id="authority-short-code"
        label="Short code"
        required
        disabled={authority !== null}
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
      />
    </Stack>
  );
}
