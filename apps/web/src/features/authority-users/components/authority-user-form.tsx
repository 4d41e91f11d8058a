import {
  AUTHORITY_ROLES,
  AUTHORITY_USER_TYPES,
  authorityUserRulesSchema,
  type AuthorityUser,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { FormMessage } from '@/components/form-message';
import { LabelledInput } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { formSchema } from '@/lib/forms/form-schema';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { ROLE_LABELS, roleHint, USER_TYPE_LABELS, userTypeHint } from './user-labels';

type UserValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  userType: string;
  role: string;
};

export type AuthorityUserFields = z.output<typeof authorityUserRulesSchema>;

type AuthorityUserFormProps = {
  /** Named in the help text; null until known. */
  authorityName: string | null;
  user: AuthorityUser | null;
  cancelTo: string;
  onSave: (fields: AuthorityUserFields) => Promise<void>;
};

/** Add or edit an authority's user; type and role are fixed when the server says so (your own). */
export function AuthorityUserForm({ authorityName, user, cancelTo, onSave }: AuthorityUserFormProps) {
  const lockedUser = user?.can.changeRole === false ? user : null;
  const roleLocked = lockedUser !== null;
  const defaultValues: UserValues = {
    email: user?.email ?? '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    phone: user?.phone ?? '',
    userType: user?.userType ?? 'AUTHORITY_USER',
    role: user?.role ?? 'READWRITE',
  };
  // A locked (disabled) select sends nothing: the user's own type and role go instead.
  const schema = useMemo(
    () =>
      formSchema(
        (values: UserValues) =>
          lockedUser ? { ...values, userType: lockedUser.userType, role: lockedUser.role } : values,
        authorityUserRulesSchema,
      ),
    [lockedUser],
  );
  const form = useContractForm({ defaultValues, schema });
  const authority = authorityName ?? 'the authority';
  const [userType, role] = form.watch(['userType', 'role']);
  // The help follows the selection, so it always describes what is chosen.
  const roleHelp = roleHint(userType, role, authority);

  return (
    <Stack component="form" spacing={2.5} noValidate aria-busy={form.busy} onSubmit={form.submit(onSave)}>
      <FormMessage message={form.formError} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="user-first-name"
          label="First name"
          autoComplete="off"
          required
          {...form.field('firstName')}
        />
        <LabelledInput
          id="user-last-name"
          label="Last name"
          autoComplete="off"
          required
          {...form.field('lastName')}
        />
      </Stack>
      <LabelledInput
        id="user-email"
        type="email"
        label="E-mail address"
        autoComplete="off"
        required
        hint={user ? undefined : 'We e-mail a link to this address so they can choose a password.'}
        {...form.field('email')}
      />
      <LabelledInput
        id="user-phone"
        type="tel"
        label="Telephone"
        hint="Optional. For example 01632 960 001."
        {...form.field('phone')}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <SelectInput
          id="user-type"
          label="User type"
          required
          disabled={roleLocked}
          options={AUTHORITY_USER_TYPES.map((value) => ({ value, label: USER_TYPE_LABELS[value] }))}
          hint={userTypeHint(userType, authority)}
          {...form.field('userType')}
        />
        <SelectInput
          id="user-role"
          label="Role"
          required
          disabled={roleLocked}
          options={AUTHORITY_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
          hint={roleLocked ? `${roleHelp} You cannot change your own role.` : roleHelp}
          {...form.field('role')}
        />
      </Stack>
      <FormActions
        label={user ? 'Save changes' : 'Add user'}
        busyLabel="Saving…"
        busy={form.busy}
        cancelTo={cancelTo}
        dirty={form.isDirty}
      />
    </Stack>
  );
}
