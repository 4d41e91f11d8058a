import type { Case, CaseOptions } from '@casekeeper/contract';
import { useEffect, type ReactNode } from 'react';
import { RecordForm } from '@/components/record-form';
import { postCodeTidier } from '@/lib/forms/tidy-post-code';
import { useContractForm } from '@/lib/forms/use-contract-form';
import {
  addCaseFormSchema,
  caseValues,
  editCaseFormSchema,
  type CaseFormOutput,
} from '../lib/case-form-schema';
import { tidyPounds } from '../lib/money';
import { CaseAddressFields } from './case-address-fields';
import { CaseClientFields } from './case-client-fields';
import { CaseConflictAlert } from './case-conflict-alert';
import { CaseFormDraft, type CaseDraft } from './case-form-draft';
import { CaseDetailsFields } from './case-details-fields';
import { CaseMoneyFields } from './case-money-fields';
import { CasePeopleFields } from './case-people-fields';

type CaseFormProps = {
  /** The case as read; null for a new case. */
  record: Case | null;
  options: CaseOptions;
  /** The signed-in user, whom a new case is assigned to when they may assign only to themselves. */
  callerId: number | null;
  cancelTo: string;
  onSave: (fields: CaseFormOutput) => Promise<void>;
  /** The case as it is now, when a save was refused because someone else saved it first. */
  conflict: Case | null;
  onReload: () => void;
  onKeepMine: () => void;
  /** Told whenever the form gains or loses unsaved changes. */
  onDirtyChange?: (dirty: boolean) => void;
  /** On a new case, what shows just above Save from what is typed so far (possible duplicates). */
  beforeSave?: (draft: CaseDraft) => ReactNode;
};

/** Add or edit a case, in sections: client, address, details, officer and contractor, money. */
export function CaseForm({
  record,
  options,
  callerId,
  cancelTo,
  onSave,
  conflict,
  onReload,
  onKeepMine,
  onDirtyChange,
  beforeSave,
}: CaseFormProps) {
  const form = useContractForm({
    defaultValues: caseValues(record, options, callerId),
    schema: record ? editCaseFormSchema : addCaseFormSchema,
  });
  const { isDirty } = form;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const selfOnly = options.officers.length === 1 && options.officers[0]?.id === callerId;
  const option = (id: number | null | undefined, name: string | null | undefined) =>
    id != null && name != null ? { id, name } : null;

  return (
    <RecordForm
      form={form}
      onSave={onSave}
      saveLabel={record ? 'Save changes' : 'Add case'}
      cancelTo={cancelTo}
    >
      {record && conflict && (
        <CaseConflictAlert loaded={record} current={conflict} onReload={onReload} onKeepMine={onKeepMine} />
      )}
      <CaseClientFields field={form.field} />
      <CaseAddressFields
        field={form.field}
        control={form.control}
        postCode={() => form.getValues('postCode')}
        fill={(name, value) => form.setValue(name, value, { shouldDirty: true, shouldValidate: false })}
        onPostCodeBlur={postCodeTidier(form)}
      />
      <CaseDetailsFields field={form.field} adding={record === null} />
      <CasePeopleFields
        field={form.field}
        options={options}
        selfOnly={selfOnly}
        current={{
          officer: option(record?.assignedOfficerId, record?.assignedOfficerName),
          contractor: option(record?.contractorId, record?.contractorName),
        }}
      />
      <CaseMoneyFields
        field={form.field}
        tidy={(name) => form.setValue(name, tidyPounds(form.getValues(name)), { shouldDirty: true })}
      />
      {record === null && beforeSave && <CaseFormDraft control={form.control}>{beforeSave}</CaseFormDraft>}
    </RecordForm>
  );
}
