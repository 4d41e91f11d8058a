import Stack from '@mui/material/Stack';
import { LabelledInput, type FieldProps } from '@/components/labelled-input';
import { CASE_FIELD_LABELS } from '../lib/case-field-labels';
import { CaseSection } from './case-section';

type MoneyFieldName = 'estimatedCostPence' | 'approvedGrantPence';

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
    <CaseSection heading="Money" hint="In pounds and pence, for example 12,500.00.">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
        <LabelledInput
          id="case-estimated-cost"
          label={`${CASE_FIELD_LABELS.estimatedCostPence} (£)`}
          autoComplete="off"
          hint="Optional."
          inputMode="decimal"
          {...money('estimatedCostPence')}
        />
        <LabelledInput
          id="case-approved-grant"
          label={`${CASE_FIELD_LABELS.approvedGrantPence} (£)`}
          autoComplete="off"
          hint="Optional."
          inputMode="decimal"
          {...money('approvedGrantPence')}
        />
      </Stack>
    </CaseSection>
  );
}
