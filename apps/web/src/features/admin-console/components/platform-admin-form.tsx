import { platformAdminFieldsSchema, type PlatformAdmin } from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { FormActions } from '@/components/form-actions';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import type { z } from 'zod';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';

export type PlatformAdminValues = { email: string; firstName: string; lastName: string; phone: string };

export type PlatformAdminFields = z.output<typeof platformAdminFieldsSchema>;

type PlatformAdminFormProps = {
  admin: PlatformAdmin | null;
  cancelTo: string;
  onSave: (fields: PlatformAdminFields) => Promise<void>;
};

const schema = formSchema((values: PlatformAdminValues) => values, platformAdminFieldsSchema);

/** Add or edit a platform admin; checked against the contract's schema before it is sent. */
export function PlatformAdminForm({ admin, cancelTo, onSave }: PlatformAdminFormProps) {
  const defaultValues: PlatformAdminValues = {
    email: admin?.email ?? '',
    firstName: admin?.firstName ?? '',
    lastName: admin?.lastName ?? '',
    phone: admin?.phone ?? '',
  };
  const form = useContractForm({ defaultValues, schema });

  return (
    <Stack component="form" spacing={2.5} noValidate aria-busy={form.busy} onSubmit={form.submit(onSave)}>
      <FormMessage message={form.formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="admin-first-name"
          label="First name"
          autoComplete="off"
          required
          {...form.field('firstName')}
        />
        <LabelledInput
          id="admin-last-name"
          label="Last name"
          autoComplete="off"
          required
          {...form.field('lastName')}
        />
      </Stack>
      <LabelledInput
        id="admin-email"
        type="email"
        label="E-mail address"
        autoComplete="off"
        required
        hint={admin ? undefined : 'We e-mail a link to this address so they can choose a password.'}
        {...form.field('email')}
      />
      <LabelledInput
        id="admin-phone"
        type="tel"
        label="Telephone"
        hint="Optional. For example 01632 960 001."
        {...form.field('phone')}
      />
      <FormActions
        label={admin ? 'Save changes' : 'Add admin'}
        busyLabel="Saving…"
        busy={form.busy}
        cancelTo={cancelTo}
        dirty={form.isDirty}
      />
    </Stack>
  );
}
