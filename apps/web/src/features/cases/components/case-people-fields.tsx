import type { CaseOption, CaseOptions } from '@casekeeper/contract';
import type { FieldProps } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import { FieldRow } from './case-input';
import { SectionCard } from '@/components/section-card';

type PeopleFieldName = 'assignedOfficerId' | 'contractorId';

type CasePeopleFieldsProps = {
  field: (name: PeopleFieldName) => FieldProps;
  options: CaseOptions;
  /** Whom the case names now, kept on offer even when no longer among the options (inactive). */
  current: { officer: CaseOption | null; contractor: CaseOption | null };
  /** The caller may assign cases only to themselves (the options offer no one else). */
  selfOnly: boolean;
};

const withCurrent = (options: readonly CaseOption[], current: CaseOption | null) =>
  current && !options.some((option) => option.id === current.id) ? [...options, current] : options;

const asOptions = (options: readonly CaseOption[]) =>
  options.map((option) => ({ value: String(option.id), label: option.name }));

/** Who works the case: its officer, and the contractor doing the works. */
export function CasePeopleFields({ field, options, current, selfOnly }: CasePeopleFieldsProps) {
  const officers = asOptions(withCurrent(options.officers, current.officer));
  const contractors = asOptions(withCurrent(options.contractors, current.contractor));
  return (
    <SectionCard heading="Officer and contractor">
      <FieldRow>
        <SelectInput
          id="case-officer"
          label={CASE_FIELD_LABELS.assignedOfficerId}
          options={selfOnly ? officers : [{ value: '', label: 'Not assigned' }, ...officers]}
          hint={selfOnly ? 'The cases you add and edit are assigned to you.' : undefined}
          {...field('assignedOfficerId')}
        />
        <SelectInput
          id="case-contractor"
          label={CASE_FIELD_LABELS.contractorId}
          options={[{ value: '', label: 'No contractor yet' }, ...contractors]}
          {...field('contractorId')}
        />
      </FieldRow>
    </SectionCard>
  );
}
