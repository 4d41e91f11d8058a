import {
  addAdminRecordRequestSchema,
  updateAdminRecordRequestSchema,
  type PlatformAdmin,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { FormActions } from '@/components/form-actions';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { useForm } from '@/lib/forms/use-form';
import { validate } from '@/lib/forms/validate';

export type PlatformAdminValues = { email: string; firstName: string; lastName: string; phone: string };

type PlatformAdminFormProps = {
  admin: PlatformAdmin | null;
  cancelTo: string;
  onSave: (request: unknown) => Promise<void>;
};

/** Add or edit a platform admin; checked against the contract's schema before it is sent. */
export function PlatformAdminForm({ admin, cancelTo, onSave }: PlatformAdminFormProps) {
  const form = useForm<PlatformAdminValues>({
    email: admin?.email ?? '',
    firstName: admin?.firstName ?? '',
    lastName: admin?.lastName ?? '',
    phone: admin?.phone ?? '',
  });
  const check = (values: PlatformAdminValues) =>
    admin
      ? validate(updateAdminRecordRequestSchema, {
          ...values,
          type: 'admin',
          id: admin.id,
          version: admin.version,
        })
      : validate(addAdminRecordRequestSchema, { ...values, type: 'admin' });

  return (
    <Stack
      component="form"
      spacing={2.5}
      noValidate
      aria-busy={form.busy}
      onSubmit={form.handleSubmit(check, onSave)}
    >
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
      />
    </Stack>
  );
}
