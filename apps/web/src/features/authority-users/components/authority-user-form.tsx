import {
  AUTHORITY_ROLES,
  AUTHORITY_USER_TYPES,
  authorityUserRulesSchema,
  type AuthorityUser,
} from '@casekeeper/contract';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import type { z } from 'zod';
import { PersonFields } from '@/components/person-fields';
import { RecordForm } from '@/components/record-form';
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
    <RecordForm
      form={form}
      onSave={onSave}
      saveLabel={user ? 'Save changes' : 'Add user'}
      cancelTo={cancelTo}
    >
      <PersonFields idPrefix="user" field={form.field} invited={user === null} />
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
    </RecordForm>
  );
}
