import { platformAdminFieldsSchema, type PlatformAdmin } from '@casekeeper/contract';
import { PersonFields } from '@/components/person-fields';
import { RecordForm } from '@/components/record-form';
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
    <RecordForm
      form={form}
      onSave={onSave}
      saveLabel={admin ? 'Save changes' : 'Add admin'}
      cancelTo={cancelTo}
    >
      <PersonFields idPrefix="admin" field={form.field} invited={admin === null} />
    </RecordForm>
  );
}
