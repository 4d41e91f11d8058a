import {
  CONTRIBUTION_BASES,
  CONTRIBUTION_BASIS_WORDS,
  type CaseGrant,
  type GrantCosts,
} from '@casekeeper/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, type FocusEvent } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { FormFrame } from '@/components/form-frame';
import { LabelledInput } from '@/components/labelled-input';
import { SelectInput } from '@/components/select-input';
import { StaleRecordAlert } from '@/components/stale-record-alert';
import { WatchedValue } from '@/components/watched-value';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { tidyPounds } from '@/lib/money';
import { useProposeGrantMutation } from '../api/grant-api';
import { useGrantFormSave, type ReloadGrant } from '../hooks/use-grant-form-save';
import { costsFormSchema, costsFormValues, typedFigures, type CostsFormValues } from '../lib/costs-form';
import { GrantStatement } from './grant-statement';

type ProposalFormProps = {
  grant: CaseGrant;
  onReload: ReloadGrant;
  /** Shown beside Propose when the form replaces a proposal already made. */
  onCancel?: () => void;
};

const BASES = [
  { value: '', label: 'Choose the basis' },
  ...CONTRIBUTION_BASES.map((basis) => ({ value: basis, label: CONTRIBUTION_BASIS_WORDS[basis] })),
];

type MoneyName =
  'agencyFeePence' | 'buildingControlFeePence' | 'otherFeePence' | 'contributionPence' | 'topUpPence';

/** The figures as typed, worked out again on each change of the form, apart from the form itself. */
function TypedFigures({
  grant,
  control,
  topUps,
}: {
  grant: CaseGrant;
  control: Control<CostsFormValues, unknown, GrantCosts>;
  topUps: boolean;
}) {
  const values = useWatch({ control });
  const figures = typedFigures(grant, values, topUps);
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
      aria-label="The grant as proposed"
      role="group"
    >
      <Typography component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        The grant as proposed
      </Typography>
      <GrantStatement figures={figures} costs={null} />
    </Box>
  );
}

/**
 * The proposal of the grant: the fees the authority allows, the applicant's contribution and its
 * basis, and (where the authority gives them) a discretionary top-up with its reason; the figures
 * are worked out as they are typed, as the server will work them out.
 */
export function ProposalForm({ grant, onReload, onCancel }: ProposalFormProps) {
  const topUps = grant.limits.discretionaryTopUps;
  const schema = useMemo(() => costsFormSchema(topUps), [topUps]);
  const form = useContractForm({ defaultValues: costsFormValues(grant.costs), schema });
  const { save, stale, reload } = useGrantFormSave(grant, 'costs', onReload);
  const [propose] = useProposeGrantMutation();

  const send = async (costs: GrantCosts) => {
    await save((version) => propose({ params: { caseId: grant.caseId }, body: { version, costs } }).unwrap());
    onCancel?.();
  };

  const money = (name: MoneyName, id: string, label: string, hint: string) => {
    const field = form.field(name);
    return (
      <LabelledInput
        id={id}
        label={label}
        inputMode="decimal"
        autoComplete="off"
        hint={hint}
        {...field}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          field.onBlur(event);
          form.setValue(name, tidyPounds(event.target.value));
        }}
      />
    );
  };

  return (
    <FormFrame
      form={form}
      onSubmit={send}
      notice={stale && <StaleRecordAlert onReload={() => void reload()} />}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        {money('agencyFeePence', 'costs-agency-fee', 'Agency or surveyor fee (£)', 'Blank for none.')}
        {money(
          'buildingControlFeePence',
          'costs-building-control',
          'Planning or building control fees (£)',
          'Blank for none.',
        )}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        {money('otherFeePence', 'costs-other-fee', 'Other fee (£)', 'Blank for none.')}
        <LabelledInput
          id="costs-other-fee-text"
          label="What the other fee is for"
          autoComplete="off"
          hint="Needed with an other fee."
          {...form.field('otherFeeText')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
        {money(
          'contributionPence',
          'costs-contribution',
          'Applicant’s contribution (£)',
          '0 when there is none.',
        )}
        <SelectInput
          id="costs-contribution-basis"
          label="Contribution based on"
          required
          options={BASES}
          {...form.field('contributionBasis')}
        />
      </Stack>
      <WatchedValue control={form.control} name="contributionBasis">
        {(basis) =>
          basis === 'OTHER' && (
            <LabelledInput
              id="costs-contribution-text"
              label="What the contribution is based on"
              required
              autoComplete="off"
              {...form.field('contributionText')}
            />
          )
        }
      </WatchedValue>
      {topUps && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5}>
          {money(
            'topUpPence',
            'costs-top-up',
            'Discretionary top-up (£)',
            'Only for the cost above the maximum. Blank for none.',
          )}
          <LabelledInput
            id="costs-top-up-reason"
            label="Why the top-up is given"
            autoComplete="off"
            hint="Needed with a top-up."
            {...form.field('topUpReason')}
          />
        </Stack>
      )}
      <TypedFigures grant={grant} control={form.control} topUps={topUps} />
      <Stack direction="row" spacing={2}>
        <Button type="submit" variant="contained" aria-disabled={form.busy}>
          {form.busy ? 'Proposing…' : 'Propose for approval'}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={form.busy}>
            Cancel
          </Button>
        )}
      </Stack>
    </FormFrame>
  );
}
