import {
  APPLICATION_STATUSES,
  CASE_PRIORITIES,
  CASE_START_STATUS_IDS,
  CASE_TENURES,
} from '@casekeeper/contract';
import type { FieldProps } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import { CaseInput, FieldRow } from './case-input';
import { SectionCard } from '@/components/section-card';
import { LongTextField } from '@/components/long-text-field';

type DetailsFieldName =
  'statusId' | 'referralDate' | 'referralSource' | 'tenure' | 'priority' | 'description';

type CaseDetailsFieldsProps = {
  field: (name: DetailsFieldName) => FieldProps;
  /** A new case: it starts as an enquiry or a referral received. */
  adding: boolean;
};

const START_STATUSES = APPLICATION_STATUSES.filter((status) =>
  (CASE_START_STATUS_IDS as readonly number[]).includes(status.id),
).map((status) => ({ value: String(status.id), label: status.name }));

const PRIORITIES = CASE_PRIORITIES.map((priority) => ({ value: priority, label: priority }));
const TENURES = [
  { value: '', label: 'Not known yet' },
  ...CASE_TENURES.map((tenure) => ({ value: tenure, label: tenure })),
];

/** How the case came in, how urgent it is, whose home it is, and what it is about. */
export function CaseDetailsFields({ field, adding }: CaseDetailsFieldsProps) {
  const label = CASE_FIELD_LABELS;
  return (
    <SectionCard heading="Case details">
      <FieldRow>
        <CaseInput hint="Optional. For example 12/01/2026." {...field('referralDate')} />
        <CaseInput hint="Optional. For example GP or occupational therapist." {...field('referralSource')} />
      </FieldRow>
      <FieldRow>
        <SelectInput id="case-priority" label={label.priority} options={PRIORITIES} {...field('priority')} />
        <SelectInput
          id="case-tenure"
          label={label.tenure}
          options={TENURES}
          hint="Optional. Who owns the home decides whose consent the works need."
          {...field('tenure')}
        />
      </FieldRow>
      {adding && (
        <SelectInput
          id="case-start-status"
          label="Starts as"
          options={START_STATUSES}
          hint="Later changes of status are made on the case."
          {...field('statusId')}
        />
      )}
      <LongTextField
        id="case-description"
        label={label.description}
        hint="Optional. What the client needs, and anything the next person should know."
        {...field('description')}
      />
    </SectionCard>
  );
}
