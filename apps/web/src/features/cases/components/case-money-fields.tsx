import type { FieldProps } from '@/components/labelled-input';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import { CaseInput, FieldRow } from './case-input';
import { SectionCard } from '@/components/section-card';

const MONEY_FIELDS = ['estimatedCostPence', 'approvedGrantPence'] as const;

type MoneyFieldName = (typeof MONEY_FIELDS)[number];

type CaseMoneyFieldsProps = {
  field: (name: MoneyFieldName) => FieldProps;
  /** Shows the amount as pounds and pence ("12,500.00") once the field is left. */
  tidy: (name: MoneyFieldName) => void;
};

/** The cost of the works and the grant approved, typed in pounds. */
export function CaseMoneyFields({ field, tidy }: CaseMoneyFieldsProps) {
  const money = (name: MoneyFieldName) => {
    const props = field(name);
    return {
      ...props,
      onBlur: (event: Parameters<NonNullable<FieldProps['onBlur']>>[0]) => {
        props.onBlur?.(event);
        tidy(name);
      },
    };
  };
  return (
    <SectionCard heading="Money" hint="In pounds and pence, for example 12,500.00.">
      <FieldRow>
        {MONEY_FIELDS.map((name) => (
          <CaseInput
            key={name}
            label={`${CASE_FIELD_LABELS[name]} (£)`}
            inputMode="decimal"
            {...money(name)}
          />
        ))}
      </FieldRow>
    </SectionCard>
  );
}
